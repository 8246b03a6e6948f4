#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import SwiftUI

  extension View {
    /// Shows or hides the enclosing sheet's grabber, like `presentationDragIndicator(_:)`.
    /// `.automatic` (the default) shows it when the sheet has more than one detent, as they
    /// resolve without it: the engine decides, with the detents (`GrabberVisibility`), so
    /// `.fitsContent` counts the grabber's 20 points exactly when it is drawn.
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
