#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import SwiftUI

  extension View {
    /// Sets the enclosing sheet's look: the system's (the default), Liquid Glass, or opaque.
    ///
    /// ```swift
    /// Filters()
    ///   .bottomSheetAppearance(.opaque)   // the opaque sheet on iOS 26 too
    /// ```
    ///
    /// On iOS 26 and later the glass look insets a sheet below full height and also adds
    /// the bottom safe area to `.height(_:)` and custom detents, as iOS 26 does for Apple's
    /// sheets. See ``BottomSheetAppearance`` for which look runs where.
    ///
    /// - Parameter appearance: The look.
    public func bottomSheetAppearance(_ appearance: BottomSheetAppearance) -> some View {
      modifier(SheetOptionModifier { $0.appearance = appearance })
    }
  }
#endif
