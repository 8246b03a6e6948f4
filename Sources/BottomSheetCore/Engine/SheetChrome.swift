/// The sheet's own parts above its content: grabber and header (title, close button).
///
/// The engine needs their heights so that ``Detent/fitsContent`` means content *plus* chrome,
/// and so that a touch on them always drags the sheet (never the content).
public struct SheetChrome: Sendable, Hashable {
  /// Height of the grabber area (0 when hidden). Default 20.
  public var grabberHeight: Double
  /// Height of the header with title and close button (0 when none). Default 0.
  public var headerHeight: Double
  /// Creates chrome heights.
  public init(grabberHeight: Double = 20, headerHeight: Double = 0) {
    self.grabberHeight = grabberHeight
    self.headerHeight = headerHeight
  }
  /// Grabber plus header.
  public var height: Double { max(0, grabberHeight) + max(0, headerHeight) }
}

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
