@_spi(Lab) import BottomSheetCore
@_spi(Lab) import BottomSheetTooling
import Testing

@_spi(Lab) @testable import SheetLabKit

/// Hand-made scenarios for the baselines: a phone-sized container with no safe area.
enum Hand {
  static func scenario(
    _ style: SheetStyle, _ detents: [String], initial: String? = nil, events: [ScenarioEvent]
  ) -> Scenario {
    var configuration = SheetConfiguration(
      style: style, detents: detents.compactMap { Detent(spec: $0) })
    configuration.initialDetent = initial.map { DetentID($0) }
    return Scenario(
      configuration: configuration,
      context: SheetContext(
        containerSize: SheetSize(width: 400, height: 800), contentScrolls: false),
      events: events, until: (events.last?.t ?? 0) + 1.5)
  }

  /// down at `y`, a move per (t, y), up at the last.
  static func drag(_ y0: Double, _ moves: [(Double, Double)]) -> [ScenarioEvent] {
    var events = [ScenarioEvent(t: 0, .touchDown(at: SheetPoint(x: 200, y: y0), region: .chrome))]
    for (t, y) in moves.dropLast() {
      events.append(ScenarioEvent(t: t, .touchMoved(to: SheetPoint(x: 200, y: y))))
    }
    if let (t, y) = moves.last {
      events.append(ScenarioEvent(t: t, .touchUp(at: SheetPoint(x: 200, y: y))))
    }
    return events
  }

  /// Applies every event and records the height right after each.
  static func run(_ algorithm: SheetAlgorithm, _ scenario: Scenario) -> (
    model: any SheetModel, heights: [Double]
  ) {
    var model = algorithm.makeModel(scenario)
    var heights: [Double] = []
    for event in scenario.events {
      model.apply(event)
      heights.append(model.height(at: event.t))
    }
    return (model, heights)
  }
}

@Suite("Baselines (re-implementations)")
struct BaselineTests {
  // Inline sheet, detents 200 and 600 (container 800, no safe area): tops at 600 and 200.
  static let twoDetents = ["height:200", "height:600"]

  @Test func persistentSheetFollows1to1WithAHardAllowanceAndSnapsToTheMidpoint() {
    let s = Hand.scenario(
      .inline, Self.twoDetents,
      events: Hand.drag(610, [(0.1, 500), (0.2, 300), (0.3, 0), (0.4, 390)]))
    let run = Hand.run(.persistentSheet, s)
    #expect(run.heights[1] == 310)  // 200 + 110
    #expect(run.heights[2] == 510)
    #expect(run.heights[3] == 650, "50 pt hard allowance past 600")
    // Up at y 390: height 420, just past the midpoint (400): snaps to 600.
    #expect(run.model.destination == .detent("height:600"))
  }

  @Test func persistentSheetIgnoresVelocity() {
    // A fast flick up that lifts below the midpoint falls back: no projection.
    let s = Hand.scenario(
      .inline, Self.twoDetents, events: Hand.drag(610, [(0.016, 580), (0.033, 520)]))
    let trace = SheetTrace.record(.persistentSheet, s)
    #expect(trace.destination == .detent("height:200"))
    // withAnimation starts the spring from rest: the sheet stops dead at the lift.
    #expect(abs(trace.releases[0].velocityAfter) < 1)
  }

  @Test func localSpaceDragFeedsBackOnItself() {
    // Finger up 10 pt per event: the local translation subtracts the sheet's own last move,
    // so the displacement alternates instead of following 10, 20, 30, …
    let moves = (1...6).map { (Double($0) * 0.016, 610 - Double($0) * 10) }
    let s = Hand.scenario(.inline, Self.twoDetents, events: Hand.drag(610, moves))
    let run = Hand.run(.persistentSheetLocalSpace, s)
    let displacements = run.heights.map { $0 - 200 }
    #expect(displacements == [0, 10, 10, 20, 20, 30, 30])
    // Decelerating finger: the sheet moves backwards.
    let slowing = [(0.016, 580.0), (0.033, 560), (0.05, 550), (0.066, 546)]
    let decel = Hand.run(
      .persistentSheetLocalSpace,
      Hand.scenario(.inline, Self.twoDetents, events: Hand.drag(610, slowing)))
    let steps = zip(decel.heights, decel.heights.dropFirst()).map { $1 - $0 }
    #expect(steps.contains { $0 < 0 }, "reversal under a monotonic finger: \(steps)")
  }

  @Test func designSystemSheetIntegratesTranslationOverFifteen() {
    // One change at translation −30 moves the target by +2; the displayed height lags.
    let s = Hand.scenario(
      .modal, ["medium", "large"], initial: "medium",
      events: Hand.drag(410, [(0.1, 380), (0.2, 380)]))
    var model = SheetAlgorithm.designSystemSheet.makeModel(s)
    model.apply(s.events[0])
    model.apply(s.events[1])
    let start = 400.0
    #expect(model.height(at: 0.1) == start, "animated: it has not moved yet")
    #expect(abs(model.height(at: 5) - (start + 2)) < 1e-6, "height −= translation / 15")
  }

  struct ThresholdRow: Sendable, CustomTestStringConvertible {
    var style: SheetStyle
    var translation: Double
    var expected: String
    var testDescription: String { "\(style) \(translation) → \(expected)" }
  }

  static let thresholdRows: [ThresholdRow] = [
    ThresholdRow(style: .modal, translation: 151, expected: "dismiss"),
    ThresholdRow(style: .modal, translation: 149, expected: "medium"),
    ThresholdRow(style: .modal, translation: -101, expected: "large"),
    ThresholdRow(style: .modal, translation: -99, expected: "medium"),
    ThresholdRow(style: .inline, translation: 151, expected: "height:100"),
  ]

  @Test(arguments: thresholdRows)
  func designSystemThresholds(_ row: ThresholdRow) {
    let detents = row.style == .inline ? ["height:100", "medium", "large"] : ["medium", "large"]
    let s = Hand.scenario(
      row.style, detents, initial: "medium", events: Hand.drag(410, [(0.3, 410 + row.translation)]))
    let trace = SheetTrace.record(.designSystemSheet, s)
    #expect(CorpusItem.name(trace.destination) == row.expected)
  }

  @Test func positionalThresholdPolicy() {
    // Inline, detents 200 / 600 / 700. A slow drag to 40 % of 200→600 goes back; 60 % goes on.
    let detents = ["height:200", "height:600", "height:700"]
    func land(_ path: [(Double, Double)]) -> String {
      let s = Hand.scenario(.inline, detents, events: Hand.drag(610, path))
      return CorpusItem.name(SheetTrace.record(.positionalThreshold, s).destination)
    }
    let rest = 0.3
    #expect(land([(0.1, 450), (0.2, 450), (0.2 + rest, 450)]) == "height:200")  // 360: 40 %
    #expect(land([(0.1, 370), (0.2, 370), (0.2 + rest, 370)]) == "height:600")  // 440: 60 %
    // A quick short flick (> 125 pt/s) from 200 goes to the next anchor only, never skips.
    #expect(land([(0.016, 600), (0.033, 585), (0.05, 570)]) == "height:600")
    #expect(land([(0.016, 570), (0.033, 520), (0.05, 450)]) == "height:600")
  }

  @Test func positionalThresholdHandsTheReleaseVelocityToTheSpring() {
    let s = Hand.scenario(
      .inline, ["height:200", "height:600"],
      events: Hand.drag(610, [(0.016, 600), (0.033, 585), (0.05, 570)]))
    let trace = SheetTrace.record(.positionalThreshold, s)
    #expect(trace.releases[0].velocityAfter > 500)
  }

  @Test func engineModelEndsWhereReplayEnds() throws {
    for name in [
      "inline-flick", "modal-present-drag-dismiss", "floating-rubber-band", "inline-cancel",
    ] {
      let scenario = try bundledScenario(name)
      let final = Replay.run(scenario).final
      let trace = SheetTrace.record(.engine, scenario)
      let expected: SheetEvent.Destination =
        final.isPresented ? .detent(final.selectedDetent ?? "") : .dismiss
      #expect(trace.destination == expected, "\(name)")
      #expect(abs((trace.grid.last?.height ?? 0) - final.height) < 1e-6, "\(name)")
    }
  }

  @Test func baselinesShareTheEnginesGeometry() {
    let s = Hand.scenario(.modal, ["medium", "large"], initial: "large", events: [])
    let g = BaselineGeometry(s)
    #expect(g.detents.map(\.height) == [400, 800])
    #expect(g.positions.map(\.height) == [0, 400, 800])
    #expect(g.nearest(to: 199).destination == .dismiss)
    #expect(g.nearest(to: 201).destination == .detent("medium"))
    #expect(g.startIndex == 1)
  }
}
