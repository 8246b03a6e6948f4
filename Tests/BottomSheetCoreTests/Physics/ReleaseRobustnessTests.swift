import Testing

@_spi(Lab) @_spi(Study) @testable import BottomSheetCore
@_spi(Study) import BottomSheetTooling

/// Issue #21: fingers the corpus of issue #14 never modelled. A placement whose fingertip rolls
/// back as it lifts, a steady throw read through jittered 60 Hz timestamps, and a finger
/// holding still on a detent, each against the numbers a person would notice; with issue #14's
/// rule alongside where it behaved differently, so each row shows what changed.
@Suite("Physics: releases that hold on rolled, jittered and resting fingers (#21)")
struct ReleaseRobustnessTests {
  /// A deterministic stream of uniform draws in [0, 1) (a 64-bit LCG; Knuth's MMIX constants).
  struct Draws {
    var state: UInt64
    mutating func unit() -> Double {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double(state >> 11) / Double(1 << 53)
    }
  }

  /// An inline sheet at `medium` (398.5 pt) on the phone, its grabber at y = 445.5 + 10.
  private func placedSheet() -> SheetEngine {
    engine(.inline, [.height(120), .medium, .large], initial: "medium")
  }

  /// A slow placement from `medium` up to 4 pt short of `large` (797): a 0.5 s minimum-jerk
  /// stroke of 394.5 pt sampled at `hz`, a 0.15 s rest during which the digitiser keeps
  /// reporting the still finger with ±0.3 pt of noise every frame, and the lift with the
  /// fingertip rolled `roll` points back (down) in the last sample. Where the sheet settles.
  private func rolledPlacement(
    roll: Double, hz: Double, seed: UInt64, estimator: StudyEstimator
  ) -> (landed: DetentID?, released: Double) {
    var e = placedSheet()
    var draws = Draws(state: seed)
    let y0 = e.layout(at: 0).top + 10
    let travel = 797.0 - 4 - 398.5
    e.send(.touchDown(at: SheetPoint(x: 195, y: y0)), at: 0)
    let period = 1 / hz
    var t = period
    var y = y0
    while t < 0.5 + 0.15 {
      let s = min(t / 0.5, 1)
      let stroke = s * s * s * (10 + s * (-15 + 6 * s))
      y = y0 - travel * stroke + (t > 0.5 ? (draws.unit() * 2 - 1) * 0.3 : 0)
      e.send(.touchMoved(to: SheetPoint(x: 195, y: y)), at: t)
      t += period
    }
    e.send(
      .touchUp(at: SheetPoint(x: 195, y: y0 - travel + roll)), at: t,
      releaseEstimate: estimator.velocity)
    var released = Double.nan
    for event in e.pendingEvents {
      if case let .released(velocity, _, _) = event.kind { released = velocity }
    }
    _ = e.settle(after: t)
    return (e.selectedDetentID, released)
  }

  /// The rolled placement, 1–4 pt at 60 and 120 Hz, five noise draws each: every one lands on
  /// `large`, where it was placed, released slower than 50 pt/s. Issue #14's rule released the
  /// 3 and 4 pt rolls at over 300 pt/s the wrong way, past the velocity threshold, and sent
  /// them back to `medium`.
  @Test(arguments: [(1.0, 60.0), (2, 60), (3, 60), (4, 60), (1, 120), (2, 120), (3, 120), (4, 120)])
  func rolledPlacementLandsWhereItWasPlaced(roll: Double, hz: Double) {
    var previousMisses = 0
    for seed in 1...5 as ClosedRange<UInt64> {
      let now = rolledPlacement(roll: roll, hz: hz, seed: seed, estimator: .rule(.standard))
      #expect(now.landed == "large", "roll \(roll) pt, \(hz) Hz, draw \(seed)")
      #expect(abs(now.released) < 50, "released \(now.released) pt/s")
      let before = rolledPlacement(roll: roll, hz: hz, seed: seed, estimator: .issue14)
      if before.landed != "large" { previousMisses += 1 }
    }
    if roll >= 3 { #expect(previousMisses > 0, "issue #14's rule missed none at \(roll) pt") }
  }

  /// The issue's steady throw: 1 400 pt/s upward for 150 ms at 60 Hz, each reported time off by
  /// up to ±2 ms (never decreasing), 40 draws. Every release is within 0.85–1.15 of the finger
  /// (measured 0.882–1.122: the line over the window is within 0.977–1.028 and the release is
  /// held within 10 % of it); issue #14's rule, a parabola through the last three samples, gave
  /// 0.53–1.38. Releasing the line itself (band 0) gives 0.977–1.028.
  @Test func jitteredSteadyThrowKeepsItsSpeed() {
    var draws = Draws(state: 21)
    var now: [Double] = []
    var before: [Double] = []
    var line: [Double] = []
    let lineItself = StudyEstimator.robust(
      horizon: 0.03, atLeast: 3, cubicHorizon: 0.05, cubicAtLeast: 4, floor: 0.8,
      restSpeed: 40, lineTest: 2, lineBand: 0, confidence: 0)
    for _ in 0..<40 {
      var tracker = VelocityTracker()
      var reported = 216_000.0
      for i in 0...9 {
        let t = Double(i) / 60
        reported = max(reported, 216_000 + t + (draws.unit() * 2 - 1) * 0.002)
        tracker.add(time: reported, x: 195, y: 700 - 1400 * t)
      }
      now.append(tracker.velocity(at: reported).y / -1400)
      before.append(tracker.velocity(at: reported, estimator: .issue14).y / -1400)
      line.append(tracker.velocity(at: reported, estimator: lineItself).y / -1400)
    }
    #expect(now.allSatisfy { (0.85...1.15).contains($0) }, "\(now.min()!)…\(now.max()!)")
    #expect(now.min()! > 0.88 && now.max()! < 1.13)
    #expect(line.min()! > 0.97 && line.max()! < 1.03)
    #expect(zip(now, line).allSatisfy { abs($0 / $1 - 1) <= 0.1 + 1e-12 })
    #expect(before.min()! < 0.6 && before.max()! > 1.3)
  }

  /// A finger that reached `large` from below holds still on it for 0.25 s at 120 Hz, wobbling
  /// ±2 pt: one `detentCrossed`, not one per wobble. Issue #14's engine (no hysteresis) counted
  /// every pass. Then a real move down crosses it back once, 4 pt below.
  @Test func restingFingerOnADetentCrossesItOnce() {
    var e = placedSheet()
    let y0 = e.layout(at: 0).top + 10
    let atLarge = y0 - (797 - 398.5)
    e.send(.touchDown(at: SheetPoint(x: 195, y: y0)), at: 0)
    var t = 0.0
    for i in 1...30 {
      t = Double(i) / 120
      e.send(.touchMoved(to: SheetPoint(x: 195, y: y0 + (atLarge - y0) * Double(i) / 30)), at: t)
    }
    let wobble = [1.5, -2, 0.5, 2, -1.5, 1, -0.5, 2, -2, 1.5]
    var step = 0
    while t < 0.5 {
      t += 1.0 / 120
      e.send(.touchMoved(to: SheetPoint(x: 195, y: atLarge + wobble[step % wobble.count])), at: t)
      step += 1
    }
    func crossings(_ e: SheetEngine) -> [Bool] {
      e.pendingEvents.compactMap { event in
        if case let .detentCrossed(id, upward) = event.kind, id == "large" { return upward }
        return nil
      }
    }
    #expect(crossings(e) == [true], "\(crossings(e))")
    var before = placedSheet()
    before.send(.touchDown(at: SheetPoint(x: 195, y: y0)), at: 0)
    var ys = (1...30).map { y0 + (atLarge - y0) * Double($0) / 30 }
    ys += (0..<(step)).map { atLarge + wobble[$0 % wobble.count] }
    var previous = before.layout(at: 0).height
    var passes = 0
    for (i, y) in ys.enumerated() {
      before.send(.touchMoved(to: SheetPoint(x: 195, y: y)), at: Double(i + 1) / 120)
      let height = before.layout(at: Double(i + 1) / 120).height
      if (previous < 797) != (height < 797) { passes += 1 }
      previous = height
    }
    #expect(passes > 3, "the finger passes the detent \(passes) times")
    e.clearEvents()
    e.send(.touchMoved(to: SheetPoint(x: 195, y: atLarge + 3.5)), at: t + 0.01)
    #expect(crossings(e).isEmpty)
    e.send(.touchMoved(to: SheetPoint(x: 195, y: atLarge + 4)), at: t + 0.02)
    #expect(crossings(e) == [false])
    // And up again: a real crossing, counted once the sheet is 4 pt above the detent (here on
    // the rubber band, where 20 pt of finger show as about 11).
    e.clearEvents()
    e.send(.touchMoved(to: SheetPoint(x: 195, y: atLarge - 20)), at: t + 0.03)
    #expect(e.layout(at: t + 0.03).height > 797 + 4)
    #expect(crossings(e) == [true])
  }
}
