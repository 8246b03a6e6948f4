/// Where the sheet is between two adjacent detents.
@_spi(Lab) public struct DetentSegment: Sendable, Hashable {
  /// Index of the detent at or below the position.
  public var lower: Int
  /// Index of the detent at or above the position (equal to `lower` at the ends).
  public var upper: Int
  /// 0 at `lower`, 1 at `upper`.
  public var fraction: Double
  /// Creates a segment.
  init(lower: Int, upper: Int, fraction: Double) {
    self.lower = lower
    self.upper = upper
    self.fraction = fraction
  }
}
