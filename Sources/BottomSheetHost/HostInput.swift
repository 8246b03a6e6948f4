@_spi(Lab) import BottomSheetCore
/// Everything the platform tells a sheet host, as a value.
///
/// The UIKit layer turns each callback into one of these and passes it to
/// ``SheetHostModel/send(_:at:)`` with the platform's own timestamp for that event
/// (`UITouch.timestamp` for touches, `CADisplayLink.timestamp` for frames, the media time of
/// the callback for geometry and bindings, which carry none). The model never reads a clock,
/// so a recorded stream of inputs replays to the same frames and effects anywhere.
///
/// Points are in the sheet's container space: origin at the container's top-left, y down.
/// A touch's inputs carry its `touchID`, a number the layer gives each finger's touch sequence
/// (new for every sequence), the same in all of them: the host follows one finger by it.
///
/// ```swift
/// model.send(.touchDown(touchID: 1, at: SheetPoint(x: 195, y: 700), target: .chrome), at: t0)
/// model.send(.panBegan(touchID: 1, at: SheetPoint(x: 195, y: 690)), at: t1)
/// ```
public enum HostInput: Sendable, Hashable {
  /// A finger touched the container (the pan recognizer's delegate received it). Nothing moves
  /// yet: a tap must not wobble the sheet. A touch on a moving sheet catches it.
  case touchDown(touchID: Int, at: SheetPoint, target: TouchTarget)
  /// The pan recognizer began: the finger moved past the platform's touch slop in a direction
  /// ``SheetHostModel/shouldBeginPan(translation:)`` accepted.
  case panBegan(touchID: Int, at: SheetPoint)
  /// The tracked finger moved (its own location, never the centroid of several fingers).
  case panMoved(touchID: Int, at: SheetPoint)
  /// The tracked finger lifted after a pan. `velocity` is the platform's own estimate
  /// (`UIPanGestureRecognizer.velocity(in:)`, pt/s, y down), recorded in traces and given to
  /// the engine, which uses it only when it has too few samples of its own; nil when none.
  case panEnded(touchID: Int, at: SheetPoint, velocity: SheetVelocity?)
  /// The system cancelled the pan (an incoming call, a system gesture).
  case panCancelled(touchID: Int)
  /// A touch ended or was cancelled without a pan (a tap, or a drag another recognizer took).
  case touchEnded(touchID: Int)
  /// A completed tap on the backdrop (outside the sheet). Apple's sheet acts on the tap, not
  /// on the touch-down, so a finger that lands on the backdrop and slides away does nothing;
  /// nor does a tap during a presented sheet's entrance (the second tap of a double tap on
  /// what presented it).
  case backdropTap(at: SheetPoint)
  /// The tracked scroll view's vertical content offset (0 = at its top, insets excluded).
  case contentScrolled(offset: Double)
  /// The extent of the content's scroll view, reported when a finger lands in it; nil when the
  /// content has no scroll view any more. A touch outside the scroll view reports nothing: the
  /// content still has the scroll view it had.
  case scrollMetrics(ScrollMetrics?)
  /// The container's size and safe area (a rotation, a window resize, a split view).
  case container(size: SheetSize, safeArea: SheetInsets)
  /// The keyboard's top edge in container space, or nil when it is hidden (from the system's
  /// keyboard-frame notification: a rotation is never reported as a keyboard change).
  case keyboard(top: Double?)
  /// Where the keyboard's top edge is right now, read from the platform's keyboard layout guide
  /// (`UIView.keyboardLayoutGuide`, iOS 15), in container space; nil when no keyboard covers
  /// the container. The guide follows the keyboard during an interactive dismissal (a drag on
  /// a scroll view with `.interactively` dismissal) and is already in place when the sheet is
  /// first laid out, neither of which posts a frame notification. The host follows it at once,
  /// except while a slide it was announced (`keyboardWillMove(top:duration:)`) is heading to
  /// the same place: UIKit moves the guide to the slide's end as the slide begins.
  ///
  /// A reading no slide is heading to is applied on the next ``advance`` (the host starts the
  /// display clock for it), not at once: whether UIKit lays the container out for the guide
  /// before or after it posts `keyboardWillChangeFrame` is not documented, and a slide
  /// announced before that frame takes over, so either order gives the same frames. Send it
  /// whenever the container lays out (it is cheap: a reading where the keyboard already is, or
  /// is heading, does nothing).
  case keyboardTracked(top: Double?)
  /// The keyboard starts moving: its frame will end with its top edge at `top` in container
  /// space (nil: off screen) after `duration` seconds (`keyboardWillChangeFrame`'s end frame and
  /// animation duration). The host moves the sheet's base with it, display frame by display
  /// frame, on the keyboard's curve, so the sheet rides on the keyboard. A duration of 0 (or
  /// not finite) moves it at once, as `keyboard(top:)` does.
  case keyboardWillMove(top: Double?, duration: Double)
  /// Measured bottom edges of the views named with `bottomSheetAnchor`, in container space.
  case anchors([String: Double])
  /// The content's natural height, measured under an unconstrained vertical proposal (what it
  /// would be if the sheet had room for all of it); nil when the content has none and fills
  /// whatever it is given (the layer measures one only under ``SheetHostModel/contentSizing``
  /// `.natural`, or inside `bottomSheetScrollOnOverflow`). A height measured inside the room
  /// the sheet gives is not natural: content compressed into that room reports the room.
  case contentHeight(Double?)
  /// The sheet's configuration changed (a modifier's value). Selection and presentation are
  /// bindings, not configuration: they come as `presentedBinding(_:)` and
  /// `selectionBinding(_:)`.
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
  /// finger lifts when a drag is running. On an inline sheet it hides the sheet, when the sheet
  /// can hide (it has an `isPresented` binding, or is dismissible), through the guard
  /// (`SheetConfiguration.isDismissalGuarded`); one that cannot hide draws no
  /// close button (``SheetHostModel/drawsCloseButton``).
  case close
  /// A tap on the grabber (a finger, not VoiceOver): the next larger detent, and from the
  /// largest the smallest, as Apple's sheet cycles its detents on a grabber tap. Its arrival is
  /// announced as a drag's is (the user acted on the sheet, `SheetHostModel+Announcements`) and,
  /// like a drag's arrival, plays no haptic: the haptic marks a finger crossing a detent. The
  /// adjustable element's increment and decrement do not wrap and are not changed by it.
  /// Nothing happens with one detent, a hidden grabber, or a sheet that is not presented.
  case grabberTapped
  /// VoiceOver increment on the grabber.
  case accessibilityIncrement
  /// VoiceOver decrement on the grabber.
  case accessibilityDecrement
  /// VoiceOver's escape (two-finger Z), which Full Keyboard Access also sends: a presented
  /// sheet treats it as its close button. (A hardware keyboard's Escape key is ``escapeKey``.)
  case accessibilityEscape
  /// The modifier's anchor (the invisible view where a presented sheet's modifier is) entered
  /// (true) or left (false) its window for good: a pop, a list row scrolled away or removed, the
  /// system sheet it is in being dismissed. A sheet whose binding is true waits for its anchor
  /// to reach a window before it attaches, and keeps waiting when the anchor leaves again
  /// before it was attached (its binding still asks for it); a sheet on screen whose anchor
  /// leaves is dismissed with its exit spring (the binding is written, `onDismiss` runs once).
  /// An anchor that leaves while its controller stays in its container (a tab switched away,
  /// a screen pushed over it) is ``anchorHidden``, not `false`.
  case anchorInWindow(Bool)
  /// The anchor left its window, but its controller is still in its container: a tab switched
  /// away, a screen pushed over the anchor's. The user will be back.
  ///
  /// The sheet leaves the screen at once, without its exit spring and without writing the
  /// binding or calling `onDismiss` (``HostEffect/detach``, the display clock stopped), and
  /// remembers its detent. When the anchor returns (``anchorInWindow(_:)`` `true`) it attaches
  /// and is shown at rest on that detent, without an entrance: the persistent card the user
  /// left on the other tab is still there. A binding set false while it is hidden dismisses it
  /// with nothing to animate (`onDismiss` once: it had been shown), and so does the anchor
  /// leaving for good. The sheets presented from its content are not told
  /// (``HostEffect/dismissChildren``): UIKit removes them with it, which their own hosts hear
  /// as ``dismissedByPlatform``. A sheet that was not on screen only goes on waiting.
  case anchorHidden
  /// The anchor is out of its window under a full-screen presentation of its own context:
  /// UIKit takes the presenting views out of the window while a `.fullScreen` presentation is
  /// up (a `.fullScreenCover` from the sheet's content, or from the screen) and puts them back
  /// when it is dismissed. That is not leaving: the sheet stays, and the anchor's return is
  /// ``anchorInWindow(_:)`` `true`.
  case anchorCovered
  /// The modifier went away (its view left the hierarchy, or its identity changed). A sheet on
  /// screen leaves with its exit spring, as when its anchor leaves its window; later binding
  /// values are ignored: nothing can present this sheet again.
  case modifierRemoved
  /// The sheet whose content holds this sheet's modifier began leaving: this sheet leaves with
  /// it (its own exit spring, binding written, `onDismiss` once), as Apple's nested sheets do.
  case parentLeaving
  /// The layer could not put the container on screen after an ``HostEffect/attach``: UIKit
  /// refused the presentation, or the presenter has no window or cannot present yet (it is
  /// presenting something else). The sheet goes back to waiting, as if its anchor were in no
  /// window: nobody saw it, so a later dismissal writes no binding and calls no `onDismiss`
  /// (only ``HostEffect/presentationEnded``), and it attaches again on ``presenterReady`` or
  /// when its anchor enters a window, never before: a retry waits for something that changed.
  /// Every refusal is reported in ``SheetHostModel/diagnostics``, with its number
  /// (``SheetHostModel/attachRefusals``).
  ///
  /// While it waits, the app's binding stays true: the presentation is pending, as a push in
  /// progress is. A new request from the app (the binding false, then true) tries again at
  /// once.
  ///
  /// Send it after the rest of the effects of the same input have been applied (the next
  /// main-queue turn, say): the host then stops the display clock those effects started.
  case attachFailed
  /// The presenter can present again after an ``attachFailed`` (its presentation ended, its
  /// view appeared, its transition finished): a sheet whose binding is still true attaches and
  /// enters now. Nothing happens when the sheet is not waiting.
  case presenterReady
  /// UIKit took the presented container off screen without the host's ``HostEffect/detach``:
  /// a presentation lower in the stack was dismissed (UIKit removes everything above it), or
  /// the app dismissed from its root controller (`rootViewController.dismiss`).
  ///
  /// The host learns of every removal it did not ask for, so the app's state matches the
  /// screen: the binding is written false (``HostEffect/setPresented(_:)``, when it said true),
  /// `onDismiss` runs once, the sheets presented from its content are told
  /// (``HostEffect/dismissChildren``) and ``HostEffect/presentationEnded`` follows. Nothing is
  /// animated and nothing is detached (it is gone already); the display clock stops and the
  /// sheet is off screen at once, quietly (no engine events). A later binding `true` presents
  /// it again as usual. Sent when the sheet is not attached (never attached, or after a detach
  /// the host asked for), it does nothing.
  case dismissedByPlatform
  /// A display frame: advances the motion; the layer then draws ``SheetHostModel/frame(at:)``
  /// if ``SheetHostModel/needsDraw`` says so, and calls ``SheetHostModel/didDraw()``.
  case advance
  /// The environment's size classes, Dynamic Type size and colour scheme where the sheet is
  /// shown (the SwiftUI layer reads them from its environment): custom detents read them
  /// (`DetentContext`), so the detents re-resolve when they change, and the sheet moves to
  /// where its selected detent now rests, as for a rotation. A custom detent that leaves itself
  /// out in a compact height does so here; its selection moves to the nearest detent (the
  /// engine's rule for a detent that is gone). Traits equal to the last ones change nothing.
  case traits(SheetTraits)
  /// Where the keyboard's top edge is on screen right now, during a slide, in container space
  /// (nil: no keyboard covers the container).
  ///
  /// The layer reads it on each display-link tick while ``SheetHostModel/isKeyboardSliding``
  /// is true, from the presentation layer of the view pinned to the keyboard layout guide
  /// (`probe.layer.presentation()?.frame.minY`, converted into container space and read
  /// through ``SheetHostModel/keyboardGuideTop(_:containerHeight:bottomSafeArea:)``: the
  /// guide's constraint changes inside the keyboard's own animation, so its model frame jumps
  /// to the slide's end while its presentation layer follows the keyboard on UIKit's private
  /// curve), and sends it just before that tick's ``advance``, with the same timestamp. The
  /// host then places the keyboard there for that frame instead of on its stand-in curve
  /// (`SheetHostModel.keyboardProgress(elapsed:duration:)`); a reading at the slide's end
  /// ends the slide. Outside a slide it is ignored (the guide's own readings,
  /// ``keyboardTracked(top:)``, say the same); a non-finite top is dropped with a diagnostic.
  case keyboardPresented(top: Double?)
  /// The hardware keyboard's Escape key (iPad, Mac Catalyst, a keyboard paired with a
  /// phone): it does what a tap outside the sheet would do there and then
  /// (`SheetConfiguration.backdropTap`: dismiss through the guard, collapse, or nothing), so a
  /// sheet that lets taps through to the screen behind ignores it, as it ignores those taps.
  /// The layer claims the key only while ``SheetHostModel/takesEscapeKey`` is true, so an
  /// Escape the sheet does not want reaches the next responder (a navigation stack, a text
  /// field).
  case escapeKey
}
