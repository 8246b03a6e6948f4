import BottomSheetKit
import SwiftUI

/// A screen presenting a modal bottom sheet at `.height(300)`, opaque look (so the detent is the
/// visible height above the sheet's base), whose content starts with a text field.
struct KeyboardFixture: View {
  @ObservedObject var model: FixtureModel

  var body: some View {
    MarkerView(name: "presenter")
      .bottomSheet(isPresented: $model.isPresented) {
        VStack(spacing: 0) {
          TextFieldView().frame(height: 44).padding(16)
          Spacer(minLength: 0)
        }
        .bottomSheetDetents([.height(300)])
        .bottomSheetAppearance(.opaque)
      }
  }
}
