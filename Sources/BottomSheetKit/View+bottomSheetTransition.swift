#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import SwiftUI

  extension View {
    /// Sets how the enclosing sheet enters and leaves: ``BottomSheetTransition/automatic``
    /// (from the bottom edge) or ``BottomSheetTransition/zoom(sourceID:in:)`` (out of the
    /// view marked with ``SwiftUICore/View/bottomSheetTransitionSource(id:in:cornerRadius:)``).
    ///
    /// ```swift
    /// DetailsView()
    ///   .bottomSheetTransition(.zoom(sourceID: item.id, in: namespace))
    /// ```
    ///
    /// Apply it inside the sheet's content, as Apple's `navigationTransition(_:)` is applied
    /// to the presented view.
    ///
    /// - Parameter transition: The transition.
    public func bottomSheetTransition(_ transition: BottomSheetTransition) -> some View {
      modifier(SheetOptionModifier { $0.transition = transition })
    }
  }
#endif
