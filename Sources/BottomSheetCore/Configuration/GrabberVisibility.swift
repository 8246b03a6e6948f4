/// Whether a sheet shows its grabber, the short bar above its content that invites a drag.
///
/// The engine decides it, because the grabber's height takes part in resolving detents
/// (``Detent/fitsContent`` is content *plus* chrome) and the visibility depends on the result;
/// ``SheetLayout/showsGrabber`` says what was decided.
///
/// ```swift
/// var configuration = SheetConfiguration(style: .modal, detents: [.fitsContent])
/// configuration.chrome.grabber = .automatic  // one detent: no grabber
/// ```
public enum GrabberVisibility: String, Sendable, Hashable {
  /// Shown when there is somewhere to drag to: more than one detent, counted as resolved
  /// *without* the grabber, like Apple's `presentationDragIndicator(.automatic)` (which counts
  /// the detents given).
  ///
  /// Counting without it makes the decision stable: the grabber's height can only raise a
  /// ``Detent/fitsContent`` detent into the one above it, so showing it never takes away the
  /// reason to show it, and a sheet whose content nearly fills the screen does not flip its
  /// grabber on and off as it re-resolves. Such a sheet may keep a grabber over one resting
  /// place; it can still be pulled and, if dismissible, dragged away.
  case automatic
  /// Always shown, its height counted in the chrome (the default, and what scenario files that
  /// do not name a visibility mean).
  case visible
  /// Never shown; its height is not counted.
  case hidden
}
