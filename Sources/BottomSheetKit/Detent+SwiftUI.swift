#if canImport(UIKit)
  import BottomSheetCore
  import CoreGraphics

  extension Detent {
    /// A detent at a fixed height in points, taking SwiftUI's `CGFloat` (a design system's
    /// tokens) as well as `Double`.
    ///
    /// ```swift
    /// .bottomSheetDetents([.height(Tokens.compactHeight), .large])
    /// ```
    @_disfavoredOverload
    public static func height(_ points: CGFloat) -> Detent { .height(Double(points)) }
  }
#endif
