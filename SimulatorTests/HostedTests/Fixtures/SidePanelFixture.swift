import BottomSheetKit
import SwiftUI

/// A screen with an inline sheet (opaque look, `model.inlineDetents`, the counted selection)
/// and `bottomSheetSafeAreaInset(upThrough: .large)`: in a regular-width window the sheet is a
/// side panel (the default adaptation). The screen is two markers: "behind", which ignores the
/// safe area and fills the window, and "safe" over it, which fills the screen's safe area (so
/// its frame is where a list's rows would be laid out).
struct SidePanelFixture: View {
  @ObservedObject var model: FixtureModel

  var body: some View {
    ZStack {
      MarkerView(name: "behind").ignoresSafeArea()
      MarkerView(name: "safe")
    }
    .inlineBottomSheet(detents: model.inlineDetents, selection: model.countedSelection) {
      MarkerView(name: "content")
        .bottomSheetAppearance(.opaque)
        .bottomSheetSafeAreaInset(upThrough: .large)
    }
  }
}
