import CoreGraphics

extension CGRect {
  /// Every edge within `tolerance` points of the other rectangle's.
  func isClose(to other: CGRect, tolerance: CGFloat = 0.01) -> Bool {
    abs(minX - other.minX) <= tolerance && abs(minY - other.minY) <= tolerance
      && abs(maxX - other.maxX) <= tolerance && abs(maxY - other.maxY) <= tolerance
  }

  /// `x, y, width × height` with one decimal, for failure messages.
  var text: String {
    String(format: "(%.1f, %.1f, %.1f × %.1f)", minX, minY, width, height)
  }
}

extension CGPoint {
  /// `(x, y)` with one decimal, for failure messages.
  var text: String { String(format: "(%.1f, %.1f)", x, y) }
}
