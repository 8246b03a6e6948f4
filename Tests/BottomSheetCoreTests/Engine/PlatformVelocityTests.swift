import BottomSheetCore
import Testing

/// The host may pass the platform's velocity at the lift (UIKit's
/// `UIPanGestureRecognizer.velocity(in:)`); the engine uses it per axis where its own samples
/// agree, never after a rest, and ignores a non-finite one with a diagnostic.
@Suite("Engine: platform velocity at lift")
struct PlatformVelocityTests {
  /// A 60 Hz upward drag of 30 pt per sample (1 800 pt/s) from 700, lifted at the last sample,
  /// optionally after a rest, with `platform` as the host's velocity. Returns the released
  /// velocity and the engine.
  private func release(
    platform: SheetVelocity?, rest: Double = 0, sideways: Double = 0
  ) -> (velocity: Double?, engine: SheetEngine) {
    var e = engine(.inline, [.height(120), .medium, .large], initial: "medium")
    let top = e.layout(at: 0).top
    e.touchDown(at: SheetPoint(x: 195, y: top + 10), time: 0)
    var last = SheetPoint(x: 195, y: top + 10)
    for i in 1...6 {
      last = SheetPoint(x: 195 + sideways * Double(i), y: top + 10 - 30 * Double(i))
      e.touchMoved(to: last, time: Double(i) / 60)
    }
    e.touchUp(at: last, time: 6.0 / 60 + rest, platformVelocity: platform)
    let released = e.pendingEvents.compactMap { event -> Double? in
      if case let .released(velocity, _, _) = event.kind { return velocity }
      return nil
    }
    return (released.first, e)
  }

  @Test func withoutAPlatformVelocityTheEngineEstimates() {
    let own = release(platform: nil).velocity
    #expect(own.map { abs($0 + 1800) < 1e-6 } == true)
  }

  /// Same direction as the samples: the platform's value is the release velocity.
  @Test func agreeingPlatformVelocityIsUsed() {
    let v = release(platform: SheetVelocity(x: 0, y: -2600)).velocity
    #expect(v == -2600)
  }

  /// UIKit reports the speed before a hold at `.ended`; after a rest longer than 40 ms the
  /// release is zero whatever the platform says.
  @Test func afterARestThePlatformVelocityIsIgnored() {
    let held = release(platform: SheetVelocity(x: 0, y: -2600), rest: 0.05)
    #expect(held.velocity == 0)
    // 40 ms is not a rest yet: the platform's value counts.
    #expect(release(platform: SheetVelocity(x: 0, y: -2600), rest: 0.04).velocity == -2600)
  }

  /// Pointing against the samples (a reversal the engine saw, or a stale value): the engine's
  /// own estimate is used.
  @Test func disagreeingPlatformVelocityIsIgnored() {
    let v = release(platform: SheetVelocity(x: 0, y: 900)).velocity
    #expect(v.map { abs($0 + 1800) < 1e-6 } == true)
  }

  @Test func nonFinitePlatformVelocityIsReportedAndIgnored() {
    for bad in [Double.nan, .infinity, -.infinity] {
      let r = release(platform: SheetVelocity(x: bad, y: -2600))
      #expect(r.velocity.map { abs($0 + 1800) < 1e-6 } == true)
      #expect(r.engine.diagnostics.contains { $0.field == "events.up.platformVelocity" })
      #expect(r.engine.layout(at: 0.5).top.isFinite)
    }
  }

  /// Each axis is decided on its own: the platform's sideways value is used when the finger
  /// moved sideways the same way, the engine's zero when it did not move sideways at all.
  @Test func axesAreCombinedSeparately() {
    var moving = engine(.floating, [.height(260), .height(420)])
    moving.throwSideways(by: 60, lift: false)
    moving.touchUp(
      at: SheetPoint(x: 255, y: moving.layout(at: 0).top + 20), time: 10.0 / 60,
      platformVelocity: SheetVelocity(x: 900, y: 0))
    var estimated = engine(.floating, [.height(260), .height(420)])
    estimated.throwSideways(by: 60)
    // Faster sideways release → further sideways swing.
    let withPlatform = moving.layout(at: 10.0 / 60 + 0.03).frame.x
    let withoutPlatform = estimated.layout(at: 10.0 / 60 + 0.03).frame.x
    #expect(withPlatform > withoutPlatform)
    // Straight drag, platform says sideways: the engine saw no sideways motion → 0 sideways.
    let straight = release(platform: SheetVelocity(x: 700, y: -1800))
    #expect(
      straight.engine.layout(at: 0.2).frame.x
        == release(platform: nil).engine.layout(at: 0.2).frame.x)
  }

  /// `send(.up(_, platformVelocity:))` is `touchUp(at:time:platformVelocity:)`, and `.up(p)`
  /// still means "no platform velocity".
  @Test func inputCarriesThePlatformVelocity() {
    var a = engine()
    var b = engine()
    let v = SheetVelocity(x: 0, y: -2000)
    a.send(.down(SheetPoint(x: 195, y: 730), region: nil), time: 0)
    a.send(.move(SheetPoint(x: 195, y: 700)), time: 0.016)
    a.send(.up(SheetPoint(x: 195, y: 670), platformVelocity: v), time: 0.033)
    b.touchDown(at: SheetPoint(x: 195, y: 730), time: 0)
    b.touchMoved(to: SheetPoint(x: 195, y: 700), time: 0.016)
    b.touchUp(at: SheetPoint(x: 195, y: 670), time: 0.033, platformVelocity: v)
    #expect(a.pendingEvents == b.pendingEvents)
    #expect(
      SheetEngine.Input.up(SheetPoint(x: 1, y: 2))
        == .up(SheetPoint(x: 1, y: 2), platformVelocity: nil))
  }

  /// The trace writes the platform velocity on the `up` event, so a replay releases with it.
  @Test func traceRecordsThePlatformVelocity() {
    var trace = ScenarioTrace(
      configuration: SheetConfiguration(style: .inline, detents: [.height(120), .large]),
      context: phone)
    trace.record(.down(SheetPoint(x: 195, y: 730), region: nil), at: 0)
    trace.record(
      .up(SheetPoint(x: 195, y: 700), platformVelocity: SheetVelocity(x: 1.5, y: -2400)), at: 0.05)
    trace.record(.down(SheetPoint(x: 195, y: 730), region: nil), at: 1)
    trace.record(
      .up(SheetPoint(x: 195, y: 700), platformVelocity: SheetVelocity(x: .nan, y: 0)), at: 1.05)
    trace.record(.down(SheetPoint(x: 195, y: 730), region: nil), at: 2)
    trace.record(.up(SheetPoint(x: 195, y: 700)), at: 2.05)
    let json = trace.json
    #expect(
      json.contains(
        #""type": "up", "x": 195, "y": 700, "platformVelocity": { "x": 1.5, "y": -2400 } }"#))
    // A non-finite value was ignored by the engine: the trace leaves it out, as for no value.
    #expect(json.components(separatedBy: "platformVelocity").count == 2)
    #expect(trace.inputs.count == 6)
  }
}
