import BottomSheetKit
import SwiftUI

/// The outer sheet's content of ``NestedFixture``: it observes the model itself (its binding
/// to the inner sheet must follow the model from inside the outer sheet's hosting controller).
struct NestedOuterContent: View {
  @ObservedObject var model: NestedModel

  var body: some View {
    MarkerView(name: "outer")
      .bottomSheetDetents([.large])
      .bottomSheet(isPresented: model.countedInner, onDismiss: { model.innerDismissals += 1 }) {
        MarkerView(name: "inner").bottomSheetDetents([.medium])
      }
  }
}
