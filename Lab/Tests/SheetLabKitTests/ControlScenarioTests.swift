@_spi(Lab) import BottomSheetCore
import SheetLabKit
import Testing

@Suite("Programmatic, accessibility and Reduce Motion scenarios")
struct ControlScenarioTests {
  @Test func requestDuringADragWaitsForTheLiftThenDismissRetargetsMidSpring() throws {
    let o = try replay("modal-programmatic")
    // The finger moved the sheet only 40 pt (projection 240: nearest is 200), but the request
    // made during the drag wins at the lift.
    #expect(
      o.log.first { $0.typeName == "released" }?.kind
        == .released(velocity: 0, projectedHeight: 240, target: .detent("large")))
    #expect(o.log.contains { $0.kind == .rejected("anchor:missing") })
    #expect(o.diagnostics.map(\.code) == [.unknownDetent])
    // The dismissal at 0.55 s re-targets the spring on its way up, keeping its velocity: the
    // step into the dismissal frame is no bigger than the upward step just before it.
    let i = try #require(o.frames.firstIndex { abs($0.time - 0.55) < 1e-9 })
    let h = o.frames.map(\.height)
    #expect(h[i] > h[i - 1])
    #expect(h[i] - h[i - 1] <= h[i - 1] - h[i - 2] + 1e-9)
    #expect(o.final.phase == .dismissed)
  }

  @Test func accessibilityActionsStepAndEscape() throws {
    let o = try replay("modal-accessibility")
    let selections = o.log.compactMap { event -> DetentID? in
      if case let .selectionChanged(_, to) = event.kind { return to }
      return nil
    }
    #expect(selections == ["medium", "large", "medium"])
    #expect(o.log.last?.kind == .dismissed(reason: .programmatic))
  }

  @Test func reduceMotionNeverOvershoots() throws {
    let o = try replay("inline-reduce-motion")
    let normal = try replay("inline-flick")
    #expect(o.frames.map(\.height).max() == 797)
    #expect((normal.frames.map(\.height).max() ?? 0) > 797)  // the normal spring does overshoot
    let settle = { (x: Outcome) in x.log.first { $0.typeName == "settled" }!.time }
    #expect(settle(o) < settle(normal))
  }
}
