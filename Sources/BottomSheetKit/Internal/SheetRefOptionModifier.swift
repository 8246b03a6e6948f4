#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import SwiftUI

  /// Like ``SheetOptionModifier`` for options that carry a closure or a style: keeps a stable
  /// reference in `@State` and refreshes its value on every render, so the preference stays
  /// equal (no update loop) while the container always reads the latest value. With
  /// `rereads`, each render makes a new box (``SheetRef/generation``): for a value the sheet
  /// draws only when it changes (the background), which cannot be compared.
  struct SheetRefOptionModifier<Value>: ViewModifier {
    let value: Value
    var rereads = false
    let write: (inout SheetOptions, SheetRefBox<Value>) -> Void
    @State private var ref = SheetRef<Value>()

    func body(content: Content) -> some View {
      ref.value = value
      if rereads { ref.generation &+= 1 }
      let box = SheetRefBox(ref: ref, generation: ref.generation)
      return content.transformPreference(SheetOptionsKey.self) { options in
        var mine = SheetOptions()
        write(&mine, box)
        options.merge(outer: mine)
      }
    }
  }
#endif
