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
/// `SheetSpring` is the *description*; the engine solves it in closed form for a given start.
///
/// Three ways to build one, matching SwiftUI's documented parameterisations:
///
/// ```swift
/// let snappy = SheetSpring(response: 0.35, dampingFraction: 0.8)   // Animation.spring(response:dampingFraction:)
/// let bouncy = SheetSpring(duration: 0.5, bounce: 0.3)             // SwiftUI.Spring(duration:bounce:)
/// let raw = SheetSpring(mass: 1, stiffness: 170, damping: 26)      // SwiftUI.Spring(mass:stiffness:damping:)
/// ```
///
/// Mappings (WWDC23 "Animate with springs"; the OpenSwiftUI reimplementation,
/// `Spring+DurationBounce.swift`, for the b < 0 branch):
/// - `response` (or `duration`) is the period of the undamped oscillation:
///   stiffness = (2π / response)² · mass.
/// - `dampingFraction` ζ = damping / (2 · √(stiffness · mass)), so
///   damping = 4π · ζ · mass / response.
/// - `bounce` b: ζ = 1 − b for b ≥ 0, ζ = 1 / (1 + b) for b < 0.
///
/// They reproduce the values in Apple's `Spring` overview: `Spring(duration: 0.5, bounce: 0.3)`
/// has (mass, stiffness, damping) = (1.0, 157.9, 17.6), and `Spring(mass: 1, stiffness: 100,
/// damping: 10)` has duration 0.63 and bounce 0.5 (here ``response`` 0.628, ζ 0.5).
///
/// Invalid parameters (non-finite, zero or negative) are replaced by the default spring's, and
/// parameters outside the solvable range (``response`` 1 ms…1000 s, ``dampingRatio`` ≤ 1000, where
/// the closed form would overflow to NaN) are clamped into it, so a spring is always solvable;
/// ``isSanitized`` tells whether either happened.
public struct SheetSpring: Sendable, Hashable {
  /// The moving mass (unitless; SwiftUI's default is 1).
  public let mass: Double
  /// The spring constant k: force per point of displacement.
  public let stiffness: Double
  /// The damping coefficient c: force per point-per-second of velocity.
  public let damping: Double
  /// True when the initialiser had to replace an invalid argument with the default's value or
  /// clamp one into the solvable range.
  public let isSanitized: Bool

  /// The package's default: response 0.35 s, damping fraction 0.8 (the original designs' spring).
  public static let `default` = SheetSpring(response: 0.35, dampingFraction: 0.8)

  /// The spring used when Reduce Motion is on: short and critically damped, so the sheet
  /// still arrives but never bounces.
  public static let reducedMotion = SheetSpring(response: 0.2, dampingFraction: 1)

  /// The responses (undamped periods, seconds) a spring is clamped into. Beyond them ω₀² or the
  /// envelope products leave `Double`'s range and the motion would be NaN.
  static let responseRange: ClosedRange<Double> = 0.001...1000
  /// The largest damping ratio kept; larger ones are clamped to it (ζ² must stay finite).
  static let maximumDampingRatio = 1000.0

  /// Creates a spring from its physical coefficients, like `SwiftUI.Spring(mass:stiffness:damping:)`.
  ///
  /// Unlike SwiftUI's, whose `allowOverDamping` defaults to `false`, overdamping (ζ > 1) is
  /// always allowed.
  ///
  /// - Parameters:
  ///   - mass: Must be finite and > 0; otherwise 1.
  ///   - stiffness: Must be finite and > 0; otherwise the default spring's.
  ///   - damping: Must be finite and ≥ 0; otherwise the default spring's.
  ///
  /// When the resulting ``response`` or ``dampingRatio`` is outside the solvable range, the
  /// spring is rebuilt with mass 1 from the clamped pair.
  public init(mass: Double = 1, stiffness: Double, damping: Double) {
    let validMass = mass.isFinite && mass > 0
    let validStiffness = stiffness.isFinite && stiffness > 0
    let validDamping = damping.isFinite && damping >= 0
    let m = validMass ? mass : 1
    let k = validStiffness ? stiffness : SheetSpring.stiffness(response: 0.35, mass: 1)
    let c =
      validDamping ? damping : SheetSpring.damping(response: 0.35, dampingFraction: 0.8, mass: 1)
    // The motion depends only on ω₀ = √(k/m) and ζ = c / (2√(km)).
    let response = 2 * Double.pi / (k / m).squareRoot()
    let ratio = c / (2 * (k * m).squareRoot())
    if SheetSpring.responseRange.contains(response) && ratio <= SheetSpring.maximumDampingRatio {
      self.init(
        exactMass: m, stiffness: k, damping: c,
        sanitized: !(validMass && validStiffness && validDamping))
    } else {
      // ω₀ overflowing gives response 0 (clamp to the stiffest), ω₀ underflowing gives ∞.
      let r = response.isNaN ? 0.35 : SheetSpring.clampedResponse(response)
      let z = ratio.isNaN ? 0.8 : ratio
      let clamped = SheetSpring(response: r, dampingFraction: z)
      self.init(
        exactMass: 1, stiffness: clamped.stiffness, damping: clamped.damping, sanitized: true)
    }
  }

  /// Creates a spring like `Animation.spring(response:dampingFraction:)` (mass 1).
  ///
  /// - Parameters:
  ///   - response: The period of the undamped oscillation, in seconds; finite and ≥ 0
  ///     (otherwise 0.35), clamped to 0.001…1000. SwiftUI documents 0 as an infinitely stiff
  ///     spring; here it is the stiffest solvable one, 1 ms.
  ///   - dampingFraction: ζ; 1 is critical damping, below 1 bounces, above 1 is overdamped.
  ///     Finite and ≥ 0 (otherwise 0.8), clamped to at most 1000.
  public init(response: Double, dampingFraction: Double) {
    let validResponse = response.isFinite && response >= 0
    let validFraction = dampingFraction.isFinite && dampingFraction >= 0
    let r = validResponse ? SheetSpring.clampedResponse(response) : 0.35
    let z = validFraction ? min(dampingFraction, SheetSpring.maximumDampingRatio) : 0.8
    self.init(
      exactMass: 1,
      stiffness: SheetSpring.stiffness(response: r, mass: 1),
      damping: SheetSpring.damping(response: r, dampingFraction: z, mass: 1),
      sanitized: !(validResponse && validFraction) || r != response || z != dampingFraction)
  }

  /// Creates a spring like `SwiftUI.Spring(duration:bounce:)` (mass 1).
  ///
  /// - Parameters:
  ///   - duration: The perceptual duration, which SwiftUI maps to the response
  ///     (ω₀ = 2π / duration); finite and ≥ 0 (otherwise 0.35), clamped to 0.001…1000.
  ///   - bounce: −1…1: 0 is critically damped, positive bounces (1 is undamped), negative is
  ///     overdamped. Clamped to −0.99…1 (ζ ≤ 100) so the damping stays finite: SwiftUI's
  ///     documented minimum −1 would make ζ infinite. NaN → 0.
  public init(duration: Double, bounce: Double = 0) {
    let validBounce = bounce.isFinite
    let b = validBounce ? min(max(bounce, -0.99), 1) : 0
    let fraction = b >= 0 ? 1 - b : 1 / (1 + b)
    self.init(response: duration, dampingFraction: fraction)
    if !validBounce || b != bounce {
      self = SheetSpring(
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
  package var angularFrequency: Double { (stiffness / mass).squareRoot() }

  /// The damping ratio ζ = c / (2 √(k m)).
  public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

  /// The response (undamped period) 2π / ω₀, in seconds.
  public var response: Double { 2 * Double.pi / angularFrequency }

  static func clampedResponse(_ response: Double) -> Double {
    min(max(response, responseRange.lowerBound), responseRange.upperBound)
  }

  static func stiffness(response: Double, mass: Double) -> Double {
    let omega = 2 * Double.pi / response
    return omega * omega * mass
  }

  static func damping(response: Double, dampingFraction: Double, mass: Double) -> Double {
    4 * Double.pi * dampingFraction * mass / response
  }
}
