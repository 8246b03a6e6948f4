/// Where a released sheet goes.
@_spi(Lab) public enum SheetTarget: Sendable, Hashable {
  /// Rest at this detent (index into the resolved, ascending detents).
  case detent(Int)
  /// Leave the screen (dismiss, or hide an inline sheet).
  case dismiss
}
