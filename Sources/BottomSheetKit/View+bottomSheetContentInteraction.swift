#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import SwiftUI

  extension View {
    /// Sets what a swipe on the enclosing sheet's scrollable content does first, like
    /// `presentationContentInteraction(_:)`.
    ///
    /// ```swift
    /// List(items) { ItemRow(item: $0) }
    ///   .bottomSheetContentInteraction(.scrolls)
    /// ```
    ///
    /// - Parameter interaction: The interaction.
    public func bottomSheetContentInteraction(_ interaction: BottomSheetContentInteraction)
      -> some View
    {
      modifier(
        SheetOptionModifier { options in
          options.contentInteraction = interaction == .automatic ? nil : interaction
        })
    }
  }
#endif
