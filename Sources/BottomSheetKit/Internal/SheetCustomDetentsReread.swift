#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import SwiftUI

  /// Makes the sheet read its detents again each time the content renders them, when one of
  /// them is custom: detents compare by identity, so a custom closure that now reads other
  /// state would otherwise never be asked again (the host re-resolves a configuration with a
  /// custom detent whenever it gets one). Built-in detents are compared as usual.
  struct SheetCustomDetentsReread: ViewModifier {
    let detents: [Detent]

    func body(content: Content) -> some View {
      let custom = detents.contains { $0.isCustom }
      return content.modifier(
        SheetRefOptionModifier(value: detents, rereads: custom) { options, box in
          options.detentsRead = box
        })
    }
  }
#endif
