import BottomSheetKit
import SwiftUI

/// A tab view whose first tab is a navigation stack with, at its root, a screen carrying an
/// inline sheet (opaque look, `model.inlineDetents`, the counted selection binding) and a link
/// that pushes the "over" marker screen on top of it. The tab and the push are the model's, so
/// a test can park the sheet's screen and bring it back.
struct InlineParkedFixture: View {
  @ObservedObject var model: FixtureModel

  var body: some View {
    TabView(selection: $model.tab) {
      NavigationView { screen.navigationTitle("Inline") }
        .navigationViewStyle(.stack)
        .tabItem { Text("First") }
        .tag(0)
      Text("Second").tabItem { Text("Second") }.tag(1)
    }
  }

  private var screen: some View {
    VStack(spacing: 0) {
      MarkerView(name: "behind").frame(height: 80)
      NavigationLink(
        destination: MarkerView(name: "over").navigationTitle("Over"),
        isActive: $model.pushedOver
      ) { Text("Push over") }
      Spacer(minLength: 0)
    }
    .inlineBottomSheet(detents: model.inlineDetents, selection: model.countedSelection) {
      MarkerView(name: "content").bottomSheetAppearance(.opaque)
    }
  }
}
