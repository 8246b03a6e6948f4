/// Why a sheet was dismissed (or why a dismissal was refused).
public enum DismissReason: String, Sendable, Hashable {
  /// Dragged down past the threshold.
  case drag
  /// The backdrop was tapped.
  case backdrop
  /// Code asked for it (including the close button and accessibility escape).
  case programmatic
}
