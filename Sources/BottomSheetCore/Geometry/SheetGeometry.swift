/// A size in points.
public struct SheetSize: Sendable, Hashable {
  /// Width in points.
  public var width: Double
  /// Height in points.
  public var height: Double
  /// Creates a size.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
}

/// A point in the container's coordinate space (origin top-left, y down).
public struct SheetPoint: Sendable, Hashable {
  /// Horizontal position in points.
  public var x: Double
  /// Vertical position in points; grows downward.
  public var y: Double
  /// Creates a point.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
}

/// A velocity in the container's coordinate space, in points per second (y grows downward).
///
/// The host may pass the platform's own estimate of the finger's velocity at lift-off, e.g.
/// UIKit's `UIPanGestureRecognizer.velocity(in:)` in the `.ended` state, to
/// ``SheetEngine/touchUp(at:time:platformVelocity:)``.
public struct SheetVelocity: Sendable, Hashable {
  /// Horizontal velocity, points per second.
  public var x: Double
  /// Vertical velocity, points per second; positive is downward.
  public var y: Double
  /// Creates a velocity.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
}

/// Edge insets in points, leading/trailing as laid out (the engine is direction-neutral).
public struct SheetInsets: Sendable, Hashable {
  /// Inset from the top edge.
  public var top: Double
  /// Inset from the bottom edge.
  public var bottom: Double
  /// Inset from the leading edge.
  public var leading: Double
  /// Inset from the trailing edge.
  public var trailing: Double
  /// No insets.
  public static let zero = SheetInsets(top: 0, bottom: 0, leading: 0, trailing: 0)
  /// Creates insets.
  public init(top: Double = 0, bottom: Double = 0, leading: Double = 0, trailing: Double = 0) {
    self.top = top
    self.bottom = bottom
    self.leading = leading
    self.trailing = trailing
  }
}

/// A rectangle in container space.
public struct SheetRect: Sendable, Hashable {
  /// Left edge.
  public var x: Double
  /// Top edge.
  public var y: Double
  /// Width (≥ 0).
  public var width: Double
  /// Height (≥ 0).
  public var height: Double
  /// Creates a rectangle.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }
  /// The bottom edge, `y + height`.
  public var maxY: Double { y + height }
  /// The right edge, `x + width`.
  public var maxX: Double { x + width }
  /// Whether `point` lies inside (edges included).
  public func contains(_ point: SheetPoint) -> Bool {
    point.x >= x && point.x <= maxX && point.y >= y && point.y <= maxY
  }
}

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
  public func fitting(width: Double, height: Double) -> CornerRadii {
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
