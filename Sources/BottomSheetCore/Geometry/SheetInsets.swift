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
