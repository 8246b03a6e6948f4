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
