@_spi(Lab) import BottomSheetCore
/// One view on the way from the touched view up to the sheet's own view, as the layer found it:
/// the facts the host needs to decide who gets the finger, with no UIKit type in them.
///
/// The layer lists them innermost first (the touched view, then its superviews) and hands the
/// list to ``TouchArbitration/decide(_:)``, which says which scroll view, if any, shares the
/// finger with the sheet.
public struct TouchedView: Sendable, Hashable {
  /// What the view is, as far as the sheet's gestures care.
  public enum Kind: Sendable, Hashable {
    /// A view that does not scroll (a button, text, an image, a stack).
    case plain
    /// An enabled `UIScrollView` (SwiftUI's `ScrollView`, a `List`'s collection view): its
    /// content size, bounds size and whether it bounces vertically, and horizontally, when
    /// its content fits (`alwaysBounceVertical`, `alwaysBounceHorizontal`).
    case scrollView(
      contentWidth: Double, contentHeight: Double, boundsWidth: Double, boundsHeight: Double,
      bouncesVertically: Bool, bouncesHorizontally: Bool = false)
    /// A `UITextView` (`TextEditor`, a vertical `TextField`): a scroll view that belongs to its
    /// text: a drag in it scrolls or selects text.
    case textView
    /// A wheel (`UIPickerView`, `UIDatePicker`): a drag in it turns the wheel.
    case picker
  }

  /// What the view is.
  public var kind: Kind
  /// Whether the view carries a pan or swipe recognizer of its own besides a scroll view's
  /// built-in pan (a `List` row's swipe actions, a custom drag gesture): a sideways drag there
  /// is the content's.
  public var carriesOtherPan: Bool

  /// Creates a view's facts.
  public init(_ kind: Kind = .plain, carriesOtherPan: Bool = false) {
    self.kind = kind
    self.carriesOtherPan = carriesOtherPan
  }
}
