/// Everything the platform tells a sheet host, as a value.
///
/// The UIKit layer turns each callback into one of these and passes it to
/// ``SheetHostModel/send(_:at:)`` with the platform's own timestamp for that event
/// (`UITouch.timestamp` for touches, `CADisplayLink.timestamp` for frames, the media time of
/// the callback for geometry and bindings, which carry none). The model never reads a clock,
/// so a recorded stream of inputs replays to the same frames and effects anywhere.
///
/// Points are in the sheet's container space: origin at the container's top-left, y down.
///
/// ```swift
/// model.send(.touchDown(touch: 1, at: SheetPoint(x: 195, y: 700), target: .chrome), at: t0)
/// model.send(.panBegan(touch: 1, at: SheetPoint(x: 195, y: 690)), at: t1)
/// ```
public enum HostInput: Sendable, Hashable {
  /// A finger touched the container (the pan recognizer's delegate received it). Nothing moves
  /// yet: a tap must not wobble the sheet. A touch on a moving sheet catches it.
  case touchDown(touch: Int, at: SheetPoint, target: TouchTarget)
  /// The pan recognizer began: the finger moved past the platform's touch slop in a direction
  /// ``SheetHostModel/shouldBeginPan(translation:)`` accepted.
  case panBegan(touch: Int, at: SheetPoint)
  /// The tracked finger moved (its own location, never the centroid of several fingers).
  case panMoved(touch: Int, at: SheetPoint)
  /// The tracked finger lifted after a pan. `velocity` is the platform's own estimate
  /// (`UIPanGestureRecognizer.velocity(in:)`, pt/s, y down), recorded in traces and given to
  /// the engine, which uses it only when it has too few samples of its own; nil when none.
  case panEnded(touch: Int, at: SheetPoint, velocity: SheetPoint?)
  /// The system cancelled the pan (an incoming call, a system gesture).
  case panCancelled(touch: Int)
  /// A touch ended or was cancelled without a pan (a tap, or a drag another recognizer took).
  case touchEnded(touch: Int)
  /// A completed tap on the backdrop (outside the sheet). Apple's sheet acts on the tap, not
  /// on the touch-down, so a finger that lands on the backdrop and slides away does nothing.
  case backdropTap(at: SheetPoint)
  /// The tracked scroll view's vertical content offset (0 = at its top, insets excluded).
  case scrolled(offset: Double)
  /// The tracked scroll view's extent; nil when the sheet has no scroll view.
  case scrollMetrics(ScrollMetrics?)
  /// The container's size and safe area (a rotation, a window resize, a split view).
  case container(size: SheetSize, safeArea: SheetInsets)
  /// The keyboard's top edge in container space, or nil when it is hidden (from the system's
  /// keyboard-frame notification: a rotation is never reported as a keyboard change).
  case keyboard(top: Double?)
  /// The keyboard starts moving: its frame will end with its top edge at `top` in container
  /// space (nil: off screen) after `duration` seconds (`keyboardWillChangeFrame`'s end frame and
  /// animation duration). The host moves the sheet's base with it, display frame by display
  /// frame, on the keyboard's curve, so the sheet rides on the keyboard. A duration of 0 (or
  /// not finite) moves it at once, as ``keyboard(top:)`` does.
  case keyboardWillMove(top: Double?, duration: Double)
  /// Measured bottom edges of the views named with `bottomSheetAnchor`, in container space.
  case anchors([String: Double])
  /// The content's natural height, measured when it does not scroll.
  case contentHeight(Double)
  /// The sheet's configuration changed (a modifier's value). Selection and presentation are
  /// bindings, not configuration: they come as ``presentedBinding(_:)`` and
  /// ``selectionBinding(_:)``.
  case configuration(SheetConfiguration)
  /// The app's `isPresented` binding holds this value now.
  case presentedBinding(Bool)
  /// The app's selection binding holds this detent now.
  case selectionBinding(DetentID)
  /// Code selected a detent (`BottomSheetProxy.select`).
  case select(DetentID, animated: Bool)
  /// Code presented the sheet (`BottomSheetProxy.present`).
  case present(animated: Bool)
  /// Code dismissed the sheet (`BottomSheetProxy.dismiss`).
  case dismiss(animated: Bool)
  /// The sheet's close button was tapped: a dismissal the guard can refuse, queued until the
  /// finger lifts when a drag is running.
  case close
  /// VoiceOver increment on the grabber.
  case increment
  /// VoiceOver decrement on the grabber.
  case decrement
  /// VoiceOver escape (two-finger Z) or the keyboard's Escape key.
  case escape
  /// A display frame: advances the motion; the layer then draws ``SheetHostModel/frame(at:)``.
  case frame
}
