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
  public var capabilities: Capabilities {
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
    defaultCornerRadius: 16, defaultDetents: [.medium, .large], defaultBehavior: SheetBehavior())
  private static let modalCapabilities = Capabilities(
    hasBackdrop: true, isPresentable: true, startsOnScreen: false, isAttachedToBottomEdge: true,
    isInsetFromEdges: false, movesSideways: false, isDismissibleByDefault: true,
    defaultCornerRadius: 16, defaultDetents: [.medium, .large], defaultBehavior: SheetBehavior())
  private static let floatingCapabilities = Capabilities(
    hasBackdrop: true, isPresentable: true, startsOnScreen: false, isAttachedToBottomEdge: false,
    isInsetFromEdges: true, movesSideways: true, isDismissibleByDefault: true,
    defaultCornerRadius: 24, defaultDetents: [.fitsContent],
    defaultBehavior: SheetBehavior(rubberBand: .damped(scale: 100, limit: 100)))
}

/// What a tap on a modal sheet's dimmed backdrop does.
public enum BackdropTapAction: String, Sendable, Hashable {
  /// Dismiss the sheet (if dismissal is allowed; otherwise `dismissBlocked`).
  case dismiss
  /// Move to the lowest detent.
  case collapse
  /// Nothing: the tap is swallowed.
  case none
}

/// Who the current drag moves.
public enum DragOwner: String, Sendable, Hashable {
  /// The sheet moves.
  case sheet
  /// The sheet's scrollable content scrolls; the sheet stays.
  case content
}

/// Where on the sheet a touch started.
public enum TouchRegion: String, Sendable, Hashable {
  /// Grabber or header: always drags the sheet.
  case chrome
  /// The content: may scroll it, per the hand-off rules.
  case content
}

/// The motion phase of the sheet.
public enum SheetPhase: String, Sendable, Hashable {
  /// At rest on a detent.
  case idle
  /// Following a finger.
  case dragging
  /// Moving under a spring.
  case settling
  /// Off screen (modal or floating not presented, inline hidden).
  case dismissed
}

/// Why a sheet was dismissed (or why a dismissal was refused).
public enum DismissReason: String, Sendable, Hashable {
  /// Dragged down past the threshold.
  case drag
  /// The backdrop was tapped.
  case backdrop
  /// Code asked for it (including the close button and accessibility escape).
  case programmatic
}
