/// The four corner radii of the sheet, in points.
public struct CornerRadii: Sendable, Hashable {
  /// Top-leading radius.
  public var topLeading: Double
  /// Top-trailing radius.
  public var topTrailing: Double
  /// Bottom-leading radius.
  public var bottomLeading: Double
  /// Bottom-trailing radius.
  public var bottomTrailing: Double
  /// Creates radii.
  public init(
    topLeading: Double, topTrailing: Double, bottomLeading: Double, bottomTrailing: Double
  ) {
    self.topLeading = topLeading
    self.topTrailing = topTrailing
    self.bottomLeading = bottomLeading
    self.bottomTrailing = bottomTrailing
  }
  /// The same radius on the top corners and `bottom` on the bottom ones.
  public init(top: Double, bottom: Double) {
    self.init(topLeading: top, topTrailing: top, bottomLeading: bottom, bottomTrailing: bottom)
  }

  /// Radii that fit a `width` × `height` rectangle: each corner at most half of the shorter
  /// side, never negative or non-finite, so a drawn outline never crosses itself (a card
  /// squeezed to a sliver at the end of a dismissal stays a valid shape).
  package func fitting(width: Double, height: Double) -> CornerRadii {
    let w = width.isFinite ? max(width, 0) : 0
    let h = height.isFinite ? max(height, 0) : 0
    let limit = min(w, h) / 2
    func fit(_ r: Double) -> Double { r.isFinite ? min(max(r, 0), limit) : 0 }
    return CornerRadii(
      topLeading: fit(topLeading), topTrailing: fit(topTrailing),
      bottomLeading: fit(bottomLeading), bottomTrailing: fit(bottomTrailing))
  }
}

/// Clamps `value` into `range`, mapping NaN to the lower bound.
@inlinable
func clamp(_ value: Double, _ low: Double, _ high: Double) -> Double {
  guard !value.isNaN else { return low }
  return min(max(value, low), high)
}
