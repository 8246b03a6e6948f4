import BottomSheetKit
import SwiftUI

/// The screen of ``ParkedFixture`` that presents a floating card at `.height(160)` from
/// `model.countedPresented` (so the layer's writes are counted) and counts its `onDismiss`
/// calls; its link pushes the "over" marker screen on top of it.
struct ParkedScreen: View {
  @ObservedObject var model: FixtureModel

  var body: some View {
    VStack(spacing: 0) {
      MarkerView(name: "presenter").frame(height: 120)
      NavigationLink(
        destination: MarkerView(name: "over").navigationTitle("Over"),
        isActive: $model.pushedOver
      ) { Text("Push over") }
      Spacer(minLength: 0)
    }
    .navigationTitle("Presenter")
    .floatingBottomSheet(isPresented: model.countedPresented, onDismiss: dismissed) {
      MarkerView(name: "card").bottomSheetDetents([.height(160)])
    }
  }

  private func dismissed() { model.dismissals += 1 }
}
