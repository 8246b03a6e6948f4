import BottomSheetKit
import SwiftUI

/// A screen presenting a modal bottom sheet ("outer", `.large`) whose content presents a second
/// one ("inner", `.medium`): a bottom sheet over a bottom sheet, each a UIKit presentation, the
/// inner one presented from the outer's controller.
struct NestedFixture: View {
  @ObservedObject var model: NestedModel

  var body: some View {
    MarkerView(name: "presenter")
      .bottomSheet(isPresented: model.countedOuter, onDismiss: { model.outerDismissals += 1 }) {
        NestedOuterContent(model: model)
      }
  }
}
