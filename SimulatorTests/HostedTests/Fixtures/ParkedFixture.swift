import SwiftUI

/// A tab view whose first tab is a navigation stack; its link pushes ``ParkedScreen``, which
/// shows a floating card (an undimmed, persistent sheet) and can push a screen over itself.
/// The tab and both pushes are driven by the model, so a test can park the card's screen (a
/// tab switched away, a screen pushed over it) and bring it back.
struct ParkedFixture: View {
  @ObservedObject var model: FixtureModel

  var body: some View {
    TabView(selection: $model.tab) {
      NavigationView {
        NavigationLink(destination: ParkedScreen(model: model), isActive: $model.pushed) {
          Text("Push")
        }
        .navigationTitle("Root")
      }
      .navigationViewStyle(.stack)
      .tabItem { Text("First") }
      .tag(0)
      Text("Second").tabItem { Text("Second") }.tag(1)
    }
  }
}
