/// What a tap on a modal sheet's dimmed backdrop does.
public enum BackdropTapAction: String, Sendable, Hashable {
  /// Dismiss the sheet (if dismissal is allowed; otherwise `dismissBlocked`).
  case dismiss
  /// Move to the lowest detent.
  case collapse
  /// Nothing: the tap is swallowed.
  case none
}
