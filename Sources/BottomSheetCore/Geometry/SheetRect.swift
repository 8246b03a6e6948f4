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
  package var maxY: Double { y + height }
  /// The right edge, `x + width`.
  package var maxX: Double { x + width }
  /// Whether `point` lies inside (edges included).
  @_spi(Lab) public func contains(_ point: SheetPoint) -> Bool {
    point.x >= x && point.x <= maxX && point.y >= y && point.y <= maxY
  }
}
