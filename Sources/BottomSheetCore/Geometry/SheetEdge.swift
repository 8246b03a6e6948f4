/// The side of its container a sheet covers: where it is attached, and so which side of the
/// screen behind should be inset to stay clear of it.
///
/// A bottom sheet covers the bottom; a side panel (``SheetPlacement/Kind/sidePanel``) covers
/// the leading or trailing side; a centred form sheet or a card anchored in the middle covers
/// no side. Leading and trailing are logical: in a right-to-left layout the leading side is
/// the right one. The panel's ``SheetLayout/frame`` is always in container space (x from the
/// left), so a host that insets the screen behind reads this value, not the frame's x.
public enum SheetEdge: String, Sendable, Hashable, CaseIterable {
  /// The container's bottom edge.
  case bottom
  /// The container's leading edge (left in left-to-right layouts, right in right-to-left).
  case leading
  /// The container's trailing edge (right in left-to-right layouts, left in right-to-left).
  case trailing
  /// No side: a centred sheet or card that leaves every edge free.
  case none
}
