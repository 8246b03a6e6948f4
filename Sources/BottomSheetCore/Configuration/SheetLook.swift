/// How a sheet looks at the engine's level: today's opaque sheet, or the iOS 26 sheet.
///
/// The iOS 26 sheet (Apple's Liquid Glass sheet) is inset from the screen's edges at every
/// detent below full height and edge-attached at full height, the change following the sheet's
/// position (a shape morph like ``SheetConfiguration/morphsShape``'s, with an 8-pt inset
/// instead of the floating insets and its progress keyed to full height; the numbers and their
/// sources are in `SheetGlass`). Which look runs is the host's choice (the system's version, the
/// app's choice: `BottomSheetAppearance` in BottomSheetHost decides it as Apple's sheets do);
/// the engine only follows it.
///
/// ```swift
/// var configuration = SheetConfiguration(style: .modal)
/// configuration.look = .glass
/// configuration.reducesTransparency = true   // the system's Reduce Transparency setting
/// ```
public enum SheetLook: String, Sendable, Hashable, CaseIterable {
  /// Today's sheet: opaque, attached to the bottom edge (a floating card stays a card).
  case standard
  /// The iOS 26 sheet: an inset card of Liquid Glass below full height that turns opaque and
  /// edge-attached at full height. A floating card is drawn in glass and keeps its shape.
  case glass
}

extension SheetConfiguration {
  /// Whether the sheet morphs between an inset card and an edge-attached sheet: asked for
  /// (``morphsShape``), or the glass look of a sheet attached to the bottom edge.
  package var morphs: Bool {
    morphsShape || (look == .glass && style.capabilities.isAttachedToBottomEdge)
  }

  /// Whether the sheet uses the glass look's insets (``SheetGlass/inset`` from the container's
  /// edges) rather than ``floatingInsets``.
  package var insetsLikeGlass: Bool {
    look == .glass && style.capabilities.isAttachedToBottomEdge
  }
}
