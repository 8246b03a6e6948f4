#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import SwiftUI

  extension View {
    /// Shows a close button in the enclosing sheet's header. It dismisses the sheet when the
    /// sheet may be dismissed, and otherwise calls the attempt callback of
    /// ``SwiftUICore/View/bottomSheetInteractiveDismissDisabled(_:onAttempt:)``.
    ///
    /// ```swift
    /// Settings()
    ///   .bottomSheetTitle("Settings")
    ///   .bottomSheetCloseButton(.visible)
    /// ```
    ///
    /// - Parameter visibility: `.visible` shows the button; `.hidden` and `.automatic` hide it.
    public func bottomSheetCloseButton(_ visibility: Visibility = .visible) -> some View {
      modifier(SheetOptionModifier { $0.closeButton = visibility })
    }
  }
#endif
