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
