/// Where a floating card sits in a regular-width container: bottom centre by default, or a
/// bottom corner.
///
/// The card keeps its bounded width (``SheetAdaptation/cardMaximumWidth``) and its insets
/// (``FloatingInsets``); the anchor only says where the free space beside it goes, so its
/// detents stay vertical as on a phone. Leading and trailing follow the layout direction, like
/// ``SheetEdge``.
public enum SheetCardAnchor: String, Sendable, Hashable, CaseIterable {
  /// Centred horizontally, resting on the bottom inset (the default).
  case bottom
  /// In the bottom leading corner.
  case bottomLeading
  /// In the bottom trailing corner.
  case bottomTrailing
}
