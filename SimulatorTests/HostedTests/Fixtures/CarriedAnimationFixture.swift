import BottomSheetKit
import SwiftUI

/// A screen whose own state (`model.wide`) is drawn inside its modal sheet's content
/// (``WidthContent``), as the device plan's 11.7 banner is.
struct CarriedAnimationFixture: View {
  @ObservedObject var model: FixtureModel

  var body: some View {
    MarkerView(name: "presenter")
      .bottomSheet(isPresented: $model.isPresented) { WidthContent(wide: model.wide) }
  }
}
