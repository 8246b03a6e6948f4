import Testing

@_spi(Lab) @testable import BottomSheetCore

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// An independent reference for the closed form: classic 4th-order Runge–Kutta on
/// m·x″ + c·x′ + k·x = 0, using the spring's raw coefficients (not ω₀ or ζ).
///
/// With h = 10 µs and |λ|·h ≤ 2·10⁻³ for every spring below, the global error is below
/// 10⁻¹⁰ of the motion's scale — four orders under the tolerance the tests use.
private struct RK4Oscillator {
  let mass: Double
  let stiffness: Double
  let damping: Double
  var x: Double
  var v: Double

  init(spring: SheetSpring, x: Double, v: Double) {
    mass = spring.mass
    stiffness = spring.stiffness
    damping = spring.damping
    self.x = x
    self.v = v
  }

  private func acceleration(_ x: Double, _ v: Double) -> Double {
    -(stiffness * x + damping * v) / mass
  }

  mutating func step(_ h: Double) {
    let k1x = v
    let k1v = acceleration(x, v)
    let k2x = v + h / 2 * k1v
    let k2v = acceleration(x + h / 2 * k1x, v + h / 2 * k1v)
    let k3x = v + h / 2 * k2v
    let k3v = acceleration(x + h / 2 * k2x, v + h / 2 * k2v)
    let k4x = v + h * k3v
    let k4v = acceleration(x + h * k3x, v + h * k3v)
    x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
    v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
  }
}

struct SpringMotionCase: Sendable, CustomTestStringConvertible {
  var testDescription: String
  var spring: SheetSpring
  var from: Double
  var to: Double
  var velocity: Double

  var motion: SpringMotion {
    SpringMotion(from: from, to: to, initialVelocity: velocity, spring: spring)
  }

  /// A length that bounds the motion: |x₀| + |v₀|/ω₀.
  var scale: Double { abs(from - to) + abs(velocity) / spring.angularFrequency }
}

private let regimeCases: [SpringMotionCase] = [
  // Underdamped.
  .init(
    testDescription: "under: default, 800→200 flung down", spring: .default, from: 800, to: 200,
    velocity: 3000),
  .init(
    testDescription: "under: default, 200→800 flung away", spring: .default, from: 200, to: 800,
    velocity: -2500),
  .init(
    testDescription: "under: ζ 0.3 from rest",
    spring: SheetSpring(response: 0.5, dampingFraction: 0.3),
    from: 0, to: 400, velocity: 0),
  .init(
    testDescription: "under: duration 0.5 bounce 0.3",
    spring: SheetSpring(duration: 0.5, bounce: 0.3),
    from: 600, to: 0, velocity: 1200),
  .init(
    testDescription: "under: mass 2, k 300, c 10",
    spring: SheetSpring(mass: 2, stiffness: 300, damping: 10),
    from: -50, to: 50, velocity: 0),
  .init(
    testDescription: "under: at target, moving", spring: .default, from: 300, to: 300,
    velocity: 1800),
  // Critically damped.
  .init(
    testDescription: "critical: ζ 1, from rest",
    spring: SheetSpring(response: 0.35, dampingFraction: 1),
    from: 900, to: 100, velocity: 0),
  .init(
    testDescription: "critical: reduced motion, overshooting fling", spring: .reducedMotion,
    from: 100, to: 500, velocity: 9000),
  .init(
    testDescription: "critical: bounce 0, flung away",
    spring: SheetSpring(duration: 0.5, bounce: 0),
    from: 400, to: 0, velocity: 2000),
  // Overdamped.
  .init(
    testDescription: "over: ζ 1.5", spring: SheetSpring(response: 0.35, dampingFraction: 1.5),
    from: 0, to: 700, velocity: 0),
  .init(
    testDescription: "over: bounce -0.5 (ζ 2), overshooting fling",
    spring: SheetSpring(duration: 0.5, bounce: -0.5), from: 100, to: 500, velocity: 12000),
  .init(
    testDescription: "over: mass 2, k 100, c 60 (ζ 2.12)",
    spring: SheetSpring(mass: 2, stiffness: 100, damping: 60), from: 250, to: -250, velocity: -700),
]

@Suite("Physics: SpringMotion")
struct PhysicsSpringMotionTests {
  @Test func constants() {
    #expect(SpringMotion.positionTolerance == 0.1)
    #expect(SpringMotion.velocityTolerance == 1)
    #expect(SpringMotion.maximumDuration == 10)
  }

  /// Closed form vs RK4 at every millisecond until the motion settles (at most 2 s).
  @Test("closed form matches RK4 integration", arguments: regimeCases)
  func matchesNumericIntegration(_ row: SpringMotionCase) {
    let motion = row.motion
    var reference = RK4Oscillator(spring: row.spring, x: row.from - row.to, v: row.velocity)
    let h = 1e-5
    let end = min(motion.settleTime, 2)
    var worstX = 0.0
    var worstV = 0.0
    var step = 0
    while Double(step) * h < end {
      if step % 100 == 0 {
        let t = Double(step) * h
        worstX = max(worstX, abs(motion.position(at: t) - row.to - reference.x))
        worstV = max(worstV, abs(motion.velocity(at: t) - reference.v))
      }
      reference.step(h)
      step += 1
    }
    #expect(step > 10_000)  // compared over ≥ 0.1 s, ≥ 100 instants
    #expect(worstX <= 1e-6 * row.scale)
    #expect(worstV <= 1e-6 * row.scale * row.spring.angularFrequency)
  }

  /// velocity(at:) is the derivative of position(at:) (central differences, h = 1 µs), and
  /// the pair satisfies the equation of motion: m·v′ = −k·x − c·v.
  @Test("velocity is the derivative of position", arguments: regimeCases)
  func velocityIsDerivative(_ row: SpringMotionCase) {
    let motion = row.motion
    let h = 1e-6
    let spring = row.spring
    let vScale = row.scale * spring.angularFrequency
    for t in stride(from: 0.002, to: min(motion.settleTime - 0.002, 1.5), by: 0.0173) {
      let slope = (motion.position(at: t + h) - motion.position(at: t - h)) / (2 * h)
      #expect(abs(slope - motion.velocity(at: t)) <= 1e-5 * vScale)
      let acceleration = (motion.velocity(at: t + h) - motion.velocity(at: t - h)) / (2 * h)
      let x = motion.position(at: t) - row.to
      let force = -spring.stiffness * x - spring.damping * motion.velocity(at: t)
      // |a| is at most of order ω₀·vScale; the check is 10⁻⁵ of that.
      #expect(abs(acceleration - force / spring.mass) <= 1e-5 * spring.angularFrequency * vScale)
    }
  }

  /// No jump at release: the motion starts exactly where and as fast as the finger left it.
  @Test("starts at `from` with the release velocity", arguments: regimeCases)
  func startsAtRelease(_ row: SpringMotionCase) {
    let motion = row.motion
    #expect(abs(motion.position(at: 0) - row.from) <= 1e-9 * max(1, abs(row.from)))
    #expect(abs(motion.velocity(at: 0) - row.velocity) <= 1e-9 * max(1, abs(row.velocity)))
    #expect(motion.from == row.from && motion.target == row.to)
    #expect(motion.initialVelocity == row.velocity)
    // Before the start the motion holds its start.
    #expect(motion.position(at: -1) == motion.position(at: 0))
    #expect(motion.velocity(at: -1) == motion.velocity(at: 0))
  }

  /// settleTime is finite; from it on the position is exactly the target and the velocity 0;
  /// and the true motion (RK4, no snapping) really stays within tolerance after it.
  @Test("after settleTime the motion is exactly at rest, and it is safe", arguments: regimeCases)
  func settleIsExactAndSafe(_ row: SpringMotionCase) {
    let motion = row.motion
    let settle = motion.settleTime
    #expect(settle.isFinite && settle > 0 && settle < SpringMotion.maximumDuration)
    for t in [settle, settle + 1e-9, settle + 0.5, 1e6, .infinity] {
      #expect(motion.position(at: t) == row.to)
      #expect(motion.velocity(at: t) == 0)
      #expect(motion.isSettled(at: t))
    }
    #expect(!motion.isSettled(at: settle - 1e-3))
    // The unsnapped motion from settleTime on, for 3 s.
    var reference = RK4Oscillator(spring: row.spring, x: row.from - row.to, v: row.velocity)
    let h = 1e-5
    var t = 0.0
    while t < settle {
      reference.step(h)
      t += h
    }
    var worstX = 0.0
    var worstV = 0.0
    while t < settle + 3 {
      worstX = max(worstX, abs(reference.x))
      worstV = max(worstV, abs(reference.v))
      reference.step(h)
      t += h
    }
    #expect(worstX <= SpringMotion.positionTolerance + 1e-6)
    #expect(worstV <= SpringMotion.velocityTolerance + 1e-6)
  }

  /// The last instant before settleTime where |x| > 0.1 or |v| > 1, scanned every 0.1 ms.
  private func lastVisibleMotion(_ motion: SpringMotion) -> Double {
    var last = 0.0
    for t in stride(from: 0, to: motion.settleTime, by: 1e-4) {
      let x = motion.position(at: t) - motion.target
      if abs(x) > SpringMotion.positionTolerance
        || abs(motion.velocity(at: t)) > SpringMotion.velocityTolerance
      {
        last = t
      }
    }
    return last
  }

  /// settleTime comes from the solution's envelope, so it is late by at most the time from
  /// the last visible peak to where the envelope crosses the tolerance. For an underdamped
  /// motion |x| and |v| are damped sinusoids, A·e^(−ζω₀t)·|cos(ω_d t − φ)|, whose peaks are π/ω_d
  /// apart and touch the envelope to within a factor e^(−ζω₀π/ω_d): so the last exceedance is
  /// within half a damped period, π/ω_d, of settleTime. Critical and overdamped envelopes are
  /// (nearly) the motion itself, so there the bound is tight.
  @Test("settleTime is not absurdly conservative", arguments: regimeCases)
  func settleIsTight(_ row: SpringMotionCase) {
    let motion = row.motion
    let last = lastVisibleMotion(motion)
    let zeta = row.spring.dampingRatio
    if zeta < 1 - 1e-9 {
      let halfPeriod = Double.pi / (row.spring.angularFrequency * (1 - zeta * zeta).squareRoot())
      #expect(motion.settleTime - last <= halfPeriod)
    } else {
      #expect(last >= 0.95 * motion.settleTime)
    }
  }

  /// Measured for the springs a sheet uses (ζ 0.5…1, moves 1–800 pt, flings up to 3000 pt/s):
  /// the last visible motion is at ≥ 80 % of settleTime (the default spring's worst is 84.7 %,
  /// i.e. ~95 ms of sub-tolerance tail at ~0.65 s).
  @Test(
    "typical sheet motions: last visible motion ≥ 80 % of settleTime",
    arguments: [
      SheetSpring.default, .reducedMotion, SheetSpring(response: 0.5, dampingFraction: 0.5),
      SheetSpring(response: 0.35, dampingFraction: 0.9),
    ])
  func typicalSettleRatio(spring: SheetSpring) {
    for (distance, velocity) in [
      (800.0, 0.0), (400, 2000), (400, -3000), (0, 1500), (20, 0), (1, 0), (150, -600),
    ] {
      let motion = SpringMotion(from: distance, to: 0, initialVelocity: velocity, spring: spring)
      let last = lastVisibleMotion(motion)
      #expect(last >= 0.8 * motion.settleTime, "\(distance) pt at \(velocity) pt/s")
    }
  }

  /// An undamped spring (bounce 1) never settles by itself: it stops at maximumDuration.
  @Test func undampedStopsAtMaximumDuration() {
    let motion = SpringMotion(
      from: 0, to: 100, initialVelocity: 0, spring: SheetSpring(duration: 0.5, bounce: 1))
    #expect(motion.settleTime == SpringMotion.maximumDuration)
    // Still oscillating at full amplitude just before: x(t) = −100·cos(4πt).
    #expect(abs(motion.position(at: 9.75) - (100 - 100 * cos(4 * Double.pi * 9.75))) <= 1e-6)
    #expect(motion.position(at: 10) == 100)
  }

  @Test func alreadyAtRestNeedsNoMotion() {
    let motion = SpringMotion(from: 420, to: 420, initialVelocity: 0, spring: .default)
    #expect(motion.settleTime == 0)
    #expect(motion.isSettled(at: 0))
    #expect(motion.position(at: 0) == 420 && motion.velocity(at: 0) == 0)
  }

  /// Catching a motion mid-flight and re-seeding it from where it *is* continues the same
  /// trajectory; re-targeting keeps position and velocity continuous at the switch.
  @Test("interrupting a motion continues from where it is", arguments: regimeCases)
  func interruption(_ row: SpringMotionCase) {
    let first = row.motion
    let t1 = min(0.137, first.settleTime / 2)
    let x1 = first.position(at: t1)
    let v1 = first.velocity(at: t1)
    let resumed = SpringMotion(from: x1, to: row.to, initialVelocity: v1, spring: row.spring)
    // Each motion snaps at its own settleTime (computed from its own start, so the resumed
    // one's can come earlier); compare while both are still moving.
    let overlap = min(first.settleTime - t1, resumed.settleTime, 1)
    #expect(overlap > 0.1)
    for dt in stride(from: 0.0, to: overlap, by: 0.01) {
      #expect(abs(resumed.position(at: dt) - first.position(at: t1 + dt)) <= 1e-9 * row.scale)
      #expect(
        abs(resumed.velocity(at: dt) - first.velocity(at: t1 + dt))
          <= 1e-9 * row.scale * row.spring.angularFrequency)
    }
    let retargeted = SpringMotion(from: x1, to: row.to + 250, initialVelocity: v1, spring: .default)
    #expect(abs(retargeted.position(at: 0) - x1) <= 1e-9 * max(1, abs(x1)))
    #expect(abs(retargeted.velocity(at: 0) - v1) <= 1e-9 * max(1, abs(v1)))
  }

  // MARK: - Bad input

  @Test func nonFiniteArgumentsAreReplaced() {
    let nanFrom = SpringMotion(from: .nan, to: 300, initialVelocity: 500, spring: .default)
    #expect(nanFrom.from == 300 && nanFrom.initialVelocity == 500)
    #expect(nanFrom.position(at: 0) == 300)
    let nanTarget = SpringMotion(from: 50, to: .nan, initialVelocity: 0, spring: .default)
    #expect(nanTarget.target == 0 && nanTarget.from == 50)
    let nanVelocity = SpringMotion(from: 50, to: 0, initialVelocity: .nan, spring: .default)
    #expect(nanVelocity.initialVelocity == 0)
    let infVelocity = SpringMotion(from: 50, to: 0, initialVelocity: .infinity, spring: .default)
    #expect(infVelocity.initialVelocity == 0)
    let allBad = SpringMotion(
      from: .infinity, to: .nan, initialVelocity: -.infinity, spring: .default)
    #expect(allBad.settleTime == 0 && allBad.position(at: 0.1) == 0)
    for motion in [nanFrom, nanTarget, nanVelocity, infVelocity, allBad] {
      for t in stride(from: 0.0, through: 1, by: 0.01) {
        #expect(motion.position(at: t).isFinite && motion.velocity(at: t).isFinite)
      }
    }
  }

  @Test(
    "huge velocities are clamped to ±100 000 pt/s",
    arguments: [(1e9, 100_000.0), (-1e300, -100_000), (100_000, 100_000), (99_999.5, 99_999.5)])
  func velocityClamp(velocity: Double, expected: Double) {
    let motion = SpringMotion(from: 0, to: 500, initialVelocity: velocity, spring: .default)
    #expect(motion.initialVelocity == expected)
    #expect(abs(motion.velocity(at: 0) - expected) <= 1e-9 * abs(expected))
    #expect(motion.settleTime < SpringMotion.maximumDuration)
  }

  /// from − target overflowed to +∞ here (1e308 − (−1e308)) and made every position NaN;
  /// the displacement is now clamped to ±10¹² pt (`maximumDisplacement`).
  @Test func hugeDisplacementIsClamped() {
    let overflow = SpringMotion(from: 1e308, to: -1e308, initialVelocity: 0, spring: .default)
    let far = SpringMotion(from: 1e300, to: 0, initialVelocity: 1e5, spring: .default)
    #expect(far.from == 1e12)
    // Anything the engine's geometry allows (10⁹ pt, a few times over) is not moved.
    let tall = SpringMotion(from: -2e9, to: 1e9, initialVelocity: 0, spring: .default)
    #expect(tall.from == -2e9 && tall.position(at: 0) == -2e9)
    for motion in [overflow, far] {
      #expect(motion.settleTime.isFinite)
      for t in stride(from: 0.0, through: 3, by: 0.005) {
        #expect(motion.position(at: t).isFinite && motion.velocity(at: t).isFinite)
      }
    }
  }

  @Test func nonFiniteTimes() {
    let motion = SpringMotion(from: 0, to: 100, initialVelocity: 0, spring: .default)
    #expect(motion.position(at: .nan) == 100 && motion.velocity(at: .nan) == 0)
    #expect(motion.position(at: .infinity) == 100 && motion.velocity(at: .infinity) == 0)
    // Before the start: the start (velocity 0 up to rounding, as at t = 0).
    #expect(motion.position(at: -.infinity) == 0)
    #expect(motion.velocity(at: -.infinity) == motion.velocity(at: 0))
    #expect(abs(motion.velocity(at: 0)) <= 1e-9)
  }
}
