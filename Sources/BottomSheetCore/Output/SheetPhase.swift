/// The motion phase of the sheet.
///
/// The engine's state machine as an app sees it (BottomSheetCore's "State machine" article):
/// one mapping from its five states, in which a sheet leaving the screen is `settling` like
/// any other spring.
public enum SheetPhase: String, Sendable, Hashable {
  /// At rest on a detent.
  case idle
  /// Following a finger.
  case dragging
  /// Moving under a spring.
  case settling
  /// Off screen (modal or floating not presented, inline hidden).
  case dismissed
}
