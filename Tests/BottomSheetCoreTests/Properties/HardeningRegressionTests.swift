@_spi(Lab) @testable import BottomSheetCore
import BottomSheetTooling
import BottomSheetTestSupport
import Testing

/// Failures found by the property tests and the fuzzer, shrunk to a few inputs and kept as
/// fixed cases. Each names what it found; docs/HARDENING.md lists them with the engine fixes.
@Suite("Hardening regressions")
struct HardeningRegressionTests {
  static let phone = phoneScreen

  static func expectClean(
    _ scenario: GeneratedScenario, _ checker: InvariantChecker = InvariantChecker(),
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let report = checker.check(scenario)
    #expect(
      report.isClean, "\(report.violations.map(\.description))", sourceLocation: sourceLocation)
  }

  /// Finding 1 (property test, seed 349): a context change while a spring heads for a detent
  /// that the new context drops. The spring kept aiming at the stale identity, fell back to the
  /// lowest detent's height and emitted `settled` for a detent that no longer existed.
  @Test func contextChangeDropsTheSpringsDestination() {
    let configuration = SheetConfiguration(
      style: .inline, detents: [.height(100), .anchor("header"), .height(600)])
    var context = Self.phone
    context.anchors = ["header": 300]
    var engine = SheetEngine(configuration: configuration, context: context)
    engine.send(.select("anchor:header", animated: true), at: 0)
    context.anchors = [:]
    engine.send(.updateContext(context, animated: true), at: 0.05)
    engine.send(.advance, at: 0.05 + SpringMotion.maximumDuration)
    let settled = engine.pendingEvents.compactMap { event -> DetentID? in
      if case let .settled(id) = event.kind { return id }
      return nil
    }
    #expect(settled.last == engine.selectedDetentID)
    #expect(settled.allSatisfy { engine.detent($0) != nil })
    let layout = engine.layout(at: engine.time)
    #expect(layout.phase == .idle)
    #expect(layout.height == engine.detent(engine.selectedDetentID!)?.height)

    // The shape the generator found: the only detent collapses when a keyboard leaves no room.
    var found = SheetConfiguration(style: .modal, detents: [.fraction(0.7764120519161224)])
    found.behavior.spring = SheetSpring(
      response: 0.7194048213958739, dampingFraction: 1.1579938888549806)
    let small = SheetContext(
      containerSize: SheetSize(width: 246.9, height: 88.9),
      safeArea: SheetInsets(top: 26.4, bottom: 23.5), contentHeight: 189.2)
    var keyboard = small
    keyboard.keyboardHeight = 250.9
    Self.expectClean(
      GeneratedScenario(
        configuration: found, context: small,
        inputs: [
          ScenarioEvent(t: 4.0, .dismiss(animated: false)),
          ScenarioEvent(t: 4.05, .present(animated: true)),
          ScenarioEvent(t: 4.08, .updateContext(keyboard, animated: true)),
          ScenarioEvent(t: 4.97, .advance),
        ]))
  }

  /// Finding 2 (property test, seed 20 hostile): a touch sample at y = 1.7e308 with an elastic
  /// coefficient above 1: x·c overflowed to ∞ and the elastic formula computed ∞/∞ = NaN, so
  /// `top` was NaN for the rest of the drag.
  @Test func elasticRubberBandAtTheEdgeOfDouble() {
    let band = RubberBand.elastic(coefficient: 1.153)
    let shown = band.displayed(overshoot: -1.7e308, dimension: 1357)
    #expect(shown == -1357)
    var configuration = SheetConfiguration(style: .modal, detents: [.height(428), .large])
    configuration.behavior.rubberBand = band
    Self.expectClean(
      GeneratedScenario(
        configuration: configuration,
        context: SheetContext(containerSize: SheetSize(width: 1024, height: 1366)),
        inputs: [
          ScenarioEvent(t: 0, .touchDown(at: SheetPoint(x: 500, y: 1025), region: nil)),
          ScenarioEvent(t: 0.03, .touchMoved(to: SheetPoint(x: 500, y: 1.7e308))),
          ScenarioEvent(t: 0.06, .touchMoved(to: SheetPoint(x: 500, y: 1.7e308))),
          ScenarioEvent(t: 0.09, .touchUp(at: SheetPoint(x: 500, y: 1.7e308))),
        ]))
  }

  /// Finding 3 (property test, seed 1607 hostile): a container 1.7e308 points tall. Heights
  /// near Double.greatestFiniteMagnitude overflowed when the rubber band added its overshoot,
  /// so `top` was −∞. Lengths are now limited to `SheetContext.maximumLength`.
  @Test func containerAtTheEdgeOfDouble() {
    let context = SheetContext(containerSize: SheetSize(width: 430, height: 1.7e308))
    let (clean, notes) = context.sanitized()
    #expect(clean.containerSize.height == SheetContext.maximumLength)
    #expect(notes.contains { $0.field == "container.height" && $0.code == .invalidGeometry })
    var configuration = SheetConfiguration(
      style: .inline, detents: [.fraction(0.08771972954273224), .fitsContent])
    configuration.behavior.rubberBand = .elastic(coefficient: 1.3522337079048157)
    Self.expectClean(
      GeneratedScenario(
        configuration: configuration, context: context,
        inputs: [
          ScenarioEvent(
            t: 0, .touchDown(at: SheetPoint(x: 200, y: 1.7e308 - 1e307), region: .chrome)),
          ScenarioEvent(t: 0.02, .touchMoved(to: SheetPoint(x: 200, y: -1.7e308))),
          ScenarioEvent(t: 0.04, .touchUp(at: SheetPoint(x: 200, y: -1.7e308))),
        ]))
  }

  /// Finding 4 (component property): `computeTarget` with a height and velocity near
  /// Double.greatestFiniteMagnitude projected to +∞.
  @Test func projectionAtTheEdgeOfDouble() {
    let decision = TargetSelection.computeTarget(
      height: .greatestFiniteMagnitude, velocity: .greatestFiniteMagnitude,
      detents: [ResolvedDetent(id: "a", height: 1)], behavior: SheetBehavior(),
      considersDismissal: false)
    #expect(decision.projectedHeight.isFinite)
    #expect(decision.target == .detent(0))
  }

  /// Finding 6 (fuzzer, `Fuzz/Corpus/crash-released-stale-request`): a detent requested during
  /// a drag, then dropped by a context change before the finger lifted. The `released` event
  /// named the stale request while the sheet went to the fallback detent.
  @Test func requestDroppedDuringTheDrag() {
    var context = Self.phone
    context.anchors = ["header": 300]
    let configuration = SheetConfiguration(
      style: .inline, detents: [.height(100), .anchor("header")])
    var gone = context
    gone.anchors = [:]
    Self.expectClean(
      GeneratedScenario(
        configuration: configuration, context: context,
        inputs: [
          ScenarioEvent(t: 0, .touchDown(at: SheetPoint(x: 195, y: 750), region: .chrome)),
          ScenarioEvent(t: 0.02, .select("anchor:header", animated: true)),
          ScenarioEvent(t: 0.04, .updateContext(gone, animated: true)),
          ScenarioEvent(t: 0.06, .touchMoved(to: SheetPoint(x: 195, y: 700))),
          ScenarioEvent(t: 0.08, .touchUp(at: SheetPoint(x: 195, y: 690))),
        ]))
  }

  /// Finding 7 (fuzzer, `Fuzz/Corpus/crash-first-resolution-during-spring`): the initial
  /// detent resolved for the first time while a spring was running. The selection moved to it,
  /// but the spring kept its old destination: the sheet came to rest on one detent with another
  /// selected (and `settled` named the wrong one).
  @Test func firstResolutionDuringASpring() {
    var configuration = SheetConfiguration(
      style: .inline, detents: [.fitsContent, .anchor("header"), .large])
    configuration.initialDetent = "anchor:header"
    var context = Self.phone
    context.contentHeight = 200
    var taller = context
    taller.contentHeight = 400
    var measured = taller
    measured.anchors = ["header": 300]
    Self.expectClean(
      GeneratedScenario(
        configuration: configuration, context: context,
        inputs: [
          ScenarioEvent(t: 0.1, .updateContext(taller, animated: true)),
          ScenarioEvent(t: 0.15, .updateContext(measured, animated: true)),
        ]))
  }

  /// Finding 8 (fuzzer, `Fuzz/Corpus/crash-slow-spring-rest`): `SheetSpring(duration: 1e300,
  /// bounce: .nan)` is sanitised to the slowest critical spring (response 1000 s). For a tiny
  /// motion its settle-time search started at the envelope's peak, 150 s away, and returned it:
  /// past `SpringMotion.maximumDuration`, so the sheet was still "settling" 10 s after the last
  /// input.
  @Test func slowCriticalSpringSettlesByTheCap() {
    let slow = SheetSpring(duration: 1e300, bounce: .nan)
    #expect(slow.dampingRatio == 1)
    let motion = SpringMotion(
      from: 0.001, to: 0, initialVelocity: 0.0001,
      spring: SheetSpring(response: 1000, dampingFraction: 1))
    #expect(motion.settleTime <= SpringMotion.maximumDuration)
    var configuration = SheetConfiguration(style: .modal, detents: [.large])
    configuration.behavior.spring = slow
    let portrait = SheetContext(
      containerSize: SheetSize(width: 1024, height: 1366),
      safeArea: SheetInsets(top: 19, bottom: 13))
    var landscape = portrait
    landscape.containerSize = SheetSize(width: 1366, height: 1024)
    Self.expectClean(
      GeneratedScenario(
        configuration: configuration, context: portrait,
        inputs: [
          ScenarioEvent(t: 0.016, .updateContext(landscape, animated: true)),
          ScenarioEvent(t: 0.032, .updateContext(portrait, animated: true)),
          ScenarioEvent(t: 0.048, .updateContext(landscape, animated: true)),
        ]))
  }

  /// Finding 14 (`Fuzz/Corpus/crash-present-after-escape`): the slowest critical spring,
  /// 0.25 pt short of its target and drifting away at 0.002 pt/s. Its envelope
  /// (|x₀| + |b|t)e^(−ω₀t) peaks at t* ≈ 159 s, past the cap; it is under tolerance at the cap
  /// but not at the peak, and the search between the two returned 84.5 s. A grid of such drifts
  /// (the envelope's peak over the tolerance, its value at the cap under it) all end by the cap.
  @Test func slowCriticalSpringPeakingAfterTheCap() {
    let slowest = SheetSpring(response: 1000, dampingFraction: 1)
    let motion = SpringMotion(
      from: 194.99975, to: 195, initialVelocity: -0.00197, spring: slowest)
    #expect(motion.settleTime <= SpringMotion.maximumDuration)
    for v in stride(from: 0.001, through: 0.01, by: 0.0005) {
      for x0 in [0, 0.001, 0.05] {
        let drift = SpringMotion(from: 100 + x0, to: 100, initialVelocity: v, spring: slowest)
        #expect(drift.settleTime <= SpringMotion.maximumDuration, "v \(v), x0 \(x0)")
      }
    }
  }

  /// Finding 5 as swift-property-based shrank it (byte input, `.shrinking`, 300 cases): one
  /// detent, a linear rubber band of 0.016 pt, a slow wiggling drag and a lift. The release
  /// spring carried the sheet 0.019 pt past the band: any velocity at release overshoots a
  /// narrow enough band (fixed with finding 5).
  @Test
  func springOvershootShrunk() {
    var configuration = SheetConfiguration(style: .inline, detents: [.medium])
    configuration.behavior.rubberBand = .linear(allowance: 0.0164794921875)
    let context = SheetContext(containerSize: SheetSize(width: 390, height: 844))
    let inputs: [ScenarioEvent] = [
      ScenarioEvent(t: 0.0, .accessibilityIncrement),
      ScenarioEvent(t: 0.0, .touchDown(at: SheetPoint(x: 0.0, y: 422.0), region: nil)),
      ScenarioEvent(t: 0.014666666666666666, .touchMoved(to: SheetPoint(x: -12.0, y: 421.3828125))),
      ScenarioEvent(t: 0.029333333333333333, .touchMoved(to: SheetPoint(x: -24.0, y: 420.140625))),
      ScenarioEvent(t: 0.044, .touchMoved(to: SheetPoint(x: -36.0, y: 420.97869873046875))),
      ScenarioEvent(
        t: 0.058666666666666666, .touchMoved(to: SheetPoint(x: -48.0, y: 420.63665771484375))),
      ScenarioEvent(
        t: 0.07333333333333333, .touchMoved(to: SheetPoint(x: -60.0, y: 419.49017333984375))),
      ScenarioEvent(t: 0.088, .touchMoved(to: SheetPoint(x: -72.0, y: 419.12591552734375))),
      ScenarioEvent(
        t: 0.10266666666666666, .touchMoved(to: SheetPoint(x: -84.0, y: 417.04022216796875))),
      ScenarioEvent(
        t: 0.11733333333333332, .touchMoved(to: SheetPoint(x: -96.0, y: 418.0116822719574))),
      ScenarioEvent(
        t: 0.13199999999999998, .touchMoved(to: SheetPoint(x: -108.0, y: 420.1095778187737))),
      ScenarioEvent(
        t: 0.14666666666666664, .touchMoved(to: SheetPoint(x: -120.0, y: 419.7003074567765))),
      ScenarioEvent(
        t: 0.1613333333333333, .touchMoved(to: SheetPoint(x: -132.0, y: 421.1780994059518))),
      ScenarioEvent(
        t: 0.17599999999999996, .touchMoved(to: SheetPoint(x: -144.0, y: 421.6832887493074))),
      ScenarioEvent(
        t: 0.19066666666666662, .touchMoved(to: SheetPoint(x: -156.0, y: 423.9761496586725))),
      ScenarioEvent(
        t: 0.20533333333333328, .touchMoved(to: SheetPoint(x: -168.0, y: 425.5671122316271))),
      ScenarioEvent(
        t: 0.21999999999999995, .touchMoved(to: SheetPoint(x: -180.0, y: 424.018391081132))),
      ScenarioEvent(
        t: 0.2346666666666666, .touchMoved(to: SheetPoint(x: -192.0, y: 424.65526282042265))),
      ScenarioEvent(
        t: 0.24933333333333327, .touchMoved(to: SheetPoint(x: -204.0, y: 426.1640620594844))),
      ScenarioEvent(
        t: 0.26399999999999996, .touchMoved(to: SheetPoint(x: -216.0, y: 424.6133858766407))),
      ScenarioEvent(
        t: 0.2786666666666666, .touchMoved(to: SheetPoint(x: -228.0, y: 423.06270969379693))),
      ScenarioEvent(
        t: 0.2933333333333333, .touchMoved(to: SheetPoint(x: -240.0, y: 421.5120335109532))),
      ScenarioEvent(
        t: 0.2933333333333333, .touchUp(at: SheetPoint(x: -240.0, y: 421.5120335109532))),
    ]
    Self.expectClean(
      GeneratedScenario(configuration: configuration, context: context, inputs: inputs),
      InvariantChecker())
  }

  /// Finding 5 (property test with what was then the checker's `springsStayWithinBand`): the
  /// release spring was not limited by the rubber band, so a flick toward the highest detent
  /// overshot it by more than the band's maximum displacement (here `.none`: 0 pt, overshot by
  /// 255 pt; up to 1 034 pt seen with realistic flicks). Fixed by `MotionLimit`; see
  /// docs/HARDENING.md.
  @Test
  func springOvershootStaysWithinTheRubberBand() {
    var configuration = SheetConfiguration(
      style: .inline, detents: [.height(200), .height(500)])
    configuration.behavior.rubberBand = RubberBand.none
    let inputs = [
      ScenarioEvent(t: 0, .touchDown(at: SheetPoint(x: 195, y: 650), region: .chrome)),
      ScenarioEvent(t: 0.008, .touchMoved(to: SheetPoint(x: 195, y: 600))),
      ScenarioEvent(t: 0.016, .touchMoved(to: SheetPoint(x: 195, y: 520))),
      ScenarioEvent(t: 0.024, .touchMoved(to: SheetPoint(x: 195, y: 430))),
      ScenarioEvent(t: 0.024, .touchUp(at: SheetPoint(x: 195, y: 430))),
    ]
    Self.expectClean(
      GeneratedScenario(configuration: configuration, context: Self.phone, inputs: inputs),
      InvariantChecker())
  }
}
