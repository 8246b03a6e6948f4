extension SpringMotion {
  /// The first time after the start at which the motion passes `level`: goes above it when
  /// `upward`, below it otherwise. `nil` if it never does before it settles.
  ///
  /// ``MotionLimit`` uses this to find where a spring runs into a hard stop. A damped spring
  /// never strays farther than √(x₀² + (v₀/ω₀)²) from its target (its energy only falls), so a
  /// level beyond that is rejected at once. Otherwise the motion is stepped at a 32nd of its
  /// natural period 2π/ω₀ (or settleTime / 2 048, whichever is longer) and the step where it
  /// first passes the level is bisected to 10⁻⁹ s. An excursion past the level shorter than a
  /// step can be missed; near a turning point a 32nd of a period spans under 0.5 % of the
  /// amplitude (1 − cos(π/32)).
  ///
  /// ```swift
  /// let motion = SpringMotion(from: 400, to: 500, initialVelocity: 0, spring: .default)
  /// motion.firstTime(passing: 500, upward: true)   // ≈ 0.232 s: its first overshoot begins
  /// ```
  ///
  /// - Complexity: at most 2 048 steps and 64 bisections, each one ``position(at:)``; no
  ///   allocation. Called once when a spring starts, never per frame.
  public func firstTime(passing level: Double, upward: Bool) -> Double? {
    guard level.isFinite, settleTime > 0 else { return nil }
    func beyond(_ t: Double) -> Bool {
      let p = position(at: t)
      return upward ? p > level : p < level
    }
    if beyond(0) { return 0 }
    let omega = spring.angularFrequency
    guard omega.isFinite, omega > 0 else { return nil }
    let x0 = from - target
    let speed = initialVelocity / omega
    let reach = (x0 * x0 + speed * speed).squareRoot()
    if (upward ? level - target : target - level) >= reach { return nil }
    let step = max(2 * Double.pi / omega / 32, settleTime / 2048)
    var before = 0.0
    var t = min(step, settleTime)
    while !beyond(t) {
      if t >= settleTime { return nil }
      before = t
      t = min(t + step, settleTime)
    }
    var after = t
    for _ in 0..<64 where after - before > 1e-9 {
      let mid = (before + after) / 2
      if beyond(mid) { after = mid } else { before = mid }
    }
    return after
  }
}
