#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import SwiftUI

  extension View {
    /// Fills the enclosing sheet's background with a style, like `presentationBackground(_:)`.
    /// The default is the system background, which follows light and dark mode.
    ///
    /// ```swift
    /// Content()
    ///   .bottomSheetBackground(Color.yellow)
    /// ```
    ///
    /// - Parameter style: Any shape style: a color, a gradient, a material.
    public func bottomSheetBackground<S: ShapeStyle>(_ style: S) -> some View {
      modifier(
        SheetRefOptionModifier(value: AnyShapeStyle(style), rereads: true) { options, box in
          options.background = box
        })
    }
  }
#endif
