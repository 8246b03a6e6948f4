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
        SheetRefOptionModifier(value: SheetBackground.style(AnyShapeStyle(style)), rereads: true) {
          options, box in options.background = box
        })
    }

    /// Fills the enclosing sheet's background with a view, like
    /// `presentationBackground(alignment:content:)`: an image, a gradient with a pattern, a
    /// material under a tint.
    ///
    /// ```swift
    /// Content()
    ///   .bottomSheetBackground {
    ///     LinearGradient(colors: [.mint, .teal], startPoint: .top, endPoint: .bottom)
    ///   }
    /// ```
    ///
    /// The view fills the sheet behind its grabber, header and content, and replaces the system
    /// background and the iOS 26 glass, as a style does.
    ///
    /// - Parameters:
    ///   - alignment: Where the view sits in the sheet when it does not fill it.
    ///   - content: The background view.
    public func bottomSheetBackground<V: View>(
      alignment: Alignment = .center, @ViewBuilder content: () -> V
    ) -> some View {
      modifier(
        SheetRefOptionModifier(
          value: SheetBackground.view(AnyView(content()), alignment), rereads: true
        ) { options, box in options.background = box })
    }
  }
#endif
