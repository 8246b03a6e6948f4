#if canImport(SwiftUI)
  import SwiftUI

  /// The sheet's outline with the engine's four corner radii, so shape morphing can flatten
  /// the bottom corners as a card becomes edge-attached (a `RoundedRectangle` has one radius,
  /// and `UnevenRoundedRectangle` needs iOS 17).
  ///
  /// Each corner is the standard cubic Bézier quarter circle, control points at
  /// κ = 4(√2 − 1)/3 ≈ 0.5523 of the radius from the corner's ends (radial error under
  /// 0.03 %). The radii are fitted to the rectangle by the engine's
  /// `CornerRadii.fitting(width:height:)`.
  struct SheetShape: Shape {
    var radii: CornerRadii

    nonisolated func path(in rect: CGRect) -> Path {
      let minX = Double(rect.minX)
      let minY = Double(rect.minY)
      let maxX = Double(rect.maxX)
      let maxY = Double(rect.maxY)
      let r = radii.fitting(width: maxX - minX, height: maxY - minY)
      // How far a control point sits from the corner: (1 − κ) of the radius.
      let c = 1 - 0.552_284_749_8
      func p(_ x: Double, _ y: Double) -> CGPoint { CGPoint(x: x, y: y) }
      var path = Path()
      path.move(to: p(minX + r.topLeading, minY))
      path.addLine(to: p(maxX - r.topTrailing, minY))
      path.addCurve(
        to: p(maxX, minY + r.topTrailing), control1: p(maxX - r.topTrailing * c, minY),
        control2: p(maxX, minY + r.topTrailing * c))
      path.addLine(to: p(maxX, maxY - r.bottomTrailing))
      path.addCurve(
        to: p(maxX - r.bottomTrailing, maxY), control1: p(maxX, maxY - r.bottomTrailing * c),
        control2: p(maxX - r.bottomTrailing * c, maxY))
      path.addLine(to: p(minX + r.bottomLeading, maxY))
      path.addCurve(
        to: p(minX, maxY - r.bottomLeading), control1: p(minX + r.bottomLeading * c, maxY),
        control2: p(minX, maxY - r.bottomLeading * c))
      path.addLine(to: p(minX, minY + r.topLeading))
      path.addCurve(
        to: p(minX + r.topLeading, minY), control1: p(minX, minY + r.topLeading * c),
        control2: p(minX + r.topLeading * c, minY))
      path.closeSubpath()
      return path
    }
  }
#endif
