@_spi(Lab) import BottomSheetCore
/// Something the platform layer must do, decided by ``SheetHostModel`` and handed over as a
/// value, so every decision is testable without UIKit.
///
/// The layer reads ``SheetHostModel/effects`` after each ``SheetHostModel/send(_:at:)``, applies
/// them in order, then calls ``SheetHostModel/clearEffects()``.
///
/// ```swift
/// for effect in model.effects {
///   switch effect {
///   case let .setSelection(id): selection?.wrappedValue = id
///   case let .holdScrollOffset(y): scrollView.setContentOffset(CGPoint(x: 0, y: y - inset), animated: false)
///   default: break
///   }
/// }
/// model.clearEffects()
/// ```
public enum HostEffect: Sendable, Hashable {
  /// Write the app's selection binding. The model remembers the value, so the binding's
  /// change coming back is not taken for a new request.
  case setSelection(DetentID)
  /// Write the app's `isPresented` binding (false after a drag, tap or close dismissal).
  case setPresented(Bool)
  /// Put the container on screen above everything (modal and floating sheets) before the
  /// entrance spring starts.
  case attach
  /// Take the container off screen: the exit spring has finished.
  case detach
  /// Call the app's `onDismiss`: the sheet is off screen.
  case callOnDismiss
  /// A presentation the app asked for (its binding, or ``HostInput/present(animated:)``) is
  /// over, whether or not it was ever on screen: emitted exactly once per presentation, right
  /// after ``callOnDismiss`` when the sheet was shown, alone when the binding went false before
  /// the sheet was attached or after an attach was refused (``HostInput/attachFailed``).
  ///
  /// The app's `onDismiss` stays silent for a sheet nobody saw, as Apple's sheet's does; the
  /// layer's own bookkeeping still needs to know the request is closed: `sheet(item:)`'s swap
  /// ends on it, so a second item set before the first one's sheet appeared is shown. An inline
  /// sheet is not a presentation: it never emits this.
  case presentationEnded
  /// Call the app's dismiss-attempt handler: a dismissal was refused by the guard.
  case callDismissAttempt
  /// Play the selection haptic: the sheet crossed a detent.
  case haptic
  /// Post a VoiceOver announcement (the layer puts it into the user's language).
  case announce(SheetAnnouncement)
  /// Set the tracked scroll view's content offset to this y now (0 = its top), stopping any
  /// deceleration: the sheet owns the finger, or the sheet owned it when it lifted.
  case holdScrollOffset(Double)
  /// Start (true) or stop (false) the display clock: frames are needed while a spring or the
  /// keyboard moves the sheet, and while a finger drags it (so the display's frame rate is
  /// raised; a frame then draws only when ``SheetHostModel/needsDraw`` says so).
  case displayClock(running: Bool)
  /// Lay the content out at this height, with this much of the bottom safe area inside it
  /// (the home indicator's strip when the sheet reaches the screen's bottom edge). Emitted only
  /// when either changes: never per touch.
  case layoutContent(height: Double, bottomInset: Double)
  /// Tell the sheets presented from this sheet's content that it is leaving
  /// (``HostInput/parentLeaving``): emitted once each time the sheet begins to leave.
  case dismissChildren
  /// Move VoiceOver's focus: into the sheet once its entrance has settled (UIKit's own
  /// presentations post `UIAccessibility.Notification.screenChanged` when their transition
  /// ends; at attach the sheet is still off screen), or back to the element that had focus
  /// once the sheet has left. The layer remembers that element at ``attach``, before the
  /// sheet's modality can move VoiceOver.
  case accessibilityScreenChanged(intoSheet: Bool)
  /// Hand an engine event to the app's `onBottomSheetEvent` observers.
  case event(SheetEvent)
}
