@_spi(Lab) import BottomSheetCore
/// The sheet's corners as the layer draws them (``HostFrame/corners``).
///
/// Core Animation draws one radius with `cornerCurve = .continuous` on the corners named by
/// `maskedCorners`, without an offscreen pass; Apple's sheets use that continuous curve. Four
/// radii that differ (a card turning into an edge-attached sheet) need a path, drawn as a mask.
public enum SheetCornerShape: Sendable, Hashable {
  /// Which corners are rounded.
  public struct Corners: OptionSet, Sendable, Hashable {
    /// The option bits.
    public let rawValue: Int
    /// Creates a set from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The top-leading corner.
    public static let topLeading = Corners(rawValue: 1)
    /// The top-trailing corner.
    public static let topTrailing = Corners(rawValue: 2)
    /// The bottom-leading corner.
    public static let bottomLeading = Corners(rawValue: 4)
    /// The bottom-trailing corner.
    public static let bottomTrailing = Corners(rawValue: 8)
    /// Both top corners.
    public static let top: Corners = [.topLeading, .topTrailing]
    /// Both bottom corners.
    public static let bottom: Corners = [.bottomLeading, .bottomTrailing]
  }

  /// One radius on `corners`; the others are square.
  case uniform(radius: Double, corners: Corners)
  /// Radii that differ, fitted to the frame: drawn as a path.
  case path(CornerRadii)

  /// The shape for `radii` on a sheet drawn at `frame` in a container `containerHeight` tall.
  ///
  /// Corners below the container's bottom edge (an attached sheet is drawn at least twice the
  /// container tall) are never seen: they do not count, so an attached sheet is always one
  /// radius on its top corners when its top radii agree. Radii within 0.01 pt are equal.
  public init(radii: CornerRadii, frame: SheetRect, containerHeight: Double) {
    let r = radii.fitting(width: frame.width, height: frame.height)
    let bottomHidden = containerHeight.isFinite && frame.y + frame.height > containerHeight + 0.5
    func same(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 0.01 }
    let top = same(r.topLeading, r.topTrailing) ? r.topLeading : nil
    let bottom =
      bottomHidden ? 0 : same(r.bottomLeading, r.bottomTrailing) ? r.bottomLeading : nil
    switch (top, bottom) {
    case let (t?, b?) where same(t, b):
      self = .uniform(radius: t, corners: t > 0.01 ? [.top, .bottom] : [])
    case let (t?, b?) where same(b, 0):
      self = .uniform(radius: t, corners: .top)
    case let (t?, b?) where same(t, 0):
      self = .uniform(radius: b, corners: .bottom)
    default:
      self = .path(r)
    }
  }
}
