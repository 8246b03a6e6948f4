#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import SwiftUI

  extension View {
    /// Sets the enclosing sheet's corner radius, like `presentationCornerRadius(_:)`
    /// (default: 16 for attached sheets, 24 for floating cards).
    ///
    /// ```swift
    /// Content()
    ///   .bottomSheetCornerRadius(28)
    /// ```
    ///
    /// - Parameter radius: The radius in points; `nil` restores the default.
    public func bottomSheetCornerRadius(_ radius: Double?) -> some View {
      modifier(SheetOptionModifier { $0.cornerRadius = radius })
    }
  }
#endif
