@_spi(Lab) import BottomSheetCore
import Foundation
import Testing

/// `SpringMotion.firstTime(passing:upward:)`: where a spring first passes a level, against the
/// closed-form answer where there is one.
@Suite("Physics: SpringMotion crossings")
struct SpringCrossingTests {
  /// Underdamped from rest, 100 pt below its target: the displacement
  /// e^(−ζω₀t)(x₀ cos ω_d t + (ζω₀x₀/ω_d) sin ω_d t) is first 0 at ω_d t = π − atan(ω_d / ζω₀).
  @Test(arguments: [0.8, 0.5, 0.2, 0.05])
  func underdampedFirstOvershoot(damping: Double) throws {
    let spring = SheetSpring(response: 0.35, dampingFraction: damping)
    let motion = SpringMotion(from: 400, to: 500, initialVelocity: 0, spring: spring)
    let omega = 2 * Double.pi / 0.35
    let omegaD = omega * (1 - damping * damping).squareRoot()
    let expected = (Double.pi - atan(omegaD / (damping * omega))) / omegaD
    let t = try #require(motion.firstTime(passing: 500, upward: true))
    #expect(abs(t - expected) <= 1e-8)
  }

  /// The default spring's first overshoot begins at 0.232 s (the DocC example).
  @Test func defaultSpringExample() throws {
    let motion = SpringMotion(from: 400, to: 500, initialVelocity: 0, spring: .default)
    let t = try #require(motion.firstTime(passing: 500, upward: true))
    #expect(abs(t - 0.2319) < 1e-4)
  }

  /// A level on the way is passed where the position equals it, and before that never.
  @Test func levelOnTheWay() throws {
    let motion = SpringMotion(from: 400, to: 500, initialVelocity: 0, spring: .default)
    let t = try #require(motion.firstTime(passing: 450, upward: true))
    #expect(abs(motion.position(at: t) - 450) <= 1e-6)
    #expect(motion.position(at: t - 1e-3) < 450)
    // Going down toward 100 from 400, 300 is passed on the way too.
    let down = SpringMotion(from: 400, to: 100, initialVelocity: 0, spring: .default)
    let td = try #require(down.firstTime(passing: 300, upward: false))
    #expect(abs(down.position(at: td) - 300) <= 1e-6)
  }

  /// Critically damped from rest never overshoots; an overdamped spring thrown hard does,
  /// once, before its peak.
  @Test func criticalAndOverdamped() throws {
    let critical = SpringMotion(
      from: 400, to: 500, initialVelocity: 0,
      spring: SheetSpring(response: 0.35, dampingFraction: 1))
    #expect(critical.firstTime(passing: 500, upward: true) == nil)
    let over = SpringMotion(
      from: 400, to: 500, initialVelocity: 8000,  // overshoots by 44 pt
      spring: SheetSpring(response: 0.35, dampingFraction: 1.5))
    let t = try #require(over.firstTime(passing: 500, upward: true))
    #expect(abs(over.position(at: t) - 500) <= 1e-6)
    #expect(over.velocity(at: t) > 0)
  }

  /// Beyond the energy bound √(x₀² + (v₀/ω₀)²) it answers at once, and nothing is NaN.
  @Test func unreachableAndBadLevels() {
    let motion = SpringMotion(from: 400, to: 500, initialVelocity: 0, spring: .default)
    #expect(motion.firstTime(passing: 601, upward: true) == nil)  // reach is 100
    #expect(motion.firstTime(passing: .nan, upward: true) == nil)
    #expect(motion.firstTime(passing: .infinity, upward: true) == nil)
    #expect(motion.firstTime(passing: 399, upward: false) == nil)
    #expect(motion.firstTime(passing: 300, upward: true) == 0)  // already above it at the start
    // On the level and moving past it: at once; moving away from it: not yet.
    let leaving = SpringMotion(from: 500, to: 400, initialVelocity: 800, spring: .default)
    #expect(leaving.firstTime(passing: 500, upward: true) == 0)
    #expect(leaving.firstTime(passing: 500, upward: false).map { $0 > 0 } == true)
  }

  /// A slow undamped spring (response 100 s, so its first turn, 25 s in, is after the 10 s cap
  /// on its settle time): x = (v₀/ω₀) sin ω₀t passes −0.1 at asin(0.1 ω₀ / 0.5) / ω₀ ≈ 0.2 s.
  /// A search that stepped a 32nd of the period stepped straight past the settle time.
  @Test func slowSpringTurningAfterItsSettleTime() throws {
    let motion = SpringMotion(
      from: 0, to: 0, initialVelocity: -0.5, spring: SheetSpring(response: 100, dampingFraction: 0))
    let omega = 2 * Double.pi / 100
    let t = try #require(motion.firstTime(passing: -0.1, upward: false))
    #expect(abs(t - asin(0.1 * omega / 0.5) / omega) <= 1e-8)
  }

  /// A fast, barely damped spring (a 10 ms period, settling for seconds) that overshoots 0.15
  /// by a hundredth of a point in its first swing: found in the first quarter period.
  @Test func fastSpringShallowFirstSwing() throws {
    let spring = SheetSpring(response: 0.01, dampingFraction: 0.001)
    let motion = SpringMotion(from: 0, to: 0, initialVelocity: 100, spring: spring)
    let t = try #require(motion.firstTime(passing: 0.15, upward: true))
    #expect(t < 0.0025)  // before the first turn, a quarter of the 10 ms period
    #expect(abs(motion.position(at: t) - 0.15) <= 1e-6)
  }
}
