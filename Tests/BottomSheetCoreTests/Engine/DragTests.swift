@_spi(Lab) import BottomSheetCore
import Testing

@Suite("Drag tracking and rubber band")
struct DragTests {
  @Test func followsTheFingerOneToOneFromTheTouchDownPoint() {
    var e = engine()  // inline at 120: top 724
    e.send(.touchDown(at: SheetPoint(x: 195, y: 760)), at: 0)
    for (i, y) in [740.0, 700, 720, 690, 650].enumerated() {
      e.send(.touchMoved(to: SheetPoint(x: 195 + Double(i), y: y)), at: 0.01 * Double(i + 1))
      #expect(abs(e.layout(at: e.time).top - (724 - (760 - y))) < 1e-9)
    }
    #expect(e.layout(at: 0.05).height == 230)
  }

  @Test func nothingAnimatesWhileTheFingerIsDown() {
    var e = engine()
    e.drag(from: 760, to: 600, duration: 0.1, lift: false)
    let now = e.layout(at: e.time)
    #expect(now.phase == .dragging)
    #expect(e.layout(at: e.time + 0.5).top == now.top)
    #expect(e.layout(at: e.time + 5).top == now.top)
  }

  /// UIScrollView's formula: (1 − 1 / (x·c/d + 1))·d with c = 0.55, d = 797.
  static func elastic(_ x: Double, _ d: Double = 797) -> Double { (1 - 1 / (x * 0.55 / d + 1)) * d }

  @Test func elasticPastTheHighestDetent() {
    var e = engine(initial: "large")  // top 47
    e.drag(from: 100, to: 0, duration: 0.1, lift: false)
    let overshoot = e.layout(at: e.time).height - 797
    #expect(abs(overshoot - Self.elastic(100)) < 1e-9)
    #expect(abs(overshoot - 51.4496) < 1e-3)
  }

  @Test func elasticBelowTheLowestWhenNotDismissible() {
    var e = engine()  // inline, not hideable
    e.drag(from: 760, to: 860, duration: 0.1, lift: false)
    #expect(abs(e.layout(at: e.time).height - (120 - Self.elastic(100))) < 1e-9)
  }

  @Test func linearAllowanceIsAHardStop() {
    var e = engine(initial: "large") { $0.behavior.rubberBand = .linear(allowance: 50) }
    e.drag(from: 100, to: 70, duration: 0.1, lift: false)
    #expect(e.layout(at: e.time).height == 827)
    e.send(.touchMoved(to: SheetPoint(x: 195, y: -200)), at: e.time + 0.1)
    #expect(e.layout(at: e.time).height == 847)
  }

  @Test func noRubberBandClampsAtTheEnd() {
    var e = engine(initial: "large") { $0.behavior.rubberBand = .none }
    e.drag(from: 100, to: -100, duration: 0.1, lift: false)
    #expect(e.layout(at: e.time).height == 797)
  }

  @Test func dismissibleSheetFollowsOneToOneBelowItsLowestDetent() {
    var e = engine(.modal, [.medium, .large])  // medium: top 445.5
    e.drag(from: 500, to: 800, duration: 0.1, lift: false)
    #expect(e.layout(at: e.time).height == 98.5)
    #expect(e.layout(at: e.time).stretch == 0)
  }

  @Test func releaseHandsTheSheetsVelocityToTheSpring() {
    var e = engine()
    // 1000 pt/s upward, linear, sampled at 120 Hz, lifted while moving.
    let up = e.drag(from: 760, to: 560, duration: 0.2, hz: 120)
    let at = e.layout(at: up)
    #expect(at.height == 320)  // no jump in position at release
    let dt = 1e-4
    let v = (e.layout(at: up + dt).height - at.height) / dt
    #expect(abs(v - 1000) < 10)  // no jump in speed
    let released = e.pendingEvents.first { $0.typeName == "released" }
    if case let .released(velocity, _, _)? = released?.kind {
      #expect(abs(velocity + 1000) < 1e-6)  // finger's, negative = up
    } else {
      Issue.record("no release event")
    }
  }

  @Test func aFingerThatRestsBeforeLiftingThrowsNothing() throws {
    var e = engine()
    _ = e.drag(from: 760, to: 560, duration: 0.2, hz: 120, rest: 0.05)
    let release = try #require(e.pendingEvents.last { $0.typeName == "released" })
    guard case let .released(velocity, projected, _) = release.kind else {
      Issue.record("not a release: \(release)")
      return
    }
    #expect(velocity == 0)
    #expect(projected == 320)
  }

  @Test func catchingAMovingSheetContinuesFromWhereItIs() {
    var e = engine()
    e.send(.select("large", animated: true), at: 0)
    let before = e.layout(at: 0.1)
    #expect(before.phase == .settling)
    e.send(.touchDown(at: SheetPoint(x: 195, y: before.top + 40)), at: 0.1)
    #expect(abs(e.layout(at: 0.1).height - before.height) < 1e-9)
    e.send(.touchMoved(to: SheetPoint(x: 195, y: before.top + 30)), at: 0.11)
    #expect(abs(e.layout(at: 0.11).height - (before.height + 10)) < 1e-9)
  }

  @Test func catchingDuringAnOvershootPastTheTopDoesNotJump() throws {
    var e = engine { $0.behavior.spring = SheetSpring(response: 0.5, dampingFraction: 0.3) }
    e.send(.select("large", animated: true), at: 0)
    let t = try #require(
      stride(from: 0.0, to: 1, by: 0.005).first { e.layout(at: $0).height > 820 })
    let before = e.layout(at: t)
    e.send(.touchDown(at: SheetPoint(x: 195, y: before.top + 40)), at: t)
    e.send(.touchMoved(to: SheetPoint(x: 195, y: before.top + 40)), at: t + 0.01)
    #expect(abs(e.layout(at: t + 0.01).height - before.height) < 1e-6)
  }

  @Test func cancelledDragSettlesToTheNearestDetentWithoutDismissing() {
    var e = engine(.modal)  // lowest 120, dismissible
    e.drag(from: 760, to: 830, duration: 0.1, lift: false)  // height 50, below half of 120
    e.send(.touchCancelled, at: 0.2)
    #expect(e.eventNames.contains("cancelled"))
    #expect(!e.eventNames.contains("dismissed"))
    let rest = e.settle(after: 0.2)
    #expect(rest.phase == .idle)
    #expect(rest.height == 120)
    #expect(rest.isPresented)
  }

  @Test func zeroLengthGestureStaysPut() {
    var e = engine()
    e.send(.touchDown(at: SheetPoint(x: 195, y: 760)), at: 1)
    e.send(.touchUp(at: SheetPoint(x: 195, y: 760)), at: 1)
    #expect(e.eventNames == ["dragBegan", "released", "settled"])
    #expect(e.layout(at: 1).height == 120)
    #expect(isFinite(e.layout(at: 1)))
  }

  @Test func settledIsEmittedAtTheExactArrivalTime() throws {
    var e = engine()
    e.send(.select("large", animated: true), at: 0)
    var finished = e
    _ = finished.settle(after: 0)
    let settled = try #require(finished.pendingEvents.first { $0.typeName == "settled" })
    #expect(settled.time > 0.3 && settled.time < 2)
    #expect(e.layout(at: settled.time).phase == .idle)
    #expect(e.layout(at: settled.time - 0.001).phase == .settling)
  }

  @Test func timeGoingBackwardsIsClampedAndReported() {
    var e = engine()
    e.send(.touchDown(at: SheetPoint(x: 195, y: 760)), at: 1)
    e.send(.touchMoved(to: SheetPoint(x: 195, y: 700)), at: 0.5)
    #expect(e.diagnostics.contains { $0.code == .timeWentBackwards })
    #expect(e.layout(at: 1).height == 180)
    e.send(.touchMoved(to: SheetPoint(x: 195, y: 690)), at: .nan)
    #expect(isFinite(e.layout(at: 1)))
  }

  @Test func touchesOutsideAnInlineSheetBelongToTheScreen() {
    var e = engine()
    e.send(.touchDown(at: SheetPoint(x: 195, y: 300)), at: 0)
    e.send(.touchMoved(to: SheetPoint(x: 195, y: 200)), at: 0.1)
    e.send(.touchUp(at: SheetPoint(x: 195, y: 200)), at: 0.2)
    #expect(e.pendingEvents.isEmpty)
    #expect(e.diagnostics.isEmpty)
    #expect(e.layout(at: 0.2).height == 120)
  }

  @Test func upWithoutDownIsIgnoredWithADiagnostic() {
    var e = engine()
    e.send(.touchUp(at: SheetPoint(x: 195, y: 760)), at: 0)
    e.send(.touchMoved(to: SheetPoint(x: 195, y: 700)), at: 0.1)
    #expect(e.diagnostics.map(\.code) == [.unexpectedEvent, .unexpectedEvent])
    #expect(e.layout(at: 0.1).height == 120)
  }
}
