/// Where a released sheet would come to rest if it decelerated like a scroll view.
///
/// distance = (v / 1000) · r / (1 − r), with `r` the per-millisecond deceleration rate:
/// the sum of the geometric series of per-millisecond displacements v/1000 · rⁿ.
/// Source: WWDC 2018 "Designing Fluid Interfaces" (`project(initialVelocity:decelerationRate:)`);
/// UIScrollView.DecelerationRate.normal = 0.998, .fast = 0.99.
///
/// ```swift
/// Projection.distance(velocity: 1000, decelerationRate: 0.998)  // 499 pt
/// ```
@_spi(Lab) public enum Projection {
  /// UIKit's normal deceleration rate.
  public static let normal = 0.998
  /// UIKit's fast deceleration rate.
  public static let fast = 0.99

  /// The distance travelled by a release at `velocity` points per second.
  ///
  /// A rate outside 0…0.9999 or non-finite is clamped into it (NaN → ``normal``); a non-finite
  /// velocity projects nothing, and a finite one always projects a finite distance (beyond
  /// ±1.8·10³⁰⁷ pt/s the product would overflow; it is clamped to `Double`'s finite range).
  /// - Complexity: O(1).
  public static func distance(velocity: Double, decelerationRate: Double) -> Double {
    guard velocity.isFinite else { return 0 }
    let r = sanitizedRate(decelerationRate)
    let d = velocity / 1000 * r / (1 - r)
    return min(max(d, -.greatestFiniteMagnitude), .greatestFiniteMagnitude)
  }

  /// The rate `distance` actually uses for `rate`.
  static func sanitizedRate(_ rate: Double) -> Double {
    guard !rate.isNaN else { return normal }
    return min(max(rate, 0), 0.9999)
  }
}
