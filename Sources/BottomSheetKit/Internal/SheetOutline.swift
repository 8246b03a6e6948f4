#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import UIKit

  /// The sheet's outline as a Core Graphics path, with four corner radii that differ (fitted to
  /// the size by `CornerRadii.fitting(width:height:)`), each corner a circular arc: only for a
  /// shape the layer's continuous corners cannot draw (``SheetCornerShape/path(_:)``).
  enum SheetOutline {
    static func path(size: CGSize, radii: CornerRadii) -> CGPath {
      let path = CGMutablePath()
      add(to: path, size: size, radii: radii)
      return path
    }

    /// Everything within `margin` of the outline but the outline itself: a rectangle wound
    /// against the outline, so the nonzero fill rule leaves the outline empty.
    static func outside(size: CGSize, radii: CornerRadii, margin: Double) -> CGPath {
      let m = CGFloat(margin.isFinite ? max(0, margin) : 0)
      let path = CGMutablePath()
      path.move(to: CGPoint(x: -m, y: -m))
      path.addLine(to: CGPoint(x: -m, y: size.height + m))
      path.addLine(to: CGPoint(x: size.width + m, y: size.height + m))
      path.addLine(to: CGPoint(x: size.width + m, y: -m))
      path.closeSubpath()
      add(to: path, size: size, radii: radii)
      return path
    }

    /// Adds the outline, clockwise on screen, to `path`.
    private static func add(to path: CGMutablePath, size: CGSize, radii: CornerRadii) {
      let w = Double(size.width)
      let h = Double(size.height)
      let r = radii.fitting(width: w, height: h)
      path.move(to: CGPoint(x: r.topLeading, y: 0))
      path.addLine(to: CGPoint(x: w - r.topTrailing, y: 0))
      path.addArc(
        tangent1End: CGPoint(x: w, y: 0), tangent2End: CGPoint(x: w, y: r.topTrailing),
        radius: CGFloat(r.topTrailing))
      path.addLine(to: CGPoint(x: w, y: h - r.bottomTrailing))
      path.addArc(
        tangent1End: CGPoint(x: w, y: h), tangent2End: CGPoint(x: w - r.bottomTrailing, y: h),
        radius: CGFloat(r.bottomTrailing))
      path.addLine(to: CGPoint(x: r.bottomLeading, y: h))
      path.addArc(
        tangent1End: CGPoint(x: 0, y: h), tangent2End: CGPoint(x: 0, y: h - r.bottomLeading),
        radius: CGFloat(r.bottomLeading))
      path.addLine(to: CGPoint(x: 0, y: r.topLeading))
      path.addArc(
        tangent1End: CGPoint(x: 0, y: 0), tangent2End: CGPoint(x: r.topLeading, y: 0),
        radius: CGFloat(r.topLeading))
      path.closeSubpath()
    }
  }
#endif
