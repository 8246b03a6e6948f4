@_spi(Lab) import BottomSheetCore
@_spi(Lab) import BottomSheetTooling
import Testing

/// A size-class change with the sheet up (a rotation, a Split View resize, a Stage Manager
/// window dragged narrow): the sheet keeps its detent, or moves to the nearest one the new
/// placement has; a drag or a spring in flight goes on without a jump.
@Suite("Size-class changes")
struct SizeClassChangeTests {
  static func context(_ device: ScreenDevice, _ arrangement: ScreenArrangement) -> SheetContext {
    ScreenCatalog.environment(device, arrangement)?.context()
      ?? SheetContext(
        containerSize: SheetSize(width: 0, height: 0))
  }

  struct Row: CustomTestStringConvertible, Sendable {
    let name: String
    let style: SheetStyle
    let detents: [Detent]
    let initial: DetentID
    /// The environments the sheet goes through, in order.
    let path: [SheetContext]
    /// The placement kind in each environment of `path`.
    let kinds: [SheetPlacement.Kind]
    /// The resting height in each.
    let heights: [Double]
    var testDescription: String { name }
  }

  static let rows: [Row] = [
    Row(
      name: "inline side panel at medium → Split View 1/3 → back", style: .inline,
      detents: [.header, .medium, .large], initial: "medium",
      path: [
        context(.iPadPro13, .landscape), context(.iPadPro13, .splitOneThird),
        context(.iPadPro13, .landscape),
      ],
      kinds: [.sidePanel, .bottom, .sidePanel],
      // Panel: (1002 − 34) / 2 = 484; 1/3: (1032 − 24) / 2 = 504.
      heights: [484, 504, 484]),
    Row(
      name: "modal form at medium → Split View 1/3 → landscape: medium comes back",
      style: .modal, detents: [.medium, .large], initial: "medium",
      path: [
        context(.iPadAir11, .portrait), context(.iPadAir11, .splitOneThird),
        context(.iPadAir11, .landscape),
      ],
      kinds: [.centered(.form), .bottom, .centered(.form)], heights: [620, 398, 620]),
    Row(
      name: "modal on iPhone 16: portrait medium → landscape full screen → portrait",
      style: .modal, detents: [.medium, .large], initial: "medium",
      path: [
        context(.iPhone16, .portrait), context(.iPhone16, .landscape),
        context(.iPhone16, .portrait),
      ],
      kinds: [.bottom, .fullScreen, .bottom], heights: [396.5, 196.5, 396.5]),
    Row(
      name: "inline at a 600 pt detent → iPhone 16 landscape panel: the nearest that fits",
      style: .inline, detents: [.header, .height(600)], initial: "height:600",
      path: [context(.iPhone16, .portrait), context(.iPhone16, .landscape)],
      kinds: [.bottom, .sidePanel], heights: [600, 352]),
    Row(
      name: "floating card, Stage Manager window dragged narrow and back", style: .floating,
      detents: [.height(200), .height(400)], initial: "height:400",
      path: [
        context(.iPadPro13, .stageManager), context(.iPadPro13, .stageManagerNarrow),
        context(.iPadPro13, .stageManager),
      ],
      kinds: [.card(.bottom), .bottom, .card(.bottom)], heights: [400, 400, 400]),
  ]

  @Test("At rest, the selection is kept and never written", arguments: rows)
  func restingKeepsItsDetent(_ row: Row) {
    var configuration = SheetConfiguration(
      style: row.style, detents: row.detents, initialDetent: row.initial)
    configuration.startsPresented = true
    var e = SheetEngine(configuration: configuration, context: row.path[0])
    e.clearEvents()
    var t = 0.0
    for (i, context) in row.path.enumerated() {
      if i > 0 {
        t += 1
        e.send(.updateContext(context), at: t)
      }
      let rest = e.settle(after: t)
      t += SpringMotion.maximumDuration + 1
      #expect(rest.placement.kind == row.kinds[i], "step \(i)")
      #expect(abs(rest.height - row.heights[i]) <= 1e-9, "step \(i): \(rest.height)")
      #expect(rest.selectedDetent == row.initial, "step \(i)")
      #expect(isFinite(rest))
    }
    let selections = e.pendingEvents.filter {
      if case .selectionChanged = $0.kind { return true }
      return false
    }
    #expect(selections.isEmpty, "\(selections)")
  }

  @Test("A drag in flight across a rotation keeps the grab under the finger")
  func dragAcrossRotation() {
    var e = SheetEngine(
      configuration: SheetConfiguration(
        style: .inline, detents: [.header, .medium, .large], initialDetent: "medium"),
      context: Self.context(.iPadPro13, .landscape))
    let start = e.layout(at: 0)
    let down = SheetPoint(x: 100, y: start.top + 10)
    e.send(.touchDown(at: down), at: 0.1)
    let dragged = SheetPoint(x: 100, y: down.y - 40)
    e.send(.touchMoved(to: dragged), at: 0.15)
    let before = e.layout(at: 0.15)
    let grab = dragged.y - before.top
    e.send(.updateContext(Self.context(.iPadPro13, .portrait)), at: 0.2)
    // The finger is next reported at the same place on the rotated screen.
    e.send(.touchMoved(to: dragged), at: 0.21)
    let after = e.layout(at: 0.21)
    #expect(after.phase == .dragging)
    #expect(after.placement.kind == .sidePanel)
    #expect(abs(dragged.y - after.top - grab) <= 0.5, "grab \(dragged.y - after.top), was \(grab)")
    e.send(.touchMoved(to: SheetPoint(x: 100, y: dragged.y - 20)), at: 0.25)
    let moved = e.layout(at: 0.25)
    #expect(abs(after.top - moved.top - 20) <= 0.5)
  }

  @Test("A spring in flight across a Split View resize goes on from where it is")
  func springAcrossResize() {
    var e = SheetEngine(
      configuration: SheetConfiguration(
        style: .inline, detents: [.header, .medium, .large], initialDetent: "header"),
      context: Self.context(.iPadPro13, .splitHalf))
    e.send(.select("large", animated: true), at: 0)
    let unchanged = e
    let mid = e.layout(at: 0.1)
    #expect(mid.phase == .settling)
    e.send(.updateContext(Self.context(.iPadPro13, .splitTwoThirds)), at: 0.1)
    let after = e.layout(at: 0.1)
    // Both are side panels on a 1032 pt tall screen: same base, so the same top edge.
    #expect(abs(after.height - mid.height) <= 0.5, "\(mid.height) → \(after.height)")
    #expect(abs(after.top - mid.top) <= 0.5)
    // Same heights in both windows: the spring runs on as if nothing had changed.
    for frame in 1...12 {
      let t = 0.1 + Double(frame) / 120
      let moved = e.layout(at: t).height
      let reference = unchanged.layout(at: t).height
      #expect(abs(moved - reference) <= 0.5, "frame \(frame): \(moved) vs \(reference)")
    }
    let rest = e.settle(after: 0.1)
    #expect(rest.selectedDetent == "large")
    #expect(rest.height == 968)
  }
}
