#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import SwiftUI

  /// Writes one option into ``SheetOptionsKey``; the base of every configuration modifier.
  struct SheetOptionModifier: ViewModifier {
    let update: (inout SheetOptions) -> Void

    func body(content: Content) -> some View {
      var options = SheetOptions()
      update(&options)
      return content.transformPreference(SheetOptionsKey.self) { value in
        // Modifiers applied further out wrap the content: the content's own (inner) values win.
        value.merge(outer: options)
      }
    }
  }
#endif
