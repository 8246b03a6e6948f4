@_spi(Lab) import BottomSheetCore
/// What a touch landed on, as the layer finds it from the touched view's ancestors.
public struct TouchTarget: Sendable, Hashable {
  /// In the sheet's chrome (grabber, title, close button): always drags the sheet.
  public var inChrome: Bool
  /// Inside the sheet's tracked vertical scroll view: the drag may scroll it (hand-off).
  public var inScrollView: Bool
  /// Inside a horizontally scrolling view (a carousel, a paged `TabView`): a sideways drag
  /// belongs to it.
  public var inHorizontalScroller: Bool
  /// On a control that keeps its finger: a text view (`TextEditor`, a vertical `TextField`),
  /// where a drag scrolls or selects text, or a wheel picker, where it turns the wheel. The
  /// sheet's pan does not begin for such a touch; the sheet moves by its grabber, its header
  /// or the rest of its content.
  public var inControl: Bool

  /// Creates a target.
  public init(
    inChrome: Bool = false, inScrollView: Bool = false, inHorizontalScroller: Bool = false,
    inControl: Bool = false
  ) {
    self.inChrome = inChrome
    self.inScrollView = inScrollView
    self.inHorizontalScroller = inHorizontalScroller
    self.inControl = inControl
  }

  /// The grabber or header.
  public static let chrome = TouchTarget(inChrome: true)
  /// Content that does not scroll (a button, text, an image).
  public static let content = TouchTarget()
  /// Content inside the sheet's vertical scroll view.
  public static let scrollView = TouchTarget(inScrollView: true)
  /// Content inside a horizontal scroller.
  public static let horizontalScroller = TouchTarget(inHorizontalScroller: true)

  /// Whether a scroll view under the finger scrolls only sideways (a carousel, a paged
  /// `TabView`, a row of chips), read from its extent: it cannot scroll vertically (neither
  /// taller than its bounds nor set to bounce vertically), and it is wider than its bounds or
  /// set to bounce horizontally. A sideways scroller takes sideways drags.
  ///
  /// - Parameters: the scroll view's `contentSize`, `bounds` size, `alwaysBounceVertical` and
  ///   `alwaysBounceHorizontal` (SwiftUI's horizontal `ScrollView` sets it, so a row of chips
  ///   that fits still bounces sideways).
  public static func scrollsOnlySideways(
    contentWidth: Double, contentHeight: Double, boundsWidth: Double, boundsHeight: Double,
    bouncesVertically: Bool, bouncesHorizontally: Bool = false
  ) -> Bool {
    let wide = contentWidth > boundsWidth + 0.5 || bouncesHorizontally
    return wide
      && !scrollsVertically(
        contentHeight: contentHeight, boundsHeight: boundsHeight,
        bouncesVertically: bouncesVertically)
  }

  /// Whether a scroll view can scroll on the sheet's axis: its content is taller than its
  /// bounds, or it is set to bounce vertically (a short `List`). Only such a scroll view
  /// shares the finger with the sheet (FloatingPanel decides the same way:
  /// `contentSize.height > bounds.height || alwaysBounceVertical`); one that cannot is a
  /// sideways scroller or, fitting both ways, a plain view.
  ///
  /// - Parameters: the scroll view's `contentSize.height`, `bounds.height` and
  ///   `alwaysBounceVertical`.
  public static func scrollsVertically(
    contentHeight: Double, boundsHeight: Double, bouncesVertically: Bool
  ) -> Bool {
    contentHeight > boundsHeight + 0.5 || bouncesVertically
  }

  /// The engine's region: only a touch inside the scroll view may scroll it, so a touch on
  /// content outside it drags the sheet as the chrome does. Inside the scroll view the engine
  /// decides by geometry (the sheet's header, and its grabber when
  /// `SheetLayout.showsGrabber`, are chrome).
  var region: TouchRegion? { inScrollView && !inChrome ? nil : .chrome }
}
