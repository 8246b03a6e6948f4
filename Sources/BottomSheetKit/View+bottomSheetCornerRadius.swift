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

    /// Sets the sheet's corner radius from SwiftUI's `CGFloat`, as Apple's
    /// `presentationCornerRadius(_:)` takes it (a design system's optional token).
    ///
    /// ```swift
    /// Content().bottomSheetCornerRadius(Tokens.sheetRadius)  // CGFloat?
    /// ```
    ///
    /// - Parameter radius: The radius in points, or `nil` for the default.
    @_disfavoredOverload
    public func bottomSheetCornerRadius(_ radius: CGFloat?) -> some View {
      bottomSheetCornerRadius(radius.map(Double.init))
    }
  }
#endif
