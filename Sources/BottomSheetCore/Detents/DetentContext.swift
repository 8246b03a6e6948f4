/// What a custom detent's closure can read.
public struct DetentContext: Sendable {
  /// The largest height the sheet can have in this context.
  public var maximumHeight: Double
  /// The container's size.
  public var containerSize: SheetSize
  /// The content's natural height (without chrome).
  public var contentHeight: Double
  /// The height of the sheet's chrome: the header, and the grabber when it is shown.
  ///
  /// With an `GrabberVisibility.automatic` grabber the detents resolve once without it, to
  /// decide, and again with it if it shows, so a custom closure may be called twice with two
  /// values here; make it a pure function of this context.
  public var chromeHeight: Double
  /// The environment's size classes, Dynamic Type size and colour scheme
  /// (``SheetContext/traits``), each nil until the host reports it. In SwiftUI read them as
  /// SwiftUI's types: `context.verticalSizeClass`, `context.dynamicTypeSize`.
  @_spi(Lab) public var traits: SheetTraits
}

/// Formats a number as the shortest round-tripping text, without a trailing `.0`.
func formatNumber(_ value: Double) -> String {
  if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
    return String(Int64(value))
  }
  return String(value)
}
