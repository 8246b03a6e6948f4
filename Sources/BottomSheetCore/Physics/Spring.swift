#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A damped harmonic spring described by its mass, stiffness and damping.
///
/// The sheet moves under springs only: releases, programmatic selection, presentation and
/// dismissal all use the same model, so every motion can be caught mid-flight and continued.
/// `Spring` is the *description*; ``SpringMotion`` solves it in closed form for a given start.
///
/// Three ways to build one, matching SwiftUI's documented parameterisations:
///
/// ```swift
/// let snappy = Spring(response: 0.35, dampingFraction: 0.8)   // Animation.spring(response:dampingFraction:)
/// let bouncy = Spring(duration: 0.5, bounce: 0.3)             // SwiftUI.Spring(duration:bounce:)
/// let raw = Spring(mass: 1, stiffness: 170, damping: 26)      // SwiftUI.Spring(mass:stiffness:damping:)
/// ```
///
/// Mappings (SwiftUI `Spring` documentation; WWDC23 "Animate with springs"):
/// - `response` (or `duration`) is the period of the undamped oscillation:
///   stiffness = (2π / response)² · mass.
/// - `dampingFraction` ζ = damping / (2 · √(stiffness · mass)), so
///   damping = 4π · ζ · mass / response.
/// - `bounce` b: ζ = 1 − b for b ≥ 0, ζ = 1 / (1 + b) for b < 0.
///
/// Invalid parameters (non-finite, zero or negative) are replaced by the default spring's, so a
/// spring is always solvable; ``isSanitized`` tells whether that happened.
public struct Spring: Sendable, Hashable {
  /// The moving mass (unitless; SwiftUI's default is 1).
  public let mass: Double
  /// The spring constant k: force per point of displacement.
  public let stiffness: Double
  /// The damping coefficient c: force per point-per-second of velocity.
  public let damping: Double
  /// True when the initialiser had to replace an invalid argument with the default's value.
  public let isSanitized: Bool

  /// The package's default: response 0.35 s, damping fraction 0.8 (the original designs' spring).
  public static let `default` = Spring(response: 0.35, dampingFraction: 0.8)

  /// The spring used when Reduce Motion is on: short and critically damped, so the sheet
  /// still arrives but never bounces.
  public static let reducedMotion = Spring(response: 0.2, dampingFraction: 1)

  /// Creates a spring from its physical coefficients, like `SwiftUI.Spring(mass:stiffness:damping:)`.
  ///
  /// - Parameters:
  ///   - mass: Must be finite and > 0; otherwise 1.
  ///   - stiffness: Must be finite and > 0; otherwise the default spring's.
  ///   - damping: Must be finite and ≥ 0; otherwise the default spring's.
  public init(mass: Double = 1, stiffness: Double, damping: Double) {
    let validMass = mass.isFinite && mass > 0
    let validStiffness = stiffness.isFinite && stiffness > 0
    let validDamping = damping.isFinite && damping >= 0
    let fallbackStiffness = Spring.stiffness(response: 0.35, mass: 1)
    self.mass = validMass ? mass : 1
    self.stiffness = validStiffness ? stiffness : fallbackStiffness
    self.damping =
      validDamping ? damping : Spring.damping(response: 0.35, dampingFraction: 0.8, mass: 1)
    self.isSanitized = !(validMass && validStiffness && validDamping)
  }

  /// Creates a spring like `Animation.spring(response:dampingFraction:)` (mass 1).
  ///
  /// - Parameters:
  ///   - response: The period of the undamped oscillation, in seconds; finite and > 0
  ///     (otherwise 0.35).
  ///   - dampingFraction: ζ; 1 is critical damping, below 1 bounces, above 1 is overdamped.
  ///     Finite and ≥ 0 (otherwise 0.8).
  public init(response: Double, dampingFraction: Double) {
    let validResponse = response.isFinite && response > 0
    let validFraction = dampingFraction.isFinite && dampingFraction >= 0
    let r = validResponse ? response : 0.35
    let z = validFraction ? dampingFraction : 0.8
    self.mass = 1
    self.stiffness = Spring.stiffness(response: r, mass: 1)
    self.damping = Spring.damping(response: r, dampingFraction: z, mass: 1)
    self.isSanitized = !(validResponse && validFraction)
  }

  /// Creates a spring like `SwiftUI.Spring(duration:bounce:)` (mass 1).
  ///
  /// - Parameters:
  ///   - duration: The perceptual duration, which SwiftUI defines as the response; finite and
  ///     > 0 (otherwise 0.35).
  ///   - bounce: −1…1: 0 is critically damped, positive bounces, negative is overdamped.
  ///     Clamped to −0.99…1 so the damping stays finite.
  public init(duration: Double, bounce: Double = 0) {
    let validBounce = bounce.isFinite
    let b = validBounce ? min(max(bounce, -0.99), 1) : 0
    let fraction = b >= 0 ? 1 - b : 1 / (1 + b)
    self.init(response: duration, dampingFraction: fraction)
    if !validBounce || b != bounce {
      self = Spring(
        exactMass: mass, stiffness: stiffness, damping: damping, sanitized: true)
    }
  }

  private init(exactMass: Double, stiffness: Double, damping: Double, sanitized: Bool) {
    self.mass = exactMass
    self.stiffness = stiffness
    self.damping = damping
    self.isSanitized = sanitized
  }

  /// The undamped angular frequency ω₀ = √(k / m), in radians per second.
  public var angularFrequency: Double { (stiffness / mass).squareRoot() }

  /// The damping ratio ζ = c / (2 √(k m)).
  public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

  /// The response (undamped period) 2π / ω₀, in seconds.
  public var response: Double { 2 * Double.pi / angularFrequency }

  static func stiffness(response: Double, mass: Double) -> Double {
    let omega = 2 * Double.pi / response
    return omega * omega * mass
  }

  static func damping(response: Double, dampingFraction: Double, mass: Double) -> Double {
    4 * Double.pi * dampingFraction * mass / response
  }
}
