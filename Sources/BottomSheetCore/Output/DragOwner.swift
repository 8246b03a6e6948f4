/// Who the current drag moves.
public enum DragOwner: String, Sendable, Hashable {
  /// The sheet moves.
  case sheet
  /// The sheet's scrollable content scrolls; the sheet stays.
  case content
}
