#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import SwiftUI
  import UIKit

  // The only file of the layer that calls SwiftUI or UIKit API introduced after iOS 15.0.
  // Every such call is under `if #available` with an iOS 15 fallback (`Checks/run` enforces it:
  // the compiler with an iOS 15.0 deployment target, and the script by file).

  @MainActor enum Backport {
    /// Disables scrolling while the content fits: `scrollDisabled(_:)` on iOS 16+; before, the
    /// host model holds the scroll view at its top while the sheet owns every drag of content
    /// that fits (the same result, one frame later at worst).
    struct ScrollDisabled: ViewModifier {
      let isDisabled: Bool

      func body(content: Content) -> some View {
        if #available(iOS 16.0, *) {
          content.scrollDisabled(isDisabled)
        } else {
          content
        }
      }
    }

    /// Stops a hosting controller from adding the window's safe areas to its content: the
    /// sheet applies its own bottom inset (the home indicator's strip, only where the sheet
    /// reaches the screen's edge). `safeAreaRegions` on iOS 16.4+; before, the content's root
    /// ignores the safe area in SwiftUI (`SheetRootView`), with the same result for layout.
    static func disableSafeAreaInsets<Root: View>(of hosting: UIHostingController<Root>) {
      if #available(iOS 16.4, *) {
        hosting.safeAreaRegions = []
      }
    }
  }
#endif
