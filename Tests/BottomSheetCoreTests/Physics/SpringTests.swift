import Testing

@_spi(Lab) @testable import BottomSheetCore

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Pins `SheetSpring`'s three parameterisations to the mappings SwiftUI uses.
///
/// Sources: Apple's SwiftUI `Spring` documentation (overview example values, `init(duration:
/// bounce:)`, `init(mass:stiffness:damping:allowOverDamping:)`, `dampingRatio`, `response`),
/// `Animation.spring(response:dampingFraction:blendDuration:)` (defaults 0.5 / 0.825, "a value of
/// zero requests an infinitely-stiff spring"), and the OpenSwiftUI reimplementation
/// (`Spring+DurationBounce.swift`) for the negative-bounce branch.
@Suite("Physics: SheetSpring")
struct PhysicsSpringTests {
  /// (response, ζ) → stiffness = (2π/response)², damping = 4πζ/response, mass 1.
  @Test(
    "response/dampingFraction map to mass 1, k = (2π/r)², c = 4πζ/r",
    arguments: [
      (0.35, 0.8), (0.5, 0.825), (0.15, 0.86), (0.2, 1.0), (0.55, 0.3), (1.2, 2.5), (0.35, 0.0),
    ])
  func responseMapping(response: Double, fraction: Double) {
    let spring = SheetSpring(response: response, dampingFraction: fraction)
    let omega = 2 * Double.pi / response
    #expect(spring.mass == 1)
    #expect(abs(spring.stiffness - omega * omega) <= 1e-12 * omega * omega)
    #expect(
      abs(spring.damping - 4 * Double.pi * fraction / response) <= 1e-12 * (1 + spring.damping))
    #expect(abs(spring.response - response) <= 1e-12 * response)
    #expect(abs(spring.dampingRatio - fraction) <= 1e-12)
    #expect(abs(spring.angularFrequency - omega) <= 1e-12 * omega)
    #expect(!spring.isSanitized)
  }

  /// Apple's `Spring` overview: `Spring(duration: 0.5, bounce: 0.3)` has
  /// (mass, stiffness, damping) = (1.0, 157.9, 17.6) — printed to one decimal, so ±0.05.
  @Test func appleOverviewDurationBounceExample() {
    let spring = SheetSpring(duration: 0.5, bounce: 0.3)
    #expect(spring.mass == 1)
    #expect(abs(spring.stiffness - 157.9) <= 0.05)
    #expect(abs(spring.damping - 17.6) <= 0.05)
    // Unrounded: (4π)² and 4π · 0.7 / 0.5.
    #expect(abs(spring.stiffness - 157.913_670_417_429_7) <= 1e-9)
    #expect(abs(spring.damping - 17.592_918_860_102_84) <= 1e-9)
  }

  /// Apple's `Spring` overview: `Spring(mass: 1, stiffness: 100, damping: 10)` has
  /// (duration, bounce) = (0.63, 0.5). We expose duration as `response` (2π/10 = 0.628) and
  /// bounce as ζ = 1 − bounce = 0.5; the coefficients are kept exactly as given.
  @Test func appleOverviewMassStiffnessDampingExample() {
    let spring = SheetSpring(mass: 1, stiffness: 100, damping: 10)
    #expect(abs(spring.response - 0.63) <= 0.005)
    #expect(abs(spring.response - 2 * Double.pi / 10) <= 1e-12)
    #expect(abs((1 - spring.dampingRatio) - 0.5) <= 1e-12)
    #expect(spring.mass == 1 && spring.stiffness == 100 && spring.damping == 10)
    #expect(!spring.isSanitized)
  }

  /// Mass other than 1: ω₀ = √(k/m), ζ = c / (2√(km)).
  @Test func massEntersFrequencyAndRatio() {
    let spring = SheetSpring(mass: 4, stiffness: 400, damping: 40)
    #expect(spring.angularFrequency == 10)
    #expect(spring.dampingRatio == 0.5)
    #expect(abs(spring.response - 0.2 * Double.pi) <= 1e-12)
    // Difference from SwiftUI: its `allowOverDamping` defaults to false and turns ζ > 1 into
    // critical damping; ours always keeps the overdamping it is given.
    let over = SheetSpring(mass: 1, stiffness: 100, damping: 60)
    #expect(over.dampingRatio == 3)
  }

  /// bounce → ζ: 1 − b for b ≥ 0, 1 / (1 + b) for b < 0; response = duration.
  @Test(
    "bounce maps to damping ratio",
    arguments: [
      (0.3, 0.7), (0.0, 1.0), (1.0, 0.0), (0.15, 0.85), (-0.5, 2.0), (-0.25, 4.0 / 3.0),
      (-0.99, 100.0),
    ])
  func bounceMapping(bounce: Double, ratio: Double) {
    let spring = SheetSpring(duration: 0.5, bounce: bounce)
    #expect(abs(spring.dampingRatio - ratio) <= 1e-9 * ratio + 1e-12)
    #expect(abs(spring.response - 0.5) <= 1e-12)
    #expect(!spring.isSanitized)
  }

  /// `Animation.spring()`'s documented defaults (response 0.5, dampingFraction 0.825) and
  /// `interactiveSpring()`'s (0.15, 0.86). blendDuration has no analogue here: a new motion
  /// always starts from the current position and velocity.
  @Test func animationSpringDefaults() {
    let spring = SheetSpring(response: 0.5, dampingFraction: 0.825)
    #expect(abs(spring.stiffness - 157.913_670_417_429_7) <= 1e-9)
    #expect(abs(spring.damping - 20.734_511_513_692_635) <= 1e-9)
    let interactive = SheetSpring(response: 0.15, dampingFraction: 0.86)
    #expect(abs(interactive.stiffness - 1754.596_337_971_441) <= 1e-8)
    #expect(abs(interactive.damping - 72.047_191_522_325_92) <= 1e-9)
  }

  @Test func packageSprings() {
    #expect(SheetSpring.default == SheetSpring(response: 0.35, dampingFraction: 0.8))
    #expect(abs(SheetSpring.default.stiffness - 322.272_796_770_264_7) <= 1e-9)
    #expect(abs(SheetSpring.default.damping - 28.723_132_832_820_97) <= 1e-9)
    #expect(abs(SheetSpring.reducedMotion.dampingRatio - 1) <= 1e-12)
    #expect(abs(SheetSpring.reducedMotion.response - 0.2) <= 1e-12)
    #expect(!SheetSpring.default.isSanitized && !SheetSpring.reducedMotion.isSanitized)
  }

  struct BadSpring: Sendable, CustomTestStringConvertible {
    var testDescription: String
    var make: @Sendable () -> SheetSpring
    /// Expected (response, ζ) after sanitising.
    var response: Double
    var ratio: Double
  }

  /// Invalid parameters fall back to the default's; out-of-range ones are clamped into
  /// response 0.001…1000 s and ζ ≤ 1000. Before the clamping, every finite-but-extreme row
  /// below produced NaN positions (e.g. response 1e-300 made stiffness +∞).
  @Test(
    "bad parameters are sanitized into a solvable spring",
    arguments: [
      BadSpring(
        testDescription: "response NaN",
        make: { SheetSpring(response: .nan, dampingFraction: 0.5) },
        response: 0.35, ratio: 0.5),
      BadSpring(
        testDescription: "response -1", make: { SheetSpring(response: -1, dampingFraction: 0.5) },
        response: 0.35, ratio: 0.5),
      BadSpring(
        testDescription: "response +inf",
        make: { SheetSpring(response: .infinity, dampingFraction: 0.5) }, response: 0.35, ratio: 0.5
      ),
      BadSpring(
        testDescription: "response 0 (SwiftUI: infinitely stiff)",
        make: { SheetSpring(response: 0, dampingFraction: 0.5) }, response: 0.001, ratio: 0.5),
      BadSpring(
        testDescription: "response 1e-300",
        make: { SheetSpring(response: 1e-300, dampingFraction: 1) },
        response: 0.001, ratio: 1),
      BadSpring(
        testDescription: "response 1e300",
        make: { SheetSpring(response: 1e300, dampingFraction: 1) },
        response: 1000, ratio: 1),
      BadSpring(
        testDescription: "fraction NaN",
        make: { SheetSpring(response: 0.5, dampingFraction: .nan) },
        response: 0.5, ratio: 0.8),
      BadSpring(
        testDescription: "fraction -0.2",
        make: { SheetSpring(response: 0.5, dampingFraction: -0.2) },
        response: 0.5, ratio: 0.8),
      BadSpring(
        testDescription: "fraction 1e300",
        make: { SheetSpring(response: 0.5, dampingFraction: 1e300) },
        response: 0.5, ratio: 1000),
      BadSpring(
        testDescription: "mass NaN", make: { SheetSpring(mass: .nan, stiffness: 100, damping: 10) },
        response: 2 * Double.pi / 10, ratio: 0.5),
      BadSpring(
        testDescription: "mass 0", make: { SheetSpring(mass: 0, stiffness: 100, damping: 10) },
        response: 2 * Double.pi / 10, ratio: 0.5),
      BadSpring(
        testDescription: "stiffness -5", make: { SheetSpring(mass: 1, stiffness: -5, damping: 0) },
        response: 0.35, ratio: 0),
      BadSpring(
        testDescription: "damping NaN",
        make: { SheetSpring(stiffness: 4 * .pi * .pi, damping: .nan) },
        // Fallback damping is the default spring's coefficient, 4π·0.8/0.35.
        response: 1, ratio: 4 * Double.pi * 0.8 / 0.35 / (2 * 2 * Double.pi)),
      BadSpring(
        testDescription: "mass 1e-300, stiffness 1e300",
        make: { SheetSpring(mass: 1e-300, stiffness: 1e300, damping: 1) }, response: 0.001,
        ratio: 0.5),
      BadSpring(
        testDescription: "mass 1e300, stiffness 1e-300",
        make: { SheetSpring(mass: 1e300, stiffness: 1e-300, damping: 1) }, response: 1000,
        ratio: 0.5),
      BadSpring(
        testDescription: "damping max",
        make: { SheetSpring(mass: 1, stiffness: 1, damping: .greatestFiniteMagnitude) },
        response: 2 * Double.pi, ratio: 1000),
      BadSpring(
        testDescription: "duration NaN", make: { SheetSpring(duration: .nan, bounce: 0.3) },
        response: 0.35, ratio: 0.7),
      BadSpring(
        testDescription: "bounce NaN", make: { SheetSpring(duration: 0.5, bounce: .nan) },
        response: 0.5, ratio: 1),
      BadSpring(
        testDescription: "bounce 1.5", make: { SheetSpring(duration: 0.5, bounce: 1.5) },
        response: 0.5, ratio: 0),
      BadSpring(
        // SwiftUI's documented minimum; ζ = 1/(1 + b) would be infinite.
        testDescription: "bounce -1", make: { SheetSpring(duration: 0.5, bounce: -1) },
        response: 0.5, ratio: 100),
    ])
  func sanitized(_ row: BadSpring) {
    let spring = row.make()
    #expect(spring.isSanitized)
    #expect(abs(spring.response - row.response) <= 1e-9 * row.response)
    #expect(abs(spring.dampingRatio - row.ratio) <= 1e-9 * max(1, row.ratio))
    for value in [spring.mass, spring.stiffness, spring.damping] {
      #expect(value.isFinite && value >= 0)
    }
    // The sanitized spring moves finitely from a typical release.
    let motion = SpringMotion(from: 800, to: 100, initialVelocity: -2500, spring: spring)
    #expect(motion.settleTime.isFinite && motion.settleTime >= 0)
    for t in stride(from: 0.0, through: 2, by: 0.001) {
      #expect(motion.position(at: t).isFinite)
      #expect(motion.velocity(at: t).isFinite)
    }
  }

  @Test func validEdgeValuesAreNotSanitized() {
    #expect(!SheetSpring(response: 0.001, dampingFraction: 1000).isSanitized)
    #expect(!SheetSpring(response: 1000, dampingFraction: 0).isSanitized)
    #expect(!SheetSpring(mass: 1, stiffness: 1, damping: 0).isSanitized)
    #expect(!SheetSpring(duration: 0.5, bounce: -0.99).isSanitized)
  }
}
