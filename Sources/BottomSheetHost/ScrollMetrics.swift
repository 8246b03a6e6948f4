@_spi(Lab) import BottomSheetCore
/// The tracked scroll view's extent, read from the scroll view itself (`contentSize`,
/// `adjustedContentInset`, `bounds`), never from the laid-out height of the SwiftUI content:
/// a `List` fills whatever it is offered, so only the scroll view knows whether it overflows.
public struct ScrollMetrics: Sendable, Hashable {
  /// `contentSize.height`.
  public var contentHeight: Double
  /// `adjustedContentInset.top + adjustedContentInset.bottom`.
  public var verticalInsets: Double
  /// `bounds.height`.
  public var viewportHeight: Double

  /// Creates metrics.
  public init(contentHeight: Double, verticalInsets: Double = 0, viewportHeight: Double) {
    self.contentHeight = contentHeight
    self.verticalInsets = verticalInsets
    self.viewportHeight = viewportHeight
  }

  /// The content's whole scrollable extent: what the engine compares with the room it has.
  var extent: Double { contentHeight + verticalInsets }
  /// The largest offset the scroll view can rest at (0 when it does not overflow).
  var maximumOffset: Double { max(0, extent - viewportHeight) }
}
