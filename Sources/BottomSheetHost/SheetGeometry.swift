@_spi(Lab) import BottomSheetCore
/// Where a sheet is, as the screen behind it needs to know: what `onBottomSheetGeometryChange`
/// hands the app (map controls, a floating button, a list's last row riding above the sheet).
///
/// ```swift
/// if let geometry = host.geometryChange(for: frame, presenterTop: anchorY) {
///   // a button 8 pt above the sheet, in the presenting view:
///   buttonY = geometry.top - 8 - buttonHeight
/// }
/// ```
public struct SheetGeometry: Sendable, Hashable {
  /// The y of the sheet's top edge in the presenting view's coordinate space (the view that
  /// carries the sheet's modifier): the container's y minus the presenting view's top in the
  /// container. For a hidden sheet, the container's bottom edge in that space.
  public var top: Double
  /// How much of the container's bottom the sheet covers: from its top edge down to the
  /// container's bottom edge, never negative (0 when hidden or below the container).
  ///
  /// For a sheet attached to the bottom edge it is the sheet's visible height (with the
  /// keyboard under it, when it rides on one). For a floating card it includes the gap below
  /// the card (its bottom inset and the home-indicator strip): a view padded from the
  /// container's bottom edge by `height` sits just above the card, where one padded by the
  /// card's own height would overlap it by that gap. The container is the presenting view for
  /// an inline sheet and the window for a presented one: to place something above a presented
  /// sheet in a presenting view that does not reach the window's bottom, use ``top``.
  public var height: Double
  /// The position between the lowest (0) and highest (1) detent, clamped
  /// (`SheetLayout.progress`).
  public var progress: Double
  /// The motion phase: `idle` at rest on a detent, `dragging`, `settling` (entering, leaving
  /// or springing to a detent), `dismissed` once hidden.
  public var phase: SheetPhase

  /// Creates a geometry value.
  public init(top: Double, height: Double, progress: Double, phase: SheetPhase) {
    self.top = top
    self.height = height
    self.progress = progress
    self.phase = phase
  }
}

extension SheetHostModel {
  /// The sheet's geometry for the app's `onBottomSheetGeometryChange`, if it changed since the
  /// last call: call it with every frame drawn (after each display frame, and after each input
  /// that is drawn at once, such as a touch sample) and hand a non-nil value to the app
  /// outside the SwiftUI update pass. At rest it returns one value (the frame the sheet came to
  /// rest on), then nil.
  ///
  /// - Parameters:
  ///   - frame: The frame just drawn (``frame(at:)``).
  ///   - presenterTop: The presenting view's top edge in the container's space: 0 for an
  ///     inline sheet, the anchor's y for a presented one. A non-finite value is replaced by
  ///     the last finite one, with a `host.geometry.presenterTop` diagnostic.
  public mutating func geometryChange(for frame: HostFrame, presenterTop: Double) -> SheetGeometry?
  {
    let height = geometry.containerSize.height
    var notes: [SheetDiagnostic] = []
    let result = geometryReporter.report(
      frame, containerHeight: height, presenterTop: presenterTop, diagnose: { notes.append($0) })
    for note in notes { report(note) }
    return result
  }
}
