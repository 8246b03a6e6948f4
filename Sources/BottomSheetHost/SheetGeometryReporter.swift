@_spi(Lab) import BottomSheetCore
/// Turns the frames a layer draws into the geometry changes it reports to the app: a value
/// only when the top edge, height, progress or phase differ from the last one reported.
///
/// So while the sheet moves the app hears once per drawn frame (the layer draws at most once
/// per display frame: ``SheetHostModel/needsDraw``), at rest exactly once (the frame it came to
/// rest on, its phase `idle` or `dismissed`), then nothing until it moves again or the
/// presenting view moves.
///
/// Both numbers are measured in the presenting view (the view that carries the sheet's
/// modifier), as `BottomSheetGeometry` documents: `top` from its top edge, `height` up from its
/// bottom edge. That view need not end where the container does: an inline sheet's container
/// fills the screen while the hosted screen's safe area ends above the home-indicator strip; a
/// presented sheet's container is the window while its presenter may end above a tab bar.
package struct SheetGeometryReporter: Sendable, Hashable {
  /// The geometry last reported (nil: none yet).
  package private(set) var last: SheetGeometry?
  /// The last finite presenter top, used in place of a non-finite one.
  package private(set) var presenterTop = 0.0
  /// The last finite presenter bottom, used in place of a non-finite one (nil: none yet, and
  /// the container's bottom is used).
  package private(set) var presenterBottom: Double?

  /// Creates a reporter that has reported nothing.
  package init() {}

  /// The geometry of `frame` if it differs from the last one reported, else nil.
  ///
  /// - Parameters:
  ///   - frame: The frame drawn (``SheetHostModel/frame(at:)``).
  ///   - containerHeight: The container's height (where its bottom edge is).
  ///   - presenterFrame: The presenting view's frame in the container's space (only its top
  ///     and bottom edges are used).
  ///   - diagnose: Called with a diagnostic for a value that was repaired or dropped: a
  ///     non-finite presenter top or bottom is replaced by the last finite one (before any, 0
  ///     and the container's bottom); a presenter whose bottom is above its top is taken as
  ///     ending at its top; a frame whose geometry is not finite reports nothing.
  package mutating func report(
    _ frame: HostFrame, containerHeight: Double, presenterFrame: SheetRect,
    diagnose: (SheetDiagnostic) -> Void
  ) -> SheetGeometry? {
    let containerBottom = containerHeight.isFinite ? max(containerHeight, 0) : 0
    if presenterFrame.y.isFinite {
      presenterTop = presenterFrame.y
    } else {
      diagnose(
        SheetDiagnostic(
          .invalidGeometry, field: "host.geometry.presenterTop",
          "presenter top \(presenterFrame.y) replaced by \(presenterTop)"))
    }
    let bottom = presenterFrame.y + presenterFrame.height
    if presenterFrame.y.isFinite, bottom.isFinite {
      if bottom < presenterTop {
        diagnose(
          SheetDiagnostic(
            .invalidGeometry, field: "host.geometry.presenterBottom",
            "presenter bottom \(bottom) above its top \(presenterTop): taken as its top"))
      }
      presenterBottom = max(bottom, presenterTop)
    } else {
      diagnose(
        SheetDiagnostic(
          .invalidGeometry, field: "host.geometry.presenterBottom",
          "presenter bottom \(bottom) replaced by \(presenterBottom ?? containerBottom)"))
    }
    let viewBottom = max(presenterBottom ?? containerBottom, presenterTop)
    let layout = frame.layout
    // A hidden sheet sits at the presenting view's bottom edge, covering none of it.
    let sheetTop = layout.phase == .dismissed ? viewBottom : layout.top
    let placement = layout.placement
    // A side panel or centred sheet covers none of the view's bottom; its frame says where it
    // is. A bottom sheet's frame is its top and height, as before placements.
    let coversBottom = placement.edge == .bottom
    var panel: SheetRect?
    if placement.kind != .bottom {
      let f = layout.frame
      let y = layout.phase == .dismissed ? viewBottom : f.y
      panel = SheetRect(
        x: f.x - (presenterFrame.x.isFinite ? presenterFrame.x : 0), y: y - presenterTop,
        width: f.width, height: f.height)
    }
    let geometry = SheetGeometry(
      top: sheetTop - presenterTop, height: coversBottom ? max(0, viewBottom - sheetTop) : 0,
      progress: layout.progress, phase: layout.phase, edge: placement.edge, frame: panel)
    let finiteFrame =
      panel.map { [$0.x, $0.y, $0.width, $0.height].allSatisfy(\.isFinite) } ?? true
    guard geometry.top.isFinite, geometry.height.isFinite, geometry.progress.isFinite, finiteFrame
    else {
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
