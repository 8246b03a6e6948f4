@_spi(Lab) import BottomSheetCore
/// Which element carries a sheet's adjustable accessibility action (``HostFrame/adjustableElement``).
public enum AdjustableElement: Sendable, Hashable {
  /// No detent to move to: nothing is adjustable.
  case none
  /// The grabber, shown.
  case grabber
  /// An accessibility-only element at the sheet's top edge, standing in for a hidden grabber.
  case sheetTop
}
