#if canImport(UIKit)
  import SwiftUI

  extension View {
    /// Shows a title in the enclosing sheet's header, above the content.
    ///
    /// ```swift
    /// Settings()
    ///   .bottomSheetTitle(Text("Settings"))
    /// ```
    ///
    /// The header's measured height is part of the sheet's chrome, so content detents such as
    /// `.fitsContent` account for it.
    ///
    /// - Parameter title: The title.
    public func bottomSheetTitle(_ title: Text) -> some View {
      modifier(SheetOptionModifier { $0.title = title })
    }
  }
#endif
