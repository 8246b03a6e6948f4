@_spi(Lab) import BottomSheetCore
/// How a sheet's content is laid out (``SheetHostModel/contentSizing``).
public enum ContentSizing: Sendable, Hashable {
  /// At its natural height (`fixedSize(horizontal: false, vertical: true)`), measured for
  /// `.fitsContent`.
  case natural
  /// Filling the room the sheet gives.
  case fill
}
