#if canImport(UIKit)
  import UIKit

  extension SheetPoint {
    /// A UIKit point (a touch, a velocity, a translation) in the engine's coordinates.
    init(_ point: CGPoint) {
      self.init(x: Double(point.x), y: Double(point.y))
    }
  }
#endif
