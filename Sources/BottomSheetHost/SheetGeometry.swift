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

/// Turns the frames a layer draws into the geometry changes it reports to the app: a value
/// only when the top edge, height, progress or phase differ from the last one reported.
///
/// So while the sheet moves the app hears once per drawn frame (a display frame, or a touch
/// sample that moved the sheet), at rest exactly once (the frame it came to rest on, its phase
/// `idle` or `dismissed`), then nothing until it moves again or the presenting view moves.
package struct SheetGeometryReporter: Sendable, Hashable {
  /// The geometry last reported (nil: none yet).
  package private(set) var last: SheetGeometry?
  /// The last finite `presenterTop`, used in place of a non-finite one.
  package private(set) var presenterTop = 0.0

  /// Creates a reporter that has reported nothing.
  package init() {}

  /// The geometry of `frame` if it differs from the last one reported, else nil.
  ///
  /// - Parameters:
  ///   - frame: The frame drawn (``SheetHostModel/frame(at:)``).
  ///   - containerHeight: The container's height (where its bottom edge is).
  ///   - presenterTop: The presenting view's top edge in the container's space: 0 for an
  ///     inline sheet (its container fills the presenting view), the anchor's y for a
  ///     presented one.
  ///   - diagnose: Called with a diagnostic for a value that was repaired or dropped: a
  ///     non-finite `presenterTop` is replaced by the last finite one (0 before any); a frame
  ///     whose geometry is not finite reports nothing.
  package mutating func report(
    _ frame: HostFrame, containerHeight: Double, presenterTop: Double,
    diagnose: (SheetDiagnostic) -> Void
  ) -> SheetGeometry? {
    if presenterTop.isFinite {
      self.presenterTop = presenterTop
    } else {
      diagnose(
        SheetDiagnostic(
          .invalidGeometry, field: "host.geometry.presenterTop",
          "presenter top \(presenterTop) replaced by \(self.presenterTop)"))
    }
    let layout = frame.layout
    let bottom = containerHeight.isFinite ? max(containerHeight, 0) : 0
    let sheetTop = layout.phase == .dismissed ? bottom : layout.top
    let geometry = SheetGeometry(
      top: sheetTop - self.presenterTop, height: max(0, bottom - sheetTop),
      progress: layout.progress, phase: layout.phase)
    guard geometry.top.isFinite, geometry.height.isFinite, geometry.progress.isFinite else {
      diagnose(
        SheetDiagnostic(
          .invalidGeometry, field: "host.geometry",
          "non-finite geometry \(geometry) not reported"))
      return nil
    }
    guard geometry != last else { return nil }
    last = geometry
    return geometry
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
