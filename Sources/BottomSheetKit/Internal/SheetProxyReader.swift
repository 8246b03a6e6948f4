#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import SwiftUI

  /// The app's content with the sheet's live proxy in its environment. The only view that
  /// observes ``SheetProxyModel``: a new proxy re-evaluates this body, and then only the
  /// content's views that read `@Environment(\.bottomSheet)`.
  struct SheetProxyReader<Content: View>: View {
    @ObservedObject var model: SheetProxyModel
    let content: Content

    var body: some View {
      content.environment(\.bottomSheet, model.current)
    }
  }
#endif
