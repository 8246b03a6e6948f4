/// The motion phase of the sheet.
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
