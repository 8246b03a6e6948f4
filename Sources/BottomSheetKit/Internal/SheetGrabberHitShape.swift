#if canImport(UIKit)
  import SwiftUI

  /// The grabber's hit area: its whole row, extended downward to Apple's minimum touch target
  /// (``SheetGrabber/minimumHitHeight``) without changing the row's 20 pt layout, which counts
  /// in the detents. The header and content drawn below lie in front of it, so a button there
  /// still takes its own touches; only touches nothing else claims reach the grabber.
  struct SheetGrabberHitShape: Shape {
    func path(in rect: CGRect) -> Path {
      Rectangle().path(
        in: CGRect(
          x: rect.minX, y: rect.minY, width: rect.width,
          height: max(rect.height, CGFloat(SheetGrabber.minimumHitHeight))))
    }
  }
#endif
