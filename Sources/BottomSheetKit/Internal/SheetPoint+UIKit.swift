#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import UIKit

  extension SheetPoint {
    /// A UIKit point (a touch, a translation) in the engine's coordinates.
    init(_ point: CGPoint) {
      self.init(x: Double(point.x), y: Double(point.y))
    }
  }

  extension SheetVelocity {
    /// A UIKit velocity (`UIPanGestureRecognizer.velocity(in:)`, points per second) in the
    /// engine's coordinates.
    init(_ velocity: CGPoint) {
      self.init(x: Double(velocity.x), y: Double(velocity.y))
    }
  }

  extension SheetSize {
    /// A UIKit size in the engine's units.
    init(_ size: CGSize) {
      self.init(width: Double(size.width), height: Double(size.height))
    }
  }

  extension SheetInsets {
    /// UIKit insets (left and right are leading and trailing: the container's space is never
    /// mirrored, as `safeAreaInsets` is not).
    init(_ insets: UIEdgeInsets) {
      self.init(
        top: Double(insets.top), bottom: Double(insets.bottom), leading: Double(insets.left),
        trailing: Double(insets.right))
    }
  }

  extension SheetRect {
    /// A UIKit rectangle in the engine's coordinates.
    init(_ rect: CGRect) {
      self.init(
        x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width),
        height: Double(rect.size.height))
    }
  }
#endif
