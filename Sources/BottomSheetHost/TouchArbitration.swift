@_spi(Lab) import BottomSheetCore
/// Who gets a finger that lands in the sheet's content, as a pure function of what the layer
/// found walking the view hierarchy under it.
///
/// FloatingPanel and Apple's sheet track one scroll view per sheet and share the finger with
/// its pan; which one matters: the innermost *content* scroll view that can scroll vertically
/// (``TouchTarget/scrollsVertically(contentHeight:boundsHeight:bouncesVertically:)``). One that
/// cannot is never shared, however it was found: a row of chips that fits inside a `List` row
/// is a sideways scroller (or a plain view), and the `List` around it shares the finger.
/// Never a text view or a picker: their scroll views are how they edit and spin, and a sheet
/// that moved or held them would break typing and choosing. A view that scrolls only sideways
/// (a carousel, a paged `TabView`), or carries a pan of its own (swipe actions), takes sideways
/// drags.
public enum TouchArbitration {
  /// The decision for one touch.
  public struct Decision: Sendable, Hashable {
    /// The touch target to send with ``HostInput/touchDown(touchID:at:target:)``.
    public var target: TouchTarget
    /// The index in the path of the scroll view that shares the finger with the sheet (its
    /// extent and offset are reported), or nil.
    public var sharedScrollView: Int?
  }

  /// Decides who gets the finger.
  ///
  /// - Parameter path: The views from the touched one up to (not including) the sheet's own
  ///   view, innermost first. Empty for a touch outside the sheet.
  /// - Returns: The target and the scroll view to share the finger with.
  ///
  /// Complexity: O(*n*) in the length of the path.
  public static func decide(_ path: [TouchedView]) -> Decision {
    var target = TouchTarget()
    var shared: Int?
    for (index, view) in path.enumerated() {
      if view.carriesOtherPan { target.inHorizontalScroller = true }
      switch view.kind {
      case .plain: break
      case .textView, .picker:
        // The control keeps its finger; an enclosing scroll view is not shared either (the
        // finger is the control's, whichever way it moves).
        target.inControl = true
      case let .scrollView(
        contentWidth, contentHeight, boundsWidth, boundsHeight, bouncesV, bouncesH):
        if TouchTarget.scrollsVertically(
          contentHeight: contentHeight, boundsHeight: boundsHeight, bouncesVertically: bouncesV)
        {
          if shared == nil { shared = index }
        } else if TouchTarget.scrollsOnlySideways(
          contentWidth: contentWidth, contentHeight: contentHeight, boundsWidth: boundsWidth,
          boundsHeight: boundsHeight, bouncesVertically: bouncesV,
          bouncesHorizontally: bouncesH)
        {
          target.inHorizontalScroller = true
        }
      }
    }
    if target.inControl { shared = nil }
    target.inScrollView = shared != nil
    return Decision(target: target, sharedScrollView: shared)
  }
}
