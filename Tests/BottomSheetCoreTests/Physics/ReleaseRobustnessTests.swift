import Testing

@_spi(Lab) @_spi(Study) @testable import BottomSheetCore

/// Issue #21: fingers the corpus of issue #14 never modelled. A placement whose fingertip rolls
/// back as it lifts and a steady throw read through jittered 60 Hz timestamps, each against
/// the numbers a person would notice; with issue #14's rule alongside where it behaved
/// differently, so each row shows what changed.
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
  private func placedSheet(_ estimator: VelocityTracker.Estimator) -> SheetEngine {
    var e = engine(.inline, [.height(120), .medium, .large], initial: "medium")
    e.velocityEstimator = estimator
    return e
  }

  /// A slow placement from `medium` up to 4 pt short of `large` (797): a 0.5 s minimum-jerk
  /// stroke of 394.5 pt sampled at `hz`, a 0.15 s rest during which the digitiser keeps
  /// reporting the still finger with ±0.3 pt of noise every frame, and the lift with the
  /// fingertip rolled `roll` points back (down) in the last sample. Where the sheet settles.
  private func rolledPlacement(
    roll: Double, hz: Double, seed: UInt64, estimator: VelocityTracker.Estimator
  ) -> (landed: DetentID?, released: Double) {
    var e = placedSheet(estimator)
    var draws = Draws(state: seed)
    let y0 = e.layout(at: 0).top + 10
    let travel = 797.0 - 4 - 398.5
    e.touchDown(at: SheetPoint(x: 195, y: y0), time: 0)
    let period = 1 / hz
    var t = period
    var y = y0
    while t < 0.5 + 0.15 {
      let s = min(t / 0.5, 1)
      let stroke = s * s * s * (10 + s * (-15 + 6 * s))
      y = y0 - travel * stroke + (t > 0.5 ? (draws.unit() * 2 - 1) * 0.3 : 0)
      e.touchMoved(to: SheetPoint(x: 195, y: y), time: t)
      t += period
    }
    e.touchUp(at: SheetPoint(x: 195, y: y0 - travel + roll), time: t)
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
      let now = rolledPlacement(roll: roll, hz: hz, seed: seed, estimator: .standard)
      #expect(now.landed == "large", "roll \(roll) pt, \(hz) Hz, draw \(seed)")
      #expect(abs(now.released) < 50, "released \(now.released) pt/s")
      let before = rolledPlacement(roll: roll, hz: hz, seed: seed, estimator: .issue14)
      if before.landed != "large" { previousMisses += 1 }
    }
    if roll >= 3 { #expect(previousMisses > 0, "issue #14's rule missed none at \(roll) pt") }
  }

  /// The issue's steady throw: 1 400 pt/s upward for 150 ms at 60 Hz, each reported time off by
  /// up to ±2 ms (never decreasing), 40 draws. Every release is within 0.85–1.15 of the finger
  /// (measured 0.977–1.028); issue #14's rule, a parabola through the last three samples, gave
  /// 0.53–1.38.
  @Test func jitteredSteadyThrowKeepsItsSpeed() {
    var draws = Draws(state: 21)
    var now: [Double] = []
    var before: [Double] = []
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
    }
    #expect(now.allSatisfy { (0.85...1.15).contains($0) }, "\(now.min()!)…\(now.max()!)")
    #expect(now.min()! > 0.97 && now.max()! < 1.03)
    #expect(before.min()! < 0.6 && before.max()! > 1.3)
  }
}
