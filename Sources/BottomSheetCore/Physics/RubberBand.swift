/// The resistance a sheet shows when dragged past the end of its range.
///
/// The finger keeps moving 1:1; the sheet moves by a function of the finger's overshoot (each
/// case gives its formula). Every kind is odd (`f(−x) = −f(x)`), monotone, zero at zero, and
/// has an exact inverse, so a sheet caught while a spring carries it past its end continues from
/// where it *is*. The engine evaluates the band; an app chooses one with
/// ``SheetBehavior/rubberBand`` and ``SheetBehavior/horizontalRubberBand``.
///
/// ```swift
/// var behavior = SheetBehavior()
/// behavior.rubberBand = .elastic()       // 100 pt past the end in 800 pt shows ≈ 51.46 pt
/// behavior.rubberBand = .damped(scale: 100, limit: 100)   // 100 pt shows 50 pt
/// ```
public enum RubberBand: Sendable, Hashable {
  /// UIScrollView-like: displayed = (1 − 1 / (x·c / d + 1)) · d, with `d` the dimension the
  /// sheet moves in and `c` the coefficient (0.55 in UIKit). The displayed overshoot
  /// approaches `d` but never reaches it.
  ///
  /// Source: the formula widely reverse-engineered from UIScrollView (e.g. Grant Paul's
  /// "rubber band" note); WWDC 2018 "Designing Fluid Interfaces".
  case elastic(coefficient: Double = 0.55)
  /// The original floating card's: displayed = x / (1 + |x| / scale), then clamped to ±limit.
  case damped(scale: Double, limit: Double)
  /// No resistance up to `allowance` points past the end, then a hard stop (the original
  /// persistent sheet used 50).
  case linear(allowance: Double)
  /// A hard stop exactly at the end.
  case none

  /// The package's default: `.elastic(coefficient: 0.55)`.
  public static let `default` = RubberBand.elastic()

  /// How far the sheet moves for a finger overshoot of `overshoot` points.
  ///
  /// - Parameters:
  ///   - overshoot: Signed finger distance past the end of the range.
  ///   - dimension: The extent the elastic formula scales by (the container's available
  ///     height or width); ignored by other kinds. Non-positive or non-finite → no movement.
  /// - Returns: A finite signed distance with the sign of `overshoot`.
  /// - Complexity: O(1), no allocation.
  func displayed(overshoot: Double, dimension: Double) -> Double {
    guard overshoot.isFinite, overshoot != 0 else { return 0 }
    let sign: Double = overshoot < 0 ? -1 : 1
    let x = abs(overshoot)
    switch self {
    case let .elastic(c):
      guard dimension.isFinite, dimension > 0, c.isFinite, c > 0 else { return 0 }
      // (1 − 1/(u + 1))·d with u = x·c/d, written as x·c/(1 + u): equal, but without the
      // cancellation of 1 − 1/(u + 1), which loses log₁₀(1/u) digits for small overshoots.
      // x·c overflows for finite overshoots near Double.greatestFiniteMagnitude, and ∞/∞ is
      // NaN; the limit there is the whole dimension.
      let u = x * c / dimension
      guard u.isFinite else { return sign * dimension }
      return sign * (x * c) / (1 + u)
    case let .damped(scale, limit):
      guard scale.isFinite, scale > 0, limit.isFinite, limit > 0 else { return 0 }
      return sign * min(x / (1 + x / scale), limit)
    case let .linear(allowance):
      guard allowance.isFinite, allowance > 0 else { return 0 }
      return sign * min(x, allowance)
    case .none:
      return 0
    }
  }

  /// The finger overshoot that displays as `displayed`: the inverse of
  /// ``displayed(overshoot:dimension:)``.
  ///
  /// Where the forward function saturates (damped limit, linear allowance) the smallest
  /// overshoot reaching it is returned; values beyond what the kind can display are treated as
  /// its maximum.
  func overshoot(displayed: Double, dimension: Double) -> Double {
    guard displayed.isFinite, displayed != 0 else { return 0 }
    let sign: Double = displayed < 0 ? -1 : 1
    let y = abs(displayed)
    switch self {
    case let .elastic(c):
      guard dimension.isFinite, dimension > 0, c.isFinite, c > 0 else { return 0 }
      // y = (1 − 1/(u + 1))·d with u = x·c/d  ⇒  u = y / (d − y).
      let capped = min(y, dimension * 0.999_999)
      return sign * (capped / (dimension - capped)) * dimension / c
    case let .damped(scale, limit):
      guard scale.isFinite, scale > 0, limit.isFinite, limit > 0 else { return 0 }
      // y = x / (1 + x/s)  ⇒  x = y / (1 − y/s), defined for y < s.
      let capped = min(y, limit, scale * 0.999_999)
      return sign * capped / (1 - capped / scale)
    case let .linear(allowance):
      guard allowance.isFinite, allowance > 0 else { return 0 }
      return sign * min(y, allowance)
    case .none:
      return 0
    }
  }

  /// Whether every parameter is a finite, non-negative number.
  ///
  /// A zero coefficient, scale, limit or allowance is valid: each formula then shows no
  /// movement past the end, which is what a zero asks for. NaN, infinite or negative values are
  /// not: ``SheetConfiguration/sanitized()`` replaces such a band by ``none`` (the hard stop
  /// it would behave as) and reports it.
  var hasValidParameters: Bool {
    func valid(_ value: Double) -> Bool { value.isFinite && value >= 0 }
    switch self {
    case let .elastic(c): return valid(c)
    case let .damped(scale, limit): return valid(scale) && valid(limit)
    case let .linear(allowance): return valid(allowance)
    case .none: return true
    }
  }

  /// The largest distance the sheet can be displayed past the end: the supremum of
  /// ``displayed(overshoot:dimension:)``.
  ///
  /// Progress ratios (`stretch`) are measured against it, and springs are kept within it
  /// (``MotionLimit``). A kind that shows no movement (a zero or invalid parameter) has 0.
  @_spi(Lab) public func maximumDisplacement(dimension: Double) -> Double {
    switch self {
    case let .elastic(c):
      guard c.isFinite, c > 0 else { return 0 }
      return dimension.isFinite && dimension > 0 ? dimension : 0
    case let .damped(scale, limit):
      guard scale.isFinite, scale > 0, limit.isFinite, limit > 0 else { return 0 }
      return min(scale, limit)
    case let .linear(allowance):
      return allowance.isFinite && allowance > 0 ? allowance : 0
    case .none:
      return 0
    }
  }
}
