#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import SwiftUI

  /// The sheet's background: the app's style or view, or nothing (the container draws the
  /// elevated system background).
  struct SheetBackgroundView: View {
    let background: SheetBackground?

    var body: some View {
      switch background {
      case let .style(style)?:
        Rectangle().fill(style)
      case let .view(view, alignment)?:
        Color.clear.overlay(alignment: alignment) { view }
      case nil:
        Color.clear
      }
    }
  }
#endif
