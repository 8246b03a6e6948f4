import Foundation
import Testing

@_spi(Lab) @_spi(Study) @testable import BottomSheetCore
@_spi(Study) import BottomSheetTooling

/// Issue #21's noisy placements: a finger that ends a stroke at 0 pt/s and lifts without
/// resting, read through 0.5 pt of digitiser noise. Every sample differs from the one before,
/// so the tracker's rest rule never fires, and the 30 ms parabola reads the noise as
/// 100–260 pt/s. The release rule's still test (the samples of the last 50 ms within 2 pt of
/// each other) releases such a finger at zero, and a slow throw, which covers 5 pt or more in
/// that time, is not taken for one.
@Suite("Physics: a noisy finger that stops before lifting is released at zero (#21)")
struct StoppedFingerReleaseTests {
  /// Gaussian draws (Box–Muller over a 64-bit LCG; Knuth's MMIX constants), deterministic.
  struct Noise {
    var state: UInt64
    mutating func unit() -> Double {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return (Double(state >> 11) + 0.5) / Double(1 << 53)
    }
    mutating func normal() -> Double {
      (-2 * log(unit())).squareRoot() * cos(2 * Double.pi * unit())
    }
  }

  /// The y velocity `estimator` releases for a stroke sampled at `hz` whose position at time t
  /// is `path(t)`, lifted at `duration`, each sample moved by `sigma` points of noise.
  private func release(
    hz: Double, duration: Double, sigma: Double, noise: inout Noise,
    estimator: StudyEstimator, path: (Double) -> Double
  ) -> Double {
    var tracker = VelocityTracker()
    let start = 216_000.0
    var i = 0
    while Double(i) / hz <= duration + 1e-9 {
      let t = Double(i) / hz
      tracker.add(time: start + t, x: 195, y: path(t) + sigma * noise.normal())
      i += 1
    }
    return tracker.velocity(at: start + duration, estimator: estimator).y
  }

  /// A corrective stroke of `travel` points over 0.3 s (minimum jerk), lifted as it ends at
  /// 0 pt/s, 40 draws of 0.5 pt noise: how many the release rule releases at exactly zero and
  /// how many faster than 50 pt/s. The rule before the still test released none of the 20 pt
  /// strokes at zero at 60 Hz (one at 120 Hz) and 12 (13) faster than 50 pt/s; the 60 pt
  /// strokes, whose finger still moves about 2.8 pt in the last 50 ms, gain less (zero 9 → 13
  /// and 10 → 12, over 50 pt/s 19 → 18 and 19 → 17). Issue #14's parabola reads 4 or 5 of each
  /// 40 faster than 100 pt/s.
  @Test(arguments: [
    (hz: 60.0, travel: 20.0, zero: 31, over50: 3), (120, 20, 23, 7), (60, 60, 13, 18),
    (120, 60, 12, 17),
  ])
  func noisyStopIsReleasedAtZero(row: (hz: Double, travel: Double, zero: Int, over50: Int)) {
    var noise = Noise(state: 2121)
    var zero = 0
    var over50 = 0
    var parabolaOver100 = 0
    for _ in 0..<40 {
      var copy = noise
      let stroke: (Double) -> Double = { t in
        let s = min(t / 0.3, 1)
        return 600 - row.travel * s * s * s * (10 + s * (-15 + 6 * s))
      }
      let now = release(
        hz: row.hz, duration: 0.3, sigma: 0.5, noise: &noise, estimator: .rule(.standard),
        path: stroke)
      let before = release(
        hz: row.hz, duration: 0.3, sigma: 0.5, noise: &copy, estimator: .issue14, path: stroke)
      if now == 0 { zero += 1 }
      if abs(now) > 50 { over50 += 1 }
      if abs(before) > 100 { parabolaOver100 += 1 }
    }
    #expect(zero == row.zero, "\(row.hz) Hz, \(row.travel) pt")
    #expect(over50 == row.over50, "\(row.hz) Hz, \(row.travel) pt")
    #expect(parabolaOver100 >= 4)
  }

  /// A slow throw at `speed` pt/s for 150 ms, 40 draws of 0.5 pt noise: none is taken for a
  /// stop (it covers `speed` × 50 ms, 4–5 pt, in the still test's span); the slowest release
  /// is 0.75 of the finger or more (measured 60.1–82.2 pt/s).
  @Test(arguments: [(60.0, 100.0), (120, 100), (60, 80), (120, 80)])
  func slowThrowIsNotTakenForAStop(hz: Double, speed: Double) {
    var noise = Noise(state: 4242)
    var slowest = Double.infinity
    for _ in 0..<40 {
      let v = release(
        hz: hz, duration: 0.15, sigma: 0.5, noise: &noise, estimator: .rule(.standard),
        path: { 600 - speed * $0 })
      #expect(v < 0, "released \(v) pt/s")
      slowest = min(slowest, -v)
    }
    #expect(slowest >= 0.75 * speed, "slowest \(slowest) pt/s")
  }
  /// A tracker holding the finger at `ys` (newest last), sample `i` at `times[i]` seconds after
  /// an uptime of 216 000 s, where a timestamp's spacing is about 3·10⁻¹¹ s.
  private func tracker(_ times: [Double], _ ys: [Double]) -> VelocityTracker {
    var tracker = VelocityTracker()
    for (t, y) in zip(times, ys) { tracker.add(time: 216_000 + t, x: 195, y: y) }
    return tracker
  }

  /// The still test needs three samples: two 50 ms apart at one point are not still (the
  /// window's last segment decides them), three over the same 50 ms are.
  @Test func twoSamplesAreNotEnoughToBeStill() {
    let two = tracker([0, 0.05], [600, 600])
    #expect(!two.isStill(.y, from: 0, count: two.count))
    let three = tracker([0, 0.025, 0.05], [600, 600, 600])
    #expect(three.isStill(.y, from: 0, count: three.count))
  }

  /// Three samples microseconds apart say nothing about the last 30 ms: not still; nor are
  /// three reaching back 29 ms, a millisecond short of ``VelocityTracker/stillCoverage``.
  @Test func samplesMustReachBackThirtyMilliseconds() {
    let close = tracker([0, 0.000_002, 0.000_004], [600, 599, 598])
    #expect(!close.isStill(.y, from: 0, count: close.count))
    let short = tracker([0, 0.0145, 0.029], [600, 599, 598])
    #expect(!short.isStill(.y, from: 0, count: short.count))
  }

  /// Samples at 0, 15 and 30 ms spanning 2 pt are still, though their age at an uptime of
  /// 216 000 s computes to 29.999 999 999 97 ms: the coverage compare has the tracker's 1 µs
  /// of slack. Without it the finger was released at −66.7 pt/s, the line through them.
  @Test func exactlyThirtyMillisecondsIsStill() {
    let exact = tracker([0, 0.015, 0.03], [600, 599, 598])
    #expect(exact.sample(0).t - exact.sample(2).t < VelocityTracker.stillCoverage)
    #expect(exact.isStill(.y, from: 0, count: exact.count))
    let release = exact.velocity(at: 216_000.03, estimator: .standard)
    #expect(release.y == 0)
    #expect(release.x == 0)
  }

  /// The fastest clean, steady drag (0.5 pt/s steps up to 100 pt/s, 150 ms at `hz` from
  /// uptime 216 000 s, direction `angle` radians from the y axis) the standard rule releases
  /// at zero on the y axis, over eight timestamp phases.
  private func fastestZeroed(hz: Double, angle: Double = 0) -> Double {
    var fastest = 0.0
    for phase in 0..<8 {
      let start = 216_000 + Double(phase) / 8 / hz
      for step in 1...200 {
        let speed = Double(step) / 2
        var tracker = VelocityTracker()
        var t = 0.0
        var i = 0
        while t <= 0.15 {
          tracker.add(
            time: start + t, x: 195 + speed * sin(angle) * t, y: 600 - speed * cos(angle) * t)
          i += 1
          t = Double(i) / hz
        }
        let last = start + Double(i - 1) / hz
        if tracker.velocity(at: last, estimator: .standard).y == 0 {
          fastest = max(fastest, speed)
        }
      }
    }
    return fastest
  }

  /// A known limit (review of #21): the still test bounds the samples' extent, not their
  /// speed, so which steady drags it zeroes depends on how many samples the 50 ms hold. On the
  /// 60, 120 and 240 Hz grids the span is whole frames and a drag is zeroed up to 40 pt/s
  /// (2 pt in 50 ms); at 59.94 Hz three frames are 50.05 ms, only three samples (33 ms) count,
  /// and drags up to 59.5 pt/s are zeroed (2 pt in 33.4 ms is 59.9). Bounding the speed
  /// instead (2 pt × covered / 50 ms) and a 2-D extent were measured and lower noisy
  /// placements' cells (`docs/LAB.md`, fourth pass), so the limit is pinned here.
  @Test(arguments: [(60.0, 40.0), (120, 40), (240, 40), (59.94, 59.5)])
  func steadyDragZeroedUpTo(hz: Double, fastest: Double) {
    #expect(fastestZeroed(hz: hz) == fastest, "\(hz) Hz")
  }

  /// A known limit (review of #21): the still test is per axis. On a floating card dragged at
  /// 45° the y axis is zeroed up to `fastest` pt/s of total speed (√2 × the one-axis bound).
  /// Deciding from the 2-D extent lowered noisy placements' cells (`docs/LAB.md`).
  @Test(arguments: [(60.0, 56.5), (59.94, 84.5)])
  func diagonalDragIsZeroedPerAxis(hz: Double, fastest: Double) {
    #expect(fastestZeroed(hz: hz, angle: Double.pi / 4) == fastest, "\(hz) Hz")
  }

  /// A known limit (review of #21): at 59.94 Hz a throw of 300 pt/s across with 45 pt/s down
  /// is released straight across: the slow axis, within 2 pt over its three samples, is
  /// zeroed and the throw rotates.
  @Test func slowAxisOfAFastThrowIsZeroedAt5994Hz() {
    var tracker = VelocityTracker()
    let start = 216_000.0
    var i = 0
    while Double(i) / 59.94 <= 0.15 {
      let t = Double(i) / 59.94
      tracker.add(time: start + t, x: 100 + 300 * t, y: 600 - 45 * t)
      i += 1
    }
    let release = tracker.velocity(at: start + Double(i - 1) / 59.94, estimator: .standard)
    #expect(abs(release.x - 300) < 1)
    #expect(release.y == 0)
  }
}
