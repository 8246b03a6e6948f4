@_spi(Lab) @testable import BottomSheetCore
@_spi(Lab) import BottomSheetTooling
import Testing

/// The host may pass the platform's velocity at the lift (UIKit's
/// `UIPanGestureRecognizer.velocity(in:)`). The engine keeps its own estimate when its window
/// holds at least three samples (the lab's study: it follows the finger more closely); with
/// fewer it uses the platform's, per axis, where the samples agree and never after a rest. A
/// non-finite one is ignored with a diagnostic.
@Suite("Engine: platform velocity at lift")
struct PlatformVelocityTests {
  /// The released vertical velocity in `e`'s events.
  private func released(_ e: SheetEngine) -> Double? {
    e.pendingEvents.compactMap { event -> Double? in
      if case let .released(velocity, _, _) = event.kind { return velocity }
      return nil
    }.first
  }

  /// A 60 Hz upward drag of 30 pt per sample (1 800 pt/s), six samples, lifted at the last
  /// one after `rest`, with `platform` as the host's velocity.
  private func fullRelease(platform: SheetVelocity?, rest: Double = 0) -> (
    velocity: Double?, engine: SheetEngine
  ) {
    var e = engine(.inline, [.height(120), .medium, .large], initial: "medium")
    let top = e.layout(at: 0).top
    e.send(.touchDown(at: SheetPoint(x: 195, y: top + 10)), at: 0)
    var last = SheetPoint(x: 195, y: top + 10)
    for i in 1...6 {
      last = SheetPoint(x: 195, y: top + 10 - 30 * Double(i))
      e.send(.touchMoved(to: last), at: Double(i) / 60)
    }
    e.send(.touchUp(at: last, platformVelocity: platform), at: 6.0 / 60 + rest)
    return (released(e), e)
  }

  /// Two samples only: the down, and one move 30 pt up (and `sideways`) 16 ms later; the lift
  /// `rest` seconds after it, where the move was.
  private func sparseRelease(
    platform: SheetVelocity?, rest: Double = 0, sideways: Double = 0
  ) -> (velocity: Double?, engine: SheetEngine) {
    var e = engine(.floating, [.height(260), .height(420)])
    let top = e.layout(at: 0).top
    e.send(.touchDown(at: SheetPoint(x: 195, y: top + 10)), at: 0)
    let moved = SheetPoint(x: 195 + sideways, y: top - 20)
    e.send(.touchMoved(to: moved), at: 0.016)
    e.send(.touchUp(at: moved, platformVelocity: platform), at: 0.016 + rest)
    return (released(e), e)
  }

  @Test func withoutAPlatformVelocityTheEngineEstimates() {
    #expect(fullRelease(platform: nil).velocity.map { abs($0 + 1800) < 1e-6 } == true)
    #expect(sparseRelease(platform: nil).velocity.map { abs($0 + 1875) < 1e-6 } == true)
  }

  /// With a full window the engine's own estimate wins, whatever the platform says.
  @Test func withEnoughSamplesTheEngineKeepsItsEstimate() {
    for p in [SheetVelocity(x: 0, y: -2600), SheetVelocity(x: 0, y: 900)] {
      #expect(fullRelease(platform: p).velocity.map { abs($0 + 1800) < 1e-6 } == true)
    }
    #expect(SheetEngine.platformVelocitySampleMinimum == 3)
  }

  /// Two samples, same direction: the platform's value is the release velocity.
  @Test func sparseSamplesTakeAnAgreeingPlatformVelocity() {
    #expect(sparseRelease(platform: SheetVelocity(x: 0, y: -2600)).velocity == -2600)
  }

  /// UIKit reports the speed before a hold at `.ended`; after a rest longer than 40 ms the
  /// release is zero whatever the platform says. 40 ms is not a rest yet.
  @Test func afterARestThePlatformVelocityIsIgnored() {
    #expect(sparseRelease(platform: SheetVelocity(x: 0, y: -2600), rest: 0.05).velocity == 0)
    #expect(sparseRelease(platform: SheetVelocity(x: 0, y: -2600), rest: 0.04).velocity == -2600)
  }

  /// Pointing against the samples (a stale value): the engine's own estimate is used.
  @Test func disagreeingPlatformVelocityIsIgnored() {
    let v = sparseRelease(platform: SheetVelocity(x: 0, y: 900)).velocity
    #expect(v.map { abs($0 + 1875) < 1e-6 } == true)
  }

  @Test func nonFinitePlatformVelocityIsReportedAndIgnored() {
    for bad in [Double.nan, .infinity, -.infinity] {
      let r = sparseRelease(platform: SheetVelocity(x: bad, y: -2600))
      #expect(r.velocity.map { abs($0 + 1875) < 1e-6 } == true)
      #expect(r.engine.diagnostics.contains { $0.field == "events.up.platformVelocity" })
      #expect(r.engine.layout(at: 0.5).top.isFinite)
    }
  }

  /// Each axis is decided on its own: the platform's sideways value is used when the finger
  /// moved sideways the same way, the engine's zero when it did not move sideways at all.
  @Test func axesAreCombinedSeparately() {
    let platform = SheetVelocity(x: 900, y: -2600)
    let sideways = sparseRelease(platform: platform, sideways: 6)
    let estimated = sparseRelease(platform: nil, sideways: 6)
    // Faster sideways release (900 against 375 pt/s) → further sideways swing.
    let t = 0.016 + 0.03
    #expect(sideways.engine.layout(at: t).frame.x > estimated.engine.layout(at: t).frame.x)
    // Straight drag, platform says sideways: the engine saw no sideways motion → none.
    let straight = sparseRelease(platform: platform)
    #expect(straight.velocity == -2600)
    #expect(
      straight.engine.layout(at: t).frame.x
        == sparseRelease(platform: nil).engine.layout(at: t).frame.x)
  }

  /// `send(.touchUp(at:platformVelocity:), at:)` is the engine's internal
  /// `touchUp(at:time:platformVelocity:)`, and `.touchUp(at: p)` still means "no platform
  /// velocity".
  @Test func inputCarriesThePlatformVelocity() {
    var a = engine()
    var b = engine()
    let v = SheetVelocity(x: 0, y: -2000)
    a.send(.touchDown(at: SheetPoint(x: 195, y: 730), region: nil), at: 0)
    a.send(.touchMoved(to: SheetPoint(x: 195, y: 700)), at: 0.016)
    a.send(.touchUp(at: SheetPoint(x: 195, y: 670), platformVelocity: v), at: 0.033)
    b.touchDown(at: SheetPoint(x: 195, y: 730), time: 0)
    b.touchMoved(to: SheetPoint(x: 195, y: 700), time: 0.016)
    b.touchUp(at: SheetPoint(x: 195, y: 670), time: 0.033, platformVelocity: v)
    #expect(a.pendingEvents == b.pendingEvents)
    #expect(
      SheetEngine.Input.touchUp(at: SheetPoint(x: 1, y: 2))
        == .touchUp(at: SheetPoint(x: 1, y: 2), platformVelocity: nil))
  }

  /// The trace writes the platform velocity on the `up` event, so a replay releases with it.
  @Test func traceRecordsThePlatformVelocity() throws {
    var trace = ScenarioTrace(
      configuration: SheetConfiguration(style: .inline, detents: [.height(120), .large]),
      context: phone)
    trace.record(.touchDown(at: SheetPoint(x: 195, y: 730), region: nil), at: 0)
    trace.record(
      .touchUp(at: SheetPoint(x: 195, y: 700), platformVelocity: SheetVelocity(x: 1.5, y: -2400)),
      at: 0.05)
    trace.record(.touchDown(at: SheetPoint(x: 195, y: 730), region: nil), at: 1)
    trace.record(
      .touchUp(at: SheetPoint(x: 195, y: 700), platformVelocity: SheetVelocity(x: .nan, y: 0)),
      at: 1.05)
    trace.record(.touchDown(at: SheetPoint(x: 195, y: 730), region: nil), at: 2)
    trace.record(.touchUp(at: SheetPoint(x: 195, y: 700)), at: 2.05)
    let json = trace.json
    #expect(json.components(separatedBy: "platformVelocity").count == 2)
    #expect(trace.inputs.count == 6)
    // Read back by the scenario codec: the first lift carries UIKit's value; a non-finite value
    // (the engine ignored it) is left out, as no value is.
    let lifts = try ScenarioDecoder.decode(json).events.compactMap { event -> SheetVelocity?? in
      if case let .touchUp(_, velocity) = event.kind { return .some(velocity) }
      return nil
    }
    #expect(lifts == [SheetVelocity(x: 1.5, y: -2400), nil, nil])
  }
}
