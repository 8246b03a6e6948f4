@_spi(Lab) import BottomSheetCore

/// One row of ``ScreenCatalog``: a device in an arrangement, with the container size, safe
/// area and size classes an app's root view has there.
@_spi(Lab) public struct ScreenEnvironment: Sendable, Hashable {
  /// The device.
  public var device: ScreenDevice
  /// The arrangement.
  public var arrangement: ScreenArrangement
  /// The window's size in points.
  public var size: SheetSize
  /// The window's safe-area insets (leading and trailing as laid out left to right).
  public var safeArea: SheetInsets
  /// The horizontal size class iOS reports there.
  public var horizontalSizeClass: SheetSizeClass
  /// The vertical size class iOS reports there.
  public var verticalSizeClass: SheetSizeClass

  /// Creates a row.
  public init(
    _ device: ScreenDevice, _ arrangement: ScreenArrangement, width: Double, height: Double,
    safeArea: SheetInsets, _ horizontal: SheetSizeClass, _ vertical: SheetSizeClass
  ) {
    self.device = device
    self.arrangement = arrangement
    self.size = SheetSize(width: width, height: height)
    self.safeArea = safeArea
    self.horizontalSizeClass = horizontal
    self.verticalSizeClass = vertical
  }

  /// A sheet context for this environment, with its size classes reported (as a host that
  /// reads them from SwiftUI's environment does), and optionally a layout direction.
  public func context(
    contentHeight: Double = 0, keyboardHeight: Double = 0, anchors: [String: Double] = [:],
    layoutDirection: SheetLayoutDirection? = nil
  ) -> SheetContext {
    var context = SheetContext(
      containerSize: size, safeArea: safeArea, keyboardHeight: keyboardHeight,
      contentHeight: contentHeight, anchors: anchors)
    context.traits = SheetTraits(
      horizontalSizeClass: horizontalSizeClass, verticalSizeClass: verticalSizeClass,
      layoutDirection: layoutDirection)
    return context
  }

  /// "iPad Pro 13-inch (M4), splitHalf", for test rows and diagnostics.
  public var label: String { "\(device.displayName), \(arrangement.rawValue)" }
}
