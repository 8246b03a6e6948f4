#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import SwiftUI

  /// The sheet's proxy for its content, on its own so that a change (every frame while the
  /// sheet moves) updates ``SheetProxyReader`` and not the whole root view.
  @MainActor final class SheetProxyModel: ObservableObject {
    @Published var current = BottomSheetProxy()
  }
#endif
