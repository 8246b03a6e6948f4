#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import SwiftUI

  extension View {
    /// Sets what a tap on the enclosing sheet's backdrop does: dismiss (the default),
    /// collapse to the lowest detent, or nothing.
    ///
    /// ```swift
    /// Picker()
    ///   .bottomSheetBackdropTap(.collapse)
    /// ```
    ///
    /// - Parameter action: The action.
    public func bottomSheetBackdropTap(_ action: BackdropTapAction) -> some View {
      modifier(SheetOptionModifier { $0.backdropTap = action })
    }
  }
#endif
