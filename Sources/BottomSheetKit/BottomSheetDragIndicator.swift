#if canImport(UIKit)
  import SwiftUI

  extension View {
    /// Shows or hides the enclosing sheet's grabber, like `presentationDragIndicator(_:)`.
    /// `.automatic` shows it when the sheet has more than one detent.
    ///
    /// The grabber is a VoiceOver button whose increment and decrement actions move between
    /// detents.
    ///
    /// ```swift
    /// Content()
    ///   .bottomSheetDragIndicator(.visible)
    /// ```
    ///
    /// - Parameter visibility: The grabber's visibility.
    public func bottomSheetDragIndicator(_ visibility: Visibility) -> some View {
      modifier(SheetOptionModifier { $0.dragIndicator = visibility })
    }
  }
#endif
