@_spi(Lab) import BottomSheetCore
/// What the layer draws at one instant, with the hit-testing and accessibility rules that
/// follow from it.
public struct HostFrame: Sendable, Hashable {
  /// The engine's layout (`SheetLayout.hidden(containerHeight:)` before the
  /// container has been measured).
  public var layout: SheetLayout
  /// The grabber's accessibility value (collapsed, half, …; dismissed), as a value the layer
  /// puts into the user's language.
  public var accessibilityValue: DetentSpokenName
  /// Whether VoiceOver must stay inside the sheet (`accessibilityViewIsModal`): when touches
  /// cannot reach the screen behind, neither can VoiceOver. Never for an inline sheet.
  public var isAccessibilityModal: Bool
  /// Whether the sheet and its shadow are drawn at all: not once it is dismissed.
  public var showsSheet: Bool
  /// The rectangle to draw the sheet's view in: the layout's `SheetLayout.frame`, except
  /// that a sheet attached to the bottom edge is drawn at least twice the container's height
  /// tall from its top edge, so while it moves only its origin changes (nothing is laid out
  /// again) and a pull past its highest detent shows no gap below it. A morphing sheet (the
  /// glass look, or `SheetConfiguration.morphsShape`) is stretched only once it is edge-attached
  /// (its morph progress 1): before, it is drawn at the layout's frame, so its gap to the
  /// bottom edge and its rounded bottom corners are on screen. A sheet growing out of its
  /// source (`SheetLayout.morphProgress` below 1) is drawn at the layout's frame too.
  public var drawnFrame: SheetRect
  /// The corners to draw on `drawnFrame`: one radius on some corners where the radii allow
  /// (the layer uses the layer's own continuous corner curve, with no mask), else a path.
  public var corners: SheetCornerShape
  /// Whether the sheet takes VoiceOver's escape (two-finger Z, also Full Keyboard Access's):
  /// a presented sheet on screen does (a close request the guard may refuse); an inline sheet
  /// does not, so the escape reaches the navigation stack behind it (a back action).
  public var handlesEscape: Bool
  /// Whether the backdrop is an accessibility element ("Dismiss", a button): it dims and blocks
  /// the screen, and tapping it dismisses the sheet. Activating it is a close request
  /// (``HostInput/close``), which the guard may refuse, as the tap would be.
  public var backdropIsDismissControl: Bool
  /// Which element carries the sheet's adjustable action (VoiceOver's swipe up/down moves it a
  /// detent): the grabber while it is shown; with the grabber hidden and more than one detent,
  /// an accessibility-only element at the sheet's top edge; none for a single detent.
  public var adjustableElement: AdjustableElement
  /// Whether the sheet's background is Liquid Glass (the glass look, `SheetLook.glass`,
  /// without Reduce Transparency): the layer draws a glass view under an opaque layer whose
  /// opacity is ``opaqueOpacity``. The glass view itself is never faded (UIKit draws a visual
  /// effect view under an alpha below 1 wrongly); only the layer over it is.
  public var drawsGlass: Bool
  /// The opacity of the opaque background over the glass: 1 for the standard look and under
  /// Reduce Transparency; for the glass look the shape morph's progress (glass below full
  /// height, opaque at full height), 0 for a floating card (`SheetGlass`).
  public var opaqueOpacity: Double
  /// Whether the corners are concentric with the container's (the display's), as the iOS 26
  /// sheet's are: the layer asks the system for container-concentric corners, at least the
  /// layout's radii, where it can.
  public var concentricCorners: Bool
  /// Whether the sheet's content takes touches (the layer sets the content view's
  /// `isUserInteractionEnabled` from it): not while the sheet leaves, so a second tap on
  /// "Save" as the sheet goes does not fire again, and not during a modal or floating sheet's
  /// entrance, so the second tap of a double tap on what presented it does not press a button
  /// on the rising sheet (UIKit's presentations take no touches during their transitions).
  /// The sheet itself still does: the pan is the container's, so a drag still takes it.
  public var contentIsInteractive: Bool
  /// The width the content is laid out at: the sheet's width where it is attached to the
  /// screen's edges for a sheet whose shape morphs (the iOS 26 look, `morphsShape`), else the
  /// sheet's own width. It changes with the container, never while the sheet moves, so the
  /// content's text never re-wraps during a drag or a spring.
  public var contentWidth: Double
  /// The scale the content is drawn at so that its laid-out width fills the drawn sheet:
  /// `drawnFrame.width / contentWidth`, 1 unless a morphing sheet is inset (≈ 0.96 for the
  /// glass look at its inset detents on a phone, as Apple's sheet scales). Never 0 or NaN.
  public var contentScale: Double

  /// Whether VoiceOver must re-read the screen's elements now that this frame is drawn after
  /// `previous` (the layer posts `UIAccessibility.Notification.layoutChanged`): the sheet became
  /// modal or stopped being (an undimmed detent crossed, the entrance's first frame, the exit's
  /// end), the backdrop became a "Dismiss" element or stopped being one, or the adjustable
  /// element moved between the grabber and its stand-in. VoiceOver does not notice such
  /// changes by itself: without the notification it keeps offering the screen behind a sheet
  /// that became modal, or nothing behind one that stopped being. Nil `previous` (the first
  /// frame drawn) needs no notification: the attach's screen change covers it.
  public func changesAccessibilityLayout(since previous: HostFrame?) -> Bool {
    guard let previous else { return false }
    return previous.isAccessibilityModal != isAccessibilityModal
      || previous.backdropIsDismissControl != backdropIsDismissControl
      || previous.adjustableElement != adjustableElement
  }

  /// Whether a touch at `point` (container space) belongs to the screen behind the sheet.
  ///
  /// The container answers its `point(inside:with:)` with the negation of this. Declaring the
  /// touch region explicitly (the sheet's frame, plus the backdrop while it blocks) works on
  /// every iOS version; returning nil from a hosting view's `hitTest` stopped passing touches
  /// through on iOS 18, where the hosting root itself is returned as the hit view.
  ///
  /// A sheet that is not presented any more (on its way out, or hidden) takes no touch: the
  /// engine does nothing with a finger on a leaving sheet, so the touch goes to the screen
  /// behind unless a backdrop still blocks it (a hidden inline sheet passes every touch).
  public func passesTouchThrough(at point: SheetPoint) -> Bool {
    guard point.x.isFinite, point.y.isFinite else { return true }
    if layout.backdropBlocksTouches { return false }
    return layout.phase == .dismissed || !layout.isPresented || !layout.frame.contains(point)
  }
}
