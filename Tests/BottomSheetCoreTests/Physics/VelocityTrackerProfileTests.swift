import Testing

@_spi(Lab) @_spi(Study) @testable import BottomSheetCore
@_spi(Study) import BottomSheetTooling

/// The release rule on each throw profile — speeding up, constant, slowing down, short from
/// rest, with a lift-off twitch — with the numbers it gives, the finger's true speed, and
/// what the previous (conservative) rule and the peers' LSQ2 gave. Then hostile input,
/// seeded: noise, jitter, duplicates, twitches.
@Suite("Physics: VelocityTracker throw profiles")
struct VelocityTrackerProfileTests {
  static let base = 216_000.0

  /// (ms, y) samples fed at `base`, asked at the last one: (release rule, previous rule, LSQ2).
  private func run(_ samples: [(ms: Double, y: Double)]) -> (
    release: Double, previous: Double, lsq2: Double
  ) {
    var tracker = VelocityTracker()
    for s in samples { tracker.add(time: Self.base + s.ms / 1000, x: 0, y: s.y) }
    let t = Self.base + (samples.last?.ms ?? 0) / 1000
    return (
      tracker.velocity(at: t).y, tracker.velocity(at: t, estimator: .conservative).y,
      tracker.leastSquaresVelocity(at: t).y
    )
  }

  private func minimumJerk(_ s: Double) -> Double { s * s * s * (10 + s * (-15 + 6 * s)) }
  private func minimumJerkSpeed(_ s: Double) -> Double { 30 * s * s * (1 - s) * (1 - s) }

  /// The issue's throw: the finger lifts at 3 200 pt/s upward, speeding up over the last
  /// 150 ms (speed ∝ τ², the start of a minimum-jerk stroke). The previous rule released it at
  /// 1 504.5 pt/s (0.47 ×); the release rule at 3 184.5 (0.995 ×) at 120 Hz, 3 173.7 at 60 Hz.
  @Test func speedingUpIntoTheLift() {
    for (hz, expected, previous) in [(120.0, -3184.527, -1504.527), (60, -3173.663, -1514.403)] {
      var samples: [(ms: Double, y: Double)] = []
      for i in 0...Int(0.15 * hz) {
        let tau = Double(i) / hz
        samples.append((tau * 1000, 700 - 3200 * tau * tau * tau / (3 * 0.15 * 0.15)))
      }
      let v = run(samples)
      #expect(abs(v.release - expected) < 0.001, "\(hz) Hz")
      #expect(abs(v.previous - previous) < 0.001, "\(hz) Hz")
      #expect(abs(v.release / -3200 - 1) < 0.01, "\(hz) Hz")
    }
  }

  /// Constant speed: every rule is exact.
  @Test func constantSpeed() {
    var samples: [(ms: Double, y: Double)] = []
    for i in 0...8 { samples.append((Double(i) * 1000 / 60, 300 + 1500 * Double(i) / 60)) }
    let v = run(samples)
    #expect(abs(v.release - 1500) < 1e-5 && abs(v.previous - 1500) < 1e-5)
  }

  /// Slowing down: a 300 pt minimum-jerk stroke over 300 ms lifted at s = 0.78 (233 ms), where
  /// the finger moves at 896.2 pt/s. The release rule says 889.5 (0.99 ×); the previous rule and
  /// LSQ2 1 117.0 (1.25 ×: the parabola over 100 ms still carries the stroke's peak).
  @Test func slowingDown() {
    var samples: [(ms: Double, y: Double)] = []
    for i in 0...28 {
      let ms = Double(i) * 1000 / 120
      samples.append((ms, 400 + 300 * minimumJerk(ms / 300)))
    }
    let s = 28.0 / 120 / 0.3
    let truth = 1000 * minimumJerkSpeed(s)
    #expect(abs(truth - 896.205) < 0.001)
    let v = run(samples)
    #expect(abs(v.release - 889.471) < 0.001)
    #expect(abs(v.previous - 1116.994) < 0.001 && abs(v.lsq2 - 1116.994) < 0.001)
  }

  /// A short throw from rest, as a nudge: three samples at rest, then a 40 pt minimum-jerk
  /// stroke over 80 ms lifted at s = 0.625 (50 ms), 120 Hz; the finger moves at 824.0 pt/s.
  /// The release rule says 944.1 (1.15 ×, the parabola over the last 30 ms; the cubic cap
  /// does not lower it here); LSQ2 over 100 ms 1 061.7 (1.29 ×); the previous rule 367.2
  /// (0.45 ×, the line lags the start from rest).
  @Test func shortThrowFromRest() {
    var samples: [(ms: Double, y: Double)] = [(-25, 0), (-16.67, 0), (-8.33, 0)]
    for i in 0...6 {
      let ms = Double(i) * 1000 / 120
      samples.append((ms, 40 * minimumJerk(ms / 80)))
    }
    let s = 50.0 / 80
    #expect(abs(500 * minimumJerkSpeed(s) - 823.975) < 0.001)
    let v = run(samples)
    #expect(abs(v.release - 944.134) < 0.001)
    #expect(abs(v.lsq2 - 1061.660) < 0.001)
    #expect(abs(v.previous - 367.248) < 0.001)
    #expect(v.release < v.lsq2)
  }

  /// A lift-off twitch: 2 000 pt/s upward at 120 Hz, then the last sample 3 pt back (the
  /// finger rolling off the glass). The release rule drops it: −2 000 exactly. Without the
  /// twitch rule the recent fit points down, the direction guard makes it 0; the previous
  /// rule said −1 552.6.
  @Test func liftOffTwitchIsDropped() {
    var samples: [(ms: Double, y: Double)] = []
    for i in 0...10 { samples.append((Double(i) * 1000 / 120, 700 - 2000 * Double(i) / 120)) }
    samples.append((11 * 1000 / 120, samples[10].y + 3))
    let v = run(samples)
    #expect(abs(v.release + 2000) < 1e-5)
    #expect(abs(v.previous + 1552.637) < 0.001)
    var tracker = VelocityTracker()
    for s in samples { tracker.add(time: Self.base + s.ms / 1000, x: 0, y: s.y) }
    let t = Self.base + samples[11].ms / 1000
    #expect(tracker.velocity(at: t, estimator: .recent(horizon: 0.03, rejectsTwitch: false)).y == 0)
    // A 5 pt step back is more than a twitch and is kept. Issue #14's rule then fitted the
    // step into its parabola, which pointed back, and the guard released 0; the release rule
    // finds a line explains the window as well as a cubic (the step is one sample of twelve),
    // −1 900, and holds the release within 10 % of it: the parabola pointing back, the edge of
    // the band nearest it, −1 710.
    samples[11].y = samples[10].y + 5
    #expect(abs(run(samples).release + 1710) < 1e-3)
    var tracker5 = VelocityTracker()
    for s in samples { tracker5.add(time: Self.base + s.ms / 1000, x: 0, y: s.y) }
    #expect(tracker5.velocity(at: Self.base + samples[11].ms / 1000, estimator: .issue14).y == 0)
  }

  /// A slow finger's 1 pt step back is a roll, not a throw back (issue #21): at 30 pt/s
  /// upward the finger rests by the release rule's measure. Dropping the step, it moved 1.5 pt
  /// in the last 50 ms, within ``VelocityTracker/stillRange``: released at 0 (before the still
  /// test, at its own line, −30 pt/s, below ``VelocityTracker/restSpeed``). Issue #14's rule
  /// took the step for the motion and, the parabola pointing down against the line, released
  /// 0 too. At 60 pt/s (3 pt in 50 ms) the rest speed's line is the release: −60.
  @Test func slowFingerStepBackIsARoll() {
    var samples: [(ms: Double, y: Double)] = []
    for i in 0...6 { samples.append((Double(i) * 1000 / 60, 500 - 30 * Double(i) / 60)) }
    samples.append((7 * 1000 / 60, samples[6].y + 1))
    #expect(run(samples).release == 0)
    var faster: [(ms: Double, y: Double)] = []
    for i in 0...6 { faster.append((Double(i) * 1000 / 60, 500 - 60 * Double(i) / 60)) }
    faster.append((7 * 1000 / 60, faster[6].y + 1))
    #expect(abs(run(faster).release + 60) < 1e-6)
    var tracker = VelocityTracker()
    for s in samples { tracker.add(time: Self.base + s.ms / 1000, x: 0, y: s.y) }
    #expect(tracker.velocity(at: Self.base + 7.0 / 60, estimator: .issue14).y == 0)
  }

  /// Hostile input, seeded: 400 throws (speeding up, constant, slowing down; 60 or 120 Hz),
  /// each with ±2 ms sampling jitter, 0.5 pt (σ) position noise, a duplicate timestamp on one
  /// sample in eight and, on half of them, a 1–4 pt twitch in the last 20 ms. Every estimate
  /// is finite and never points against the finger; most stay near its speed.
  @Test func hostileInputIsSurvived() {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func unit() -> Double {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double(state >> 11) / Double(1 << 53)
    }
    func normal() -> Double { (0..<12).reduce(0) { acc, _ in acc + unit() } - 6 }
    var ratios: [Double] = []
    for n in 0..<400 {
      let hz = n % 2 == 0 ? 120.0 : 60
      let speed = 600 + 3000 * unit()
      let profile = n % 3
      // y(τ) for τ in 0…T, speed at lift `speed` upward; truth at the last sample.
      let duration = 0.12 + 0.1 * unit()
      func y(_ tau: Double) -> Double {
        switch profile {
        case 0: return 700 - speed * tau * tau * tau / (3 * duration * duration)
        case 1: return 700 - speed * tau
        default:  // slowing: speed falls linearly to `speed` at the lift, from 1.5 ×
          return 700 - (1.5 * speed * tau - 0.5 * speed * tau * tau / (2 * duration))
        }
      }
      var tracker = VelocityTracker()
      var k = 0.0
      var lastT = 0.0
      var lastY = 0.0
      while true {
        let tau = max(0, min(duration, (k + (unit() * 2 - 1) * 0.002 * hz) / hz))
        var value = y(tau) + 0.5 * normal()
        if tau >= duration && n % 4 < 2 { value = lastY + (1 + 3 * unit()) }  // twitch: down
        tracker.add(time: Self.base + tau, x: 195 + 0.5 * normal(), y: value)
        if unit() < 0.125 { tracker.add(time: Self.base + tau, x: 195, y: value + 0.5 * normal()) }
        lastT = tau
        lastY = value
        if tau >= duration { break }
        k += 1
      }
      let v = tracker.velocity(at: Self.base + lastT)
      #expect(v.x.isFinite && v.y.isFinite)
      #expect(v.y <= 0, "throw \(n) reported against the finger: \(v.y)")
      ratios.append(v.y / -speed)
    }
    ratios.sort()
    let median = ratios[ratios.count / 2]
    let within = ratios.filter { (0.7...1.3).contains($0) }.count
    #expect(abs(median - 1) < 0.1, "median \(median)")
    #expect(within * 100 >= 80 * ratios.count, "\(within) of \(ratios.count) within 0.7–1.3")
  }
}
