@_spi(Lab) import BottomSheetCore
/// The entrance of a modal or floating sheet: from its presentation until it first settles.
///
/// UIKit's presentations take no touches while their transition runs, and Apple's sheet is not
/// dismissed by a tap during its entrance: the second tap of a double tap on the control that
/// presented it lands on the dimming view or on the rising sheet, and the sheet stays. So,
/// while the entrance runs (`entering`):
///
/// - a backdrop tap does nothing (``HostInput/backdropTap(at:)`` is ignored);
/// - a touch-down on the rising sheet does not catch it, so a tap there does nothing either
///   (caught and released without a drag, a sheet still below half its lowest detent would be
///   dismissed); a real drag still takes the sheet from where it is once the platform's pan
///   begins, and from then on it is a drag like any other;
/// - the content takes no touches (``HostFrame/contentIsInteractive``), so the tap does not
///   press a button in it either.
///
/// The entrance ends when the sheet settles (VoiceOver's focus then moves into it:
/// ``HostEffect/accessibilityScreenChanged(intoSheet:)``), when a drag takes it, or when it is
/// dismissed.
extension SheetHostModel {
  /// Whether the followed finger caught the moving sheet as it touched down: the layer begins
  /// its pan now (`state = .began` in the recognizer's `touchesBegan`), not after the
  /// platform's slop.
  ///
  /// Why: the caught sheet stands still under the finger. A pan that began only after UIKit's
  /// slop (about 10 pt) would then move it the whole slop in one frame, and the content's
  /// button under the finger would fire on the lift although the finger stopped the sheet.
  /// Begun at once, the sheet follows the finger 1:1 from where it was caught, and the
  /// recognizer's `cancelsTouchesInView` keeps the button from firing (FloatingPanel's pan
  /// recognizer begins in `touchesBegan` while the panel moves, for the same reasons). The
  /// layer sends ``HostInput/panBegan(touchID:at:)`` at the touch-down point then.
  public var caughtAtTouchDown: Bool {
    guard let touch else { return false }
    return touch.engaged && !touch.panning
  }

  /// Whether the layer hides the tracked scroll view's vertical indicator: the sheet owns a
  /// drag that started in the content, so the list is held still while the sheet moves and an
  /// indicator would only flash (FloatingPanel's `lockScrollView()` hides it too). The layer
  /// restores the indicator when this turns false.
  public var hidesScrollIndicator: Bool {
    guard let touch, touch.panning, touch.target.inScrollView, let engine else { return false }
    return engine.layout(at: now).dragOwner == .sheet
  }

  /// Emits the move of VoiceOver's focus into the sheet if it is still due. Whether it did.
  @discardableResult
  mutating func moveFocusIntoSheetIfPending() -> Bool {
    guard focusPending else { return false }
    focusPending = false
    effects.append(.accessibilityScreenChanged(intoSheet: true))
    return true
  }
}
