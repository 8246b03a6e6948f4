#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// One solved spring motion: a ``SheetSpring`` released from a position with a velocity, toward a
/// target, evaluated exactly at any time.
///
/// The damped oscillator m·x″ + c·x′ + k·x = 0 (x = displacement from the target) is solved in
/// closed form for the three regimes, so ``position(at:)`` and ``velocity(at:)`` are exact at
/// any `t` and a motion can be interrupted and re-seeded from where the sheet *is*:
///
/// - underdamped (ζ < 1): x = e^(−ζω₀t) · (x₀ cos ω_d t + (v₀ + ζω₀x₀)/ω_d · sin ω_d t),
///   ω_d = ω₀√(1 − ζ²)
/// - critically damped (ζ = 1): x = e^(−ω₀t) · (x₀ + (v₀ + ω₀x₀) t)
/// - overdamped (ζ > 1): x = c₁e^(r₁t) + c₂e^(r₂t), r₁,₂ = −ω₀(ζ ∓ √(ζ² − 1))
///
/// (Any mechanics text, e.g. Taylor, *Classical Mechanics*, §5.4.)
///
/// ``settleTime`` is computed once, conservatively, from the solution's envelope: after it,
/// the displacement stays within ``positionTolerance`` and the speed within
/// ``velocityTolerance`` for ever, so snapping to the target there is invisible.
///
/// Complexity: O(1) per evaluation; the initialiser is O(1) plus a bounded bisection (≤ 60
/// steps). Nothing allocates.
@_spi(Lab) public struct SpringMotion: Sendable, Equatable {
  /// Where the motion ends, in the same units as the start.
  public let target: Double
  /// The start position.
  public let from: Double
  /// The start velocity, in units per second.
  public let initialVelocity: Double
  /// The spring that drives it.
  public let spring: SheetSpring
  /// Seconds after the start when the motion is considered finished; ≥ 0 and finite.
  public let settleTime: Double

  /// Displacement under which the motion counts as arrived: 0.1 pt, under a third of a pixel
  /// on a 3× screen.
  public static let positionTolerance = 0.1
  /// Speed under which the motion counts as arrived, in points per second.
  public static let velocityTolerance = 1.0
  /// The longest motion this engine will run before snapping, in seconds.
  public static let maximumDuration = 10.0
  /// The largest distance from the target a motion starts at, in points: 10¹².
  ///
  /// A start farther away is moved to this distance (``from`` reports it), because
  /// `from − target` can overflow to ±∞ even when both are finite, and a huge displacement
  /// overflows the closed form's products (ζω₀x₀ ≤ 1000 · 2π·1000 · x₀, under 10¹⁹ here).
  /// It is far beyond any start the engine can produce: geometry is limited to
  /// ``SheetContext/maximumLength`` (10⁹ pt) and an overshoot to the rubber band's reach
  /// beyond it, so no sheet jumps when a spring starts. (At 10⁹ a dismissing sheet of that
  /// size, overshooting below its hidden height, jumped 423 000 pt when presented again.)
  public static let maximumDisplacement = 1e12

  /// The closed form's shape and constants (internal: ``firstTime(passing:upward:)`` finds the
  /// turning points from them).
  enum Regime: Sendable, Equatable {
    case under(decay: Double, omegaD: Double, b: Double)
    case critical(omega: Double, b: Double)
    case over(r1: Double, r2: Double, c1: Double, c2: Double)
    case none
  }

  let regime: Regime
  /// The start's displacement from the target, after clamping.
  let x0: Double

  /// Solves a spring from `from` with `initialVelocity` toward `target`.
  ///
  /// Non-finite arguments are treated as: `target` → 0, `from` → `target`, velocity → 0, so the
  /// result is always finite. A huge velocity is clamped to ±100 000 pt/s and a displacement
  /// `from − target` beyond ±``maximumDisplacement`` to that bound (``from`` then reports the
  /// clamped start).
  public init(from: Double, to target: Double, initialVelocity: Double, spring: SheetSpring) {
    let safeTarget = target.isFinite ? target : 0
    let safeFrom = from.isFinite ? from : safeTarget
    var v0 = initialVelocity.isFinite ? initialVelocity : 0
    v0 = min(max(v0, -100_000), 100_000)
    let rawX0 = safeFrom - safeTarget
    let x0 = min(max(rawX0, -Self.maximumDisplacement), Self.maximumDisplacement)
    self.target = safeTarget
    self.from = x0 == rawX0 ? safeFrom : safeTarget + x0
    self.initialVelocity = v0
    self.spring = spring
    self.x0 = x0
    let omega = spring.angularFrequency
    let zeta = spring.dampingRatio
    let regime: Regime
    if x0 == 0 && v0 == 0 {
      regime = .none
    } else if abs(zeta - 1) < 1e-9 {
      regime = .critical(omega: omega, b: v0 + omega * x0)
    } else if zeta < 1 {
      let omegaD = omega * (1 - zeta * zeta).squareRoot()
      let decay = zeta * omega
      regime = .under(decay: decay, omegaD: omegaD, b: (v0 + decay * x0) / omegaD)
    } else {
      let root = (zeta * zeta - 1).squareRoot()
      let r1 = -omega * (zeta - root)
      let r2 = -omega * (zeta + root)
      let c2 = (v0 - r1 * x0) / (r2 - r1)
      regime = .over(r1: r1, r2: r2, c1: x0 - c2, c2: c2)
    }
    self.regime = regime
    self.settleTime = SpringMotion.settleTime(regime: regime, x0: x0, v0: v0)
  }

  /// The position at `t` seconds after the start; exactly `target` from ``settleTime`` on.
  public func position(at t: Double) -> Double {
    guard t < settleTime else { return target }
    return target + displacement(at: max(t, 0))
  }

  /// The velocity at `t` seconds after the start; 0 from ``settleTime`` on.
  public func velocity(at t: Double) -> Double {
    guard t < settleTime else { return 0 }
    let t = max(t, 0)
    switch regime {
    case .none:
      return 0
    case let .under(decay, omegaD, b):
      let e = exp(-decay * t)
      let c = cos(omegaD * t)
      let s = sin(omegaD * t)
      return e * ((b * omegaD - decay * x0) * c - (x0 * omegaD + decay * b) * s)
    case let .critical(omega, b):
      return exp(-omega * t) * (b - omega * (x0 + b * t))
    case let .over(r1, r2, c1, c2):
      return c1 * r1 * exp(r1 * t) + c2 * r2 * exp(r2 * t)
    }
  }

  /// True when the motion has arrived at `t`.
  public func isSettled(at t: Double) -> Bool { t >= settleTime }

  /// The closed form's displacement from the target at `t` ≥ 0, without the snap at
  /// ``settleTime``.
  func displacement(at t: Double) -> Double {
    switch regime {
    case .none:
      return 0
    case let .under(decay, omegaD, b):
      return exp(-decay * t) * (x0 * cos(omegaD * t) + b * sin(omegaD * t))
    case let .critical(omega, b):
      return exp(-omega * t) * (x0 + b * t)
    case let .over(r1, r2, c1, c2):
      return c1 * exp(r1 * t) + c2 * exp(r2 * t)
    }
  }

  /// Upper bounds of |x(t)| and |v(t)| that never increase after the returned time, so the first
  /// time both are under tolerance is a safe settle time.
  private static func envelope(_ regime: Regime, x0: Double, v0: Double, t: Double) -> (
    x: Double, v: Double
  ) {
    switch regime {
    case .none:
      return (0, 0)
    case let .under(decay, omegaD, b):
      let amplitude = (x0 * x0 + b * b).squareRoot()
      let e = exp(-decay * t)
      let omega0 = (decay * decay + omegaD * omegaD).squareRoot()
      return (amplitude * e, amplitude * omega0 * e)
    case let .critical(omega, b):
      let e = exp(-omega * t)
      return ((abs(x0) + abs(b) * t) * e, (abs(b - omega * x0) + omega * abs(b) * t) * e)
    case let .over(r1, r2, c1, c2):
      let e1 = exp(r1 * t)
      let e2 = exp(r2 * t)
      return (abs(c1) * e1 + abs(c2) * e2, abs(c1 * r1) * e1 + abs(c2 * r2) * e2)
    }
  }

  private static func settleTime(regime: Regime, x0: Double, v0: Double) -> Double {
    if case .none = regime { return 0 }
    func settled(_ t: Double) -> Bool {
      let e = envelope(regime, x0: x0, v0: v0, t: t)
      return e.x <= positionTolerance && e.v <= velocityTolerance
    }
    // The critical envelope (a + bt)e^(−ωt) rises until t* = 1/ω − a/b; search after it so the
    // bisection sees a monotone predicate.
    var low = 0.0
    if case let .critical(omega, b) = regime, b != 0 {
      low = max(0, 1 / omega - abs(x0) / abs(b))
      let lowV = max(0, 1 / omega - abs(b - omega * x0) / (omega * abs(b)))
      low = max(low, lowV)
    }
    // For a slow critical spring (response up to 1000 s) t* lies far past maximumDuration.
    // Every motion ends by the cap: one that is not within tolerance there snaps to its target
    // at the cap (a motion already within tolerance at its envelope's peak does so unseen).
    low = min(low, maximumDuration)
    if settled(low) { return low }
    var high = maximumDuration
    guard settled(high) else { return high }
    for _ in 0..<60 {
      let mid = (low + high) / 2
      if settled(mid) { high = mid } else { low = mid }
      if high - low < 1e-4 { break }
    }
    return high
  }
}
