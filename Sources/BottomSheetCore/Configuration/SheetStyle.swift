/// The three kinds of sheet the engine drives.
public enum SheetStyle: String, Sendable, Hashable, CaseIterable {
  /// A persistent sheet over a screen (Maps-like): no backdrop, shown at its initial detent
  /// from the first frame, the screen behind stays usable.
  case inline
  /// A presented sheet with a dimmed backdrop, dismissed by drag, backdrop tap or code.
  case modal
  /// A card inset from the screen edges with all corners rounded, rubber-banded on both axes.
  case floating
}

extension SheetStyle {
  /// What this kind of sheet does (see ``Capabilities``). This is the one place that decides
  /// it for each kind: everything else reads a capability by name, never compares kinds.
  @_spi(Lab) public var capabilities: Capabilities {
    switch self {
    case .inline: Self.inlineCapabilities
    case .modal: Self.modalCapabilities
    case .floating: Self.floatingCapabilities
    }
  }

  // Built once: reading a capability on a per-frame path allocates nothing.
  private static let inlineCapabilities = Capabilities(
    hasBackdrop: false, isPresentable: false, startsOnScreen: true, isAttachedToBottomEdge: true,
    isInsetFromEdges: false, movesSideways: false, isDismissibleByDefault: false,
    defaultCornerRadius: 16, defaultDetents: [.medium, .large], defaultBehavior: SheetBehavior(),
    automaticRegularWidth: .sidePanel, coversCompactHeight: false)
  private static let modalCapabilities = Capabilities(
    hasBackdrop: true, isPresentable: true, startsOnScreen: false, isAttachedToBottomEdge: true,
    isInsetFromEdges: false, movesSideways: false, isDismissibleByDefault: true,
    defaultCornerRadius: 16, defaultDetents: [.medium, .large], defaultBehavior: SheetBehavior(),
    automaticRegularWidth: .centered(.form), coversCompactHeight: true)
  private static let floatingCapabilities = Capabilities(
    hasBackdrop: true, isPresentable: true, startsOnScreen: false, isAttachedToBottomEdge: false,
    isInsetFromEdges: true, movesSideways: true, isDismissibleByDefault: true,
    defaultCornerRadius: 24, defaultDetents: [.fitsContent],
    defaultBehavior: SheetBehavior(rubberBand: .damped(scale: 100, limit: 100)),
    automaticRegularWidth: .card, coversCompactHeight: false)
}
