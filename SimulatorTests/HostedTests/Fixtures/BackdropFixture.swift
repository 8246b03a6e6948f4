import BottomSheetKit
import SwiftUI

/// A screen presenting a modal sheet at `.medium` (the backdrop at full strength, taking taps)
/// with the backdrop `kind` from `model.countedPresented`, counting its `onDismiss` calls.
struct BackdropFixture: View {
  let kind: BackdropKind
  @ObservedObject var model: FixtureModel

  var body: some View {
    MarkerView(name: "presenter")
      .ignoresSafeArea()
      .bottomSheet(isPresented: model.countedPresented, onDismiss: dismissed) {
        MarkerView(name: "content")
          .bottomSheetDetents([.medium])
          .bottomSheetAppearance(.opaque)
          .bottomSheetBackdrop(backdrop)
      }
  }

  private var backdrop: BottomSheetBackdrop {
    switch kind {
    case .material: return .material(.thin)
    case .view: return .view { MarkerView(name: "backdrop-view") }
    }
  }

  private func dismissed() { model.dismissals += 1 }
}
