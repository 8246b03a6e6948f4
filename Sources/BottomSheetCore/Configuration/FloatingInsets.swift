/// How far a floating card sits from the container's edges.
public struct FloatingInsets: Sendable, Hashable {
  /// Gap above the bottom safe area. Default 12.
  public var bottom: Double
  /// Gap from the leading and trailing safe-area edges. Default 12.
  public var horizontal: Double
  /// Creates insets.
  public init(bottom: Double = 12, horizontal: Double = 12) {
    self.bottom = bottom
    self.horizontal = horizontal
  }
}
