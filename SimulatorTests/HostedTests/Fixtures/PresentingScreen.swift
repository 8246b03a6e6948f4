import BottomSheetKit
import SwiftUI

/// A screen pushed in a navigation stack inside a tab view, presenting the sheet under test
/// from `model.isPresented`, counting its `onDismiss` calls.
struct PresentingScreen: View {
  let style: PresenterStyle
  @ObservedObject var model: FixtureModel

  var body: some View {
    presenter
      // The presenter's colour scheme, which the sheet follows (device plan 9.5).
      .environment(\.colorScheme, model.darkPresenter ? .dark : .light)
  }

  @ViewBuilder private var presenter: some View {
    switch style {
    case .modal:
      base.bottomSheet(isPresented: $model.isPresented, onDismiss: dismissed) {
        MarkerView(name: "content").bottomSheetDetents([.medium])
      }
    case .floating:
      base.floatingBottomSheet(isPresented: $model.isPresented, onDismiss: dismissed) {
        MarkerView(name: "content").bottomSheetDetents([.height(160)])
      }
    }
  }

  private var base: some View {
    MarkerView(name: "presenter")
      .navigationTitle("Presenter")
  }

  private func dismissed() { model.dismissals += 1 }
}
