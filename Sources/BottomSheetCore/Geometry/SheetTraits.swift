/// What the platform's environment says about where the sheet is shown, for custom detents
/// that adapt to it, and for the placement rule: the size classes, the Dynamic Type size, the
/// colour scheme and the layout direction.
///
/// Apple's `CustomPresentationDetent.Context` reads these from SwiftUI's environment
/// (`context.verticalSizeClass`, `context.dynamicTypeSize`); the engine knows no SwiftUI, so
/// the host hands it this value (`HostInput.traits` in `BottomSheetHost`, which the SwiftUI
/// layer fills from the environment), it travels in ``SheetContext``, and a custom detent reads
/// it from its ``DetentContext``. A change re-resolves the detents like any other context
/// change: a detent that reads the vertical size class changes with a rotation.
///
/// Every trait is optional and nil until the host reports it (a host that never does, a test,
/// the lab): a custom detent must give a height without it. The members are SPI: an app reads
/// them in SwiftUI's own types through `DetentContext`'s accessors in `BottomSheetKit`
/// (`context.verticalSizeClass`), so the engine's public API stays small.
public struct SheetTraits: Sendable, Hashable {
  /// The horizontal size class; nil when not reported.
  @_spi(Lab) public var horizontalSizeClass: SheetSizeClass?
  /// The vertical size class; nil when not reported.
  @_spi(Lab) public var verticalSizeClass: SheetSizeClass?
  /// The user's preferred text size; nil when not reported.
  @_spi(Lab) public var dynamicTypeSize: SheetDynamicTypeSize?
  /// The colour scheme; nil when not reported.
  @_spi(Lab) public var colorScheme: SheetColorScheme?
  /// The layout direction, for a side panel's side (``SheetPlacement``); nil when not
  /// reported, which counts as left-to-right.
  @_spi(Lab) public var layoutDirection: SheetLayoutDirection?

  /// Creates traits; each one left out is unknown.
  @_spi(Lab) public init(
    horizontalSizeClass: SheetSizeClass? = nil, verticalSizeClass: SheetSizeClass? = nil,
    dynamicTypeSize: SheetDynamicTypeSize? = nil, colorScheme: SheetColorScheme? = nil,
    layoutDirection: SheetLayoutDirection? = nil
  ) {
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
    self.dynamicTypeSize = dynamicTypeSize
    self.colorScheme = colorScheme
    self.layoutDirection = layoutDirection
  }
}
