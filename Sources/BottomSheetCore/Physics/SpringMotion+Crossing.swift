#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

extension SpringMotion {
  /// The first time after the start at which the motion passes `level`: goes above it when
  /// `upward`, below it otherwise (0 when it starts past it, or on it moving past it). `nil` if it never does before it settles (``position(at:)``
  /// snaps to the target at ``settleTime``, so a target past the level is reached there).
  ///
  /// ``MotionLimit`` uses this to find where a spring runs into a hard stop. Between turning
  /// points (zeros of the velocity, found in closed form) the motion is monotone, so each
  /// stretch is passed or not by its end, and the stretch that passes is bisected to 10⁻⁹ s.
  /// Only the first two turning points matter: the energy ½kx² + ½mv² never grows under
  /// damping, and at a turning point it is all ½kx², so after one the displacement never
  /// exceeds the displacement there. An underdamped motion's crossing is therefore in its
  /// first two stretches (successive turning points alternate sides, so the second one is past
  /// the target), a critically or overdamped one has at most one turning point.
  ///
  /// ```swift
  /// let motion = SpringMotion(from: 400, to: 500, initialVelocity: 0, spring: .default)
  /// motion.firstTime(passing: 500, upward: true)   // ≈ 0.232 s: its first overshoot begins
  /// ```
  ///
  /// - Complexity: O(1) plus at most 64 bisection steps, each one ``position(at:)``; no
  ///   allocation. Called once when a spring starts, never per frame.
  public func firstTime(passing level: Double, upward: Bool) -> Double? {
    guard level.isFinite else { return nil }
    // The closed form, without the snap at the settle time, which is checked on its own.
    func beyond(_ t: Double) -> Bool {
      let p = target + displacement(at: t)
      return upward ? p > level : p < level
    }
    // On the level and moving past it counts as passing it at once (the first time is the
    // earliest instant after which it is beyond).
    let leaving = from == level && (upward ? initialVelocity > 0 : initialVelocity < 0)
    if beyond(0) || leaving { return 0 }
    guard settleTime > 0 else { return nil }
    let turns = turningPoints
    var before = 0.0
    for end in [turns.first, turns.second, settleTime] {
      guard let end, end > before else { continue }
      let after = min(end, settleTime)
      if beyond(after) { return bisect(before, after, beyond) }
      if after >= settleTime { break }
      before = after
    }
    // Not passed while moving; the snap to the target at the settle time may pass it.
    return (upward ? target > level : target < level) ? settleTime : nil
  }

  /// The first two times after the start at which the velocity is zero (`nil` where there is
  /// none): where the motion turns. Underdamped, v ∝ sin(θ₀ − ω_d t) with
  /// θ₀ = atan2(b·ω_d − ζω₀x₀, x₀ω_d + ζω₀b), so turns are π/ω_d apart; critically damped,
  /// t = 1/ω₀ − x₀/b; overdamped, t = ln(−c₂r₂ / c₁r₁) / (r₁ − r₂).
  private var turningPoints: (first: Double?, second: Double?) {
    switch regime {
    case .none:
      return (nil, nil)
    case let .under(decay, omegaD, b):
      let p = b * omegaD - decay * x0
      let q = x0 * omegaD + decay * b
      var theta = atan2(p, q)
      theta -= (theta / .pi).rounded(.down) * .pi
      if theta <= 0 { theta += .pi }  // turning at the start: the next turn is half a period on
      let first = theta / omegaD
      let second = first + .pi / omegaD
      return (first.isFinite ? first : nil, second.isFinite ? second : nil)
    case let .critical(omega, b):
      guard b != 0 else { return (nil, nil) }
      let t = 1 / omega - x0 / b
      return (t.isFinite && t > 0 ? t : nil, nil)
    case let .over(r1, r2, c1, c2):
      let ratio = -(c2 * r2) / (c1 * r1)
      guard ratio.isFinite, ratio > 0 else { return (nil, nil) }
      let t = log(ratio) / (r1 - r2)
      return (t.isFinite && t > 0 ? t : nil, nil)
    }
  }

  /// The first time in (`low`, `high`] where `beyond` holds, to 10⁻⁹ s, given that it holds at
  /// `high`, not at `low`, and changes once in between.
  private func bisect(_ low: Double, _ high: Double, _ beyond: (Double) -> Bool) -> Double {
    var (before, after) = (low, high)
    for _ in 0..<64 where after - before > 1e-9 {
      let mid = (before + after) / 2
      if beyond(mid) { after = mid } else { before = mid }
    }
    return after
  }
}
