#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import UIKit

  /// The engine's corners as Core Animation and UIKit name them, for the container's outline.
  extension SheetContainerView {
    /// The engine's corners as Core Animation's and UIKit's. The container's space is never
    /// mirrored: leading is left, trailing is right.
    static let cornerTable: [(SheetCornerShape.Corners, CACornerMask, UIRectCorner)] = [
      (.topLeading, .layerMinXMinYCorner, .topLeft),
      (.topTrailing, .layerMaxXMinYCorner, .topRight),
      (.bottomLeading, .layerMinXMaxYCorner, .bottomLeft),
      (.bottomTrailing, .layerMaxXMaxYCorner, .bottomRight),
    ]

    static func rectCorners(_ rounded: SheetCornerShape.Corners) -> UIRectCorner {
      var corners: UIRectCorner = []
      for (corner, _, pathCorner) in cornerTable where rounded.contains(corner) {
        corners.insert(pathCorner)
      }
      return corners
    }

    /// The radii `corners` draws with fixed corners: one radius on the rounded corners of a
    /// uniform shape, none where a path mask draws them.
    static func fixedRadii(_ corners: SheetCornerShape) -> CornerRadii {
      switch corners {
      case let .uniform(radius, rounded):
        return CornerRadii(
          topLeading: rounded.contains(.topLeading) ? radius : 0,
          topTrailing: rounded.contains(.topTrailing) ? radius : 0,
          bottomLeading: rounded.contains(.bottomLeading) ? radius : 0,
          bottomTrailing: rounded.contains(.bottomTrailing) ? radius : 0)
      case .path: return CornerRadii(top: 0, bottom: 0)
      }
    }
  }
#endif
