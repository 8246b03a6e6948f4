@_spi(Lab) import BottomSheetCore
/// Where a sheet is, as the screen behind it needs to know: what `onBottomSheetGeometryChange`
/// hands the app (map controls, a floating button, a list's last row riding above the sheet).
///
/// ```swift
/// if let geometry = host.geometryChange(for: frame, presenterFrame: presenter) {
///   // a button 8 pt above the sheet, in the presenting view:
///   buttonY = geometry.top - 8 - buttonHeight
/// }
/// ```
public struct SheetGeometry: Sendable, Hashable {
  /// The y of the sheet's top edge in the presenting view's coordinate space (the view that
  /// carries the sheet's modifier): the container's y minus the presenting view's top in the
  /// container. For a hidden sheet, the presenting view's bottom edge in that space.
  public var top: Double
  /// How much of the presenting view's bottom the sheet covers: from its top edge down to the
  /// presenting view's bottom edge, never negative (0 when hidden or below that edge).
  ///
  /// So a view of the presenting screen padded up from its bottom by `height` sits just on the
  /// sheet, whether that screen ends at the container's bottom or above it (an inline sheet's
  /// screen ends at its safe area, above the home-indicator strip the container covers; a
  /// presenting view may end above a tab bar). For a sheet attached to the bottom edge it is
  /// the part of the sheet over that view (with the keyboard under it, when it rides on one).
  /// For a floating card it includes the gap below the card (its bottom inset, and the
  /// home-indicator strip where the view reaches it): a view padded by `height` sits just above
  /// the card, where one padded by the card's own height would overlap it by that gap.
  public var height: Double
  /// The position between the lowest (0) and highest (1) detent, clamped
  /// (`SheetLayout.progress`).
  public var progress: Double
  /// The motion phase: `idle` at rest on a detent, `dragging`, `settling` (entering, leaving
  /// or springing to a detent), `dismissed` once hidden.
  public var phase: SheetPhase
  /// The side of the presenting view the sheet covers (`SheetPlacement.edge`): `bottom` for a
  /// bottom sheet and a card, `leading` or `trailing` for a side panel, `none` for a centred
  /// sheet. A view of the presenting screen keeps clear of that side.
  public var edge: SheetEdge
  /// The sheet's frame in the presenting view's coordinate space, when it is not a bottom sheet
  /// (a side panel, a centred sheet, a card in a regular-width container); nil for a bottom
  /// sheet, which ``top`` and ``height`` describe whole.
  ///
  /// A side panel covers no part of the view's bottom: its ``height`` is 0 and this frame is
  /// what a map's controls move beside. Nil for a bottom sheet keeps what a phone reports as it
  /// was: one value per frame the sheet moves, none when only a width changes.
  public var frame: SheetRect?

  /// Creates a geometry value.
  public init(
    top: Double, height: Double, progress: Double, phase: SheetPhase, edge: SheetEdge = .bottom,
    frame: SheetRect? = nil
  ) {
    self.top = top
    self.height = height
    self.progress = progress
    self.phase = phase
    self.edge = edge
    self.frame = frame
  }
}

extension SheetHostModel {
  /// The sheet's geometry for the app's `onBottomSheetGeometryChange`, if it changed since the
  /// last call: call it with every frame drawn (once per draw: ``needsDraw``) and hand a
  /// non-nil value to the app outside the SwiftUI update pass. At rest it returns one value
  /// (the frame the sheet came to rest on), then nil.
  ///
  /// - Parameters:
  ///   - frame: The frame just drawn (``frame(at:)``).
  ///   - presenterFrame: The presenting view's frame in the container's space, which the
  ///     layer measures at each draw: for an inline sheet, the hosted screen's safe-area frame
  ///     (its top below the status and navigation bars, its bottom above the home-indicator
  ///     strip, where the app's views end); for a presented one, the frame of the view that
  ///     carries the modifier (the anchor's). ``SheetGeometry/top`` is measured from its top
  ///     edge and ``SheetGeometry/height`` up from its bottom edge; only those two edges are
  ///     used. A non-finite edge is replaced by the last finite one (before any: 0 for the
  ///     top, the container's bottom for the bottom), with a `host.geometry.presenterTop` or
  ///     `host.geometry.presenterBottom` diagnostic; a bottom above the top is taken as the top.
  public mutating func geometryChange(for frame: HostFrame, presenterFrame: SheetRect)
    -> SheetGeometry?
  {
    let height = geometry.containerSize.height
    // A diagnostic is rare: the closure appends only then, so a draw allocates nothing.
    var notes: [SheetDiagnostic] = []
    let result = geometryReporter.report(
      frame, containerHeight: height, presenterFrame: presenterFrame,
      diagnose: { notes.append($0) })
    for note in notes { report(note) }
    return result
  }
}
