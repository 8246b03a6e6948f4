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
    /// For VoiceOver the grabber is an adjustable element (not a button): swiping up and down
    /// moves the sheet between detents, and its value names the detent.
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
