@_spi(Lab) import BottomSheetCore
import BottomSheetTestSupport
import BottomSheetTooling
import Testing

/// A container change while a finger drags (a rotation, an iPad window resized): the drag goes
/// on with the grab point under the finger. The sheet's top edge keeps its offset from the
/// finger, measured from where the finger is in the new container, and the new detent range's
/// rubber band limits it (docs/ENGINE.md, "Context").
@Suite("A container change mid-drag")
struct TurnMidDragTests {
  static let portrait = phoneScreen
  static let landscape = SheetContext(
    containerSize: SheetSize(width: 844, height: 390),
    safeArea: SheetInsets(top: 0, bottom: 21, leading: 47, trailing: 47))
  static let iPad = SheetContext(
    containerSize: SheetSize(width: 1024, height: 1366), safeArea: SheetInsets(top: 24, bottom: 20))
  static let iPadWindow = SheetContext(
    containerSize: SheetSize(width: 800, height: 1000), safeArea: SheetInsets(top: 24, bottom: 20))

  /// One drag across a container change: the finger lands at `down`, moves to `dragged`, the
  /// container changes, the finger is next reported at `reported` in the new container (nil:
  /// at its last point, the same numbers), then moves 20 pt down, rests 60 ms and lifts.
  struct Row: CustomTestStringConvertible, Sendable {
    let name: String
    let style: SheetStyle
    let detents: [Detent]
    let initial: DetentID
    let from: SheetContext
    let to: SheetContext
    let down: SheetPoint
    let dragged: SheetPoint
    let reported: SheetPoint?
    /// The detent the lift lands on, and its height in the new container.
    let lands: DetentID
    let landsAt: Double

    var testDescription: String { name }
  }

  static let rows: [Row] = [
    Row(
      name: "inline at medium, turned; the finger reported elsewhere in landscape",
      style: .inline, detents: [.height(120), .medium, .large], initial: "medium",
      from: portrait, to: landscape, down: SheetPoint(x: 195, y: 475),
      dragged: SheetPoint(x: 195, y: 455), reported: SheetPoint(x: 400, y: 150),
      lands: "medium", landsAt: 195),
    Row(
      name: "inline at large, turned; the finger still at its last point",
      style: .inline, detents: [.height(120), .medium, .large], initial: "large",
      from: portrait, to: landscape, down: SheetPoint(x: 195, y: 67),
      dragged: SheetPoint(x: 195, y: 150), reported: nil, lands: "medium", landsAt: 195),
    Row(
      name: "modal at medium, turned from landscape to portrait",
      style: .modal, detents: [.medium, .large], initial: "medium",
      from: landscape, to: portrait, down: SheetPoint(x: 422, y: 215),
      dragged: SheetPoint(x: 422, y: 205), reported: SheetPoint(x: 195, y: 500),
      lands: "medium", landsAt: 398.5),
    Row(
      name: "floating card, turned; the finger reported elsewhere (no sideways jump)",
      style: .floating, detents: [.height(200), .height(400)], initial: "height:200",
      from: portrait, to: landscape, down: SheetPoint(x: 195, y: 618),
      dragged: SheetPoint(x: 195, y: 598), reported: SheetPoint(x: 422, y: 120),
      lands: "height:200", landsAt: 200),
    Row(
      name: "modal on an iPad, its window resized to 800 × 1000",
      style: .modal, detents: [.medium, .large], initial: "medium",
      from: iPad, to: iPadWindow, down: SheetPoint(x: 512, y: 715),
      dragged: SheetPoint(x: 512, y: 700), reported: SheetPoint(x: 400, y: 500),
      lands: "medium", landsAt: 488),
  ]

  static func start(_ row: Row) -> SheetEngine {
    var configuration = SheetConfiguration(
      style: row.style, detents: row.detents, initialDetent: row.initial)
    configuration.startsPresented = true
    return SheetEngine(configuration: configuration, context: row.from)
  }

  /// The finger's offset below the sheet's top edge, the layout just before the change, and
  /// the engine right after it.
  static func turn(_ row: Row) -> (grab: Double, before: SheetLayout, engine: SheetEngine) {
    var e = start(row)
    e.send(.touchDown(at: row.down), at: 0.1)
    e.send(.touchMoved(to: row.dragged), at: 0.15)
    let before = e.layout(at: 0.15)
    e.send(.updateContext(row.to), at: 0.2)
    return (row.dragged.y - before.top, before, e)
  }

  // (a)
  @Test(
    "20 pt after the change, the top edge has moved 20 pt and the grab is kept", arguments: rows)
  func grabIsKept(_ row: Row) {
    var (grab, before, e) = Self.turn(row)
    #expect(before.phase == .dragging)
    var finger = row.dragged
    if let reported = row.reported {
      e.send(.touchMoved(to: reported), at: 0.25)
      finger = reported
    }
    let anchored = e.layout(at: 0.25)
    #expect(anchored.phase == .dragging)
    #expect(abs(finger.y - anchored.top - grab) <= 0.5, "re-anchored top \(anchored.top)")
    finger.y += 20
    e.send(.touchMoved(to: finger), at: 0.3)
    let moved = e.layout(at: 0.3)
    #expect(abs(moved.top - anchored.top - 20) <= 0.5, "top \(anchored.top) → \(moved.top)")
    #expect(abs(finger.y - moved.top - grab) <= 0.5, "grab \(finger.y - moved.top), was \(grab)")
    #expect(abs(moved.horizontalOffset - before.horizontalOffset) <= 0.5)
  }

  // (b)
  @Test("the lift after the change lands on a detent of the new layout", arguments: rows)
  func liftLandsOnTheNewLayout(_ row: Row) throws {
    var (_, _, e) = Self.turn(row)
    var finger = row.reported ?? row.dragged
    if row.reported != nil { e.send(.touchMoved(to: finger), at: 0.25) }
    finger.y += 20
    e.send(.touchMoved(to: finger), at: 0.3)
    e.clearEvents()
    e.send(.touchUp(at: finger), at: 0.36)  // 60 ms still: no throw
    let released = e.pendingEvents.compactMap { event -> SheetEvent.Destination? in
      if case let .released(_, _, target) = event.kind { return target }
      return nil
    }
    #expect(released == [.detent(row.lands)])
    let rest = e.settle(after: 0.36)
    #expect(rest.phase == .idle)
    #expect(rest.selectedDetent == row.lands)
    let detent = try #require(e.detent(row.lands))
    #expect(abs(detent.height - row.landsAt) <= 1e-9)
    #expect(abs(rest.height - row.landsAt) <= 1e-9)
  }

  // (c) CI's fuzz finding (`Fuzz/Corpus/crash-turn-mid-drag`), by hand: an inline sheet in a
  // 320 × 480 container, dragged with a finger at y = 10³⁰⁰ (the elastic band holds it at
  // −480, its limit in 480 pt), turned to 480 × 320. Its band is then 320 pt: every dragging
  // height must stay within [0 − 320, 320 + 320] whatever the finger does next.

  struct Wild: CustomTestStringConvertible, Sendable {
    let name: String
    let next: [SheetEngine.Input]
    var testDescription: String { name }
  }

  static let wild: [Wild] = [
    Wild(
      name: "the fuzzer's: a down, moves and a lift at (−∞, 10³⁰⁰)",
      next: [.touchDown(at: SheetPoint(x: -.infinity, y: 1e300), region: nil)]
        + Array(repeating: .touchMoved(to: SheetPoint(x: -.infinity, y: 1e300)), count: 7)
        + [.touchUp(at: SheetPoint(x: -.infinity, y: 1e300))]),
    Wild(name: "nothing: the lift comes later", next: []),
    Wild(
      name: "NaN moves", next: [.touchMoved(to: SheetPoint(x: .nan, y: .nan)), .touchCancelled]),
    Wild(name: "a finite move at 10³⁰⁰", next: [.touchMoved(to: SheetPoint(x: 0, y: 1e300))]),
    Wild(name: "a move at −10³⁰⁰", next: [.touchMoved(to: SheetPoint(x: 0, y: -1e300))]),
    Wild(
      name: "Double's extremes",
      next: [
        .touchMoved(to: SheetPoint(x: .greatestFiniteMagnitude, y: -.greatestFiniteMagnitude)),
        .touchMoved(to: SheetPoint(x: -.greatestFiniteMagnitude, y: .greatestFiniteMagnitude)),
        .touchUp(at: SheetPoint(x: 0, y: 0)),
      ]),
    Wild(
      name: "back on the screen",
      next: [.touchMoved(to: SheetPoint(x: 100, y: 100)), .touchCancelled]
    ),
  ]

  static func wildScenario(_ row: Wild) -> GeneratedScenario {
    var configuration = SheetConfiguration(
      style: .inline, detents: [.height(195.28), .large], initialDetent: "large")
    configuration.isDismissible = true
    configuration.chrome = SheetChrome(grabberHeight: 20, headerHeight: 0, grabber: .visible)
    let tall = SheetContext(containerSize: SheetSize(width: 320, height: 480))
    let wide = SheetContext(containerSize: SheetSize(width: 480, height: 320))
    var inputs = [
      ScenarioEvent(t: 0.016, .touchDown(at: SheetPoint(x: 0.05, y: 436.5), region: .chrome)),
      ScenarioEvent(t: 0.023, .touchMoved(to: SheetPoint(x: -2.2, y: 431.7))),
      ScenarioEvent(t: 0.03, .touchMoved(to: SheetPoint(x: -1.7, y: 1e300))),
      ScenarioEvent(t: 0.065, .updateContext(wide, animated: true)),
    ]
    for (i, input) in row.next.enumerated() {
      inputs.append(ScenarioEvent(t: 0.07 + 0.006 * Double(i), input))
    }
    return GeneratedScenario(configuration: configuration, context: tall, inputs: inputs)
  }

  @Test("extreme touches after the change keep every height in the new band", arguments: wild)
  func extremeTouchesStayInTheBand(_ row: Wild) {
    let scenario = Self.wildScenario(row)
    var e = scenario.makeEngine()
    for input in scenario.inputs {
      e.send(input)
      let l = e.layout(at: e.time)
      #expect(isFinite(l), "\(input.kind)")
      guard l.phase == .dragging, e.context.containerSize.height == 320 else { continue }
      // The new band: hidden height 0 (dismissible) less 320, the highest detent 320 plus 320.
      #expect(e.metrics.maximumHeight == 320 && e.metrics.hiddenHeight == 0)
      #expect(l.height >= -320 && l.height <= 640, "dragging at \(l.height) after \(input.kind)")
    }
    let report = InvariantChecker().check(scenario)
    #expect(report.isClean, "\(report.violations.map(\.description))")
  }
}
