@_spi(Lab) import BottomSheetCore
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
