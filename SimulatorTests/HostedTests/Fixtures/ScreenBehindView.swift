import BottomSheetKit
import SwiftUI

/// The SwiftUI screen ``ScreenBehindController`` hosts: a marker and a modal bottom sheet at
/// `.medium`.
struct ScreenBehindView: View {
  @ObservedObject var model: FixtureModel

  var body: some View {
    MarkerView(name: "presenter")
      .bottomSheet(isPresented: $model.isPresented) {
        MarkerView(name: "content").bottomSheetDetents([.medium])
      }
  }
}
