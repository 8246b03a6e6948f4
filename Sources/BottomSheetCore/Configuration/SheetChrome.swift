/// The sheet's own parts above its content: grabber and header (title, close button).
///
/// The engine needs their heights so that ``Detent/fitsContent`` means content *plus* chrome,
/// and so that a touch on them always drags the sheet (never the content). Whether the grabber
/// counts is ``grabber``'s decision, made by the engine as it resolves detents.
///
/// ```swift
/// // A design-system modal: 56 pt title header, grabber only when there are two detents.
/// let chrome = SheetChrome(grabberHeight: 20, headerHeight: 56, grabber: .automatic)
/// ```
public struct SheetChrome: Sendable, Hashable {
  /// Height of the grabber area when it is shown. Default 20.
  public var grabberHeight: Double
  /// Height of the header with title and close button (0 when none). Default 0.
  public var headerHeight: Double
  /// Whether the grabber is shown. Default ``GrabberVisibility/visible``.
  public var grabber: GrabberVisibility
  /// Whether the app asked for a close button in the header (`bottomSheetCloseButton`).
  /// Default false.
  ///
  /// The host decides whether it is drawn (`SheetHostModel.drawsCloseButton`): an inline sheet
  /// that cannot hide does not get one, since a button that does nothing is worse than none.
  /// Its height is part of ``headerHeight``, which the layer measures.
  public var showsCloseButton: Bool
  /// Creates chrome heights.
  public init(
    grabberHeight: Double = 20, headerHeight: Double = 0, grabber: GrabberVisibility = .visible,
    showsCloseButton: Bool = false
  ) {
    self.grabberHeight = grabberHeight
    self.headerHeight = headerHeight
    self.grabber = grabber
    self.showsCloseButton = showsCloseButton
  }
  /// Header plus, when `showingGrabber`, the grabber (negative heights count as 0).
  func height(showingGrabber: Bool) -> Double {
    (showingGrabber ? max(0, grabberHeight) : 0) + max(0, headerHeight)
  }
}
