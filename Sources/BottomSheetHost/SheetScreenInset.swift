@_spi(Lab) import BottomSheetCore

/// How far the screen behind an inline sheet should inset one of its sides to stay clear of
/// the sheet: what `bottomSheetSafeAreaInset` applies to the hosted screen.
///
/// A bottom sheet insets the bottom (``SheetHostModel/screenBottomInset(upThrough:)``); a side
/// panel on an iPad insets its side, so a list's rows and a map's overlays stay beside it; a
/// centred sheet insets nothing. The layer adds ``length`` to the hosted screen's safe area on
/// ``edge`` (and sets the other sides back to 0), and changes it only when the value changes.
public struct SheetScreenInset: Sendable, Hashable {
  /// The side to inset (`none`: no side).
  public var edge: SheetEdge
  /// How much to add to that side's safe area, in points, never negative.
  public var length: Double

  /// Creates an inset.
  public init(edge: SheetEdge, length: Double) {
    self.edge = edge
    self.length = length
  }

  /// No inset.
  public static let none = SheetScreenInset(edge: .none, length: 0)
}
