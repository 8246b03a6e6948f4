/// A size class of the sheet's container, as the platform reports it for one axis: SwiftUI's
/// `UserInterfaceSizeClass` without SwiftUI.
///
/// An iPhone in portrait is compact in width and regular in height; in landscape most are
/// compact in both (the largest are regular in width); an iPad's full screen is regular in
/// both. A custom detent that reads the vertical size class can leave itself out in landscape,
/// where a sheet has little height to spare.
@_spi(Lab) public enum SheetSizeClass: String, Sendable, Hashable, CaseIterable {
  /// A constrained amount of space on this axis.
  case compact
  /// An expansive amount of space on this axis.
  case regular
}
