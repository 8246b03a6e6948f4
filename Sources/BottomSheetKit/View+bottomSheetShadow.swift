#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import SwiftUI

  extension View {
    /// Sets the shadow under the enclosing sheet; without it the sheet has none.
    ///
    /// ```swift
    /// Card()
    ///   .bottomSheetShadow(color: .black.opacity(0.3), radius: 20, x: 0, y: 4)
    /// ```
    ///
    /// - Parameters:
    ///   - color: The shadow's color (15 % black unless given); `.clear` removes it.
    ///   - radius: The blur radius in points.
    ///   - x: The horizontal offset in points.
    ///   - y: The vertical offset in points.
    ///
    /// The same parameters as SwiftUI's `shadow(color:radius:x:y:)`.
    public func bottomSheetShadow(
      color: Color = .black.opacity(0.15), radius: Double, x: Double = 0,
      y: Double = 0
    ) -> some View {
      modifier(
        SheetOptionModifier { $0.shadow = SheetShadow(color: color, radius: radius, x: x, y: y) })
    }
  }
#endif
