import SwiftUI

/// A tab view whose first tab is a navigation stack; the link pushes ``PresentingScreen``.
/// Apple's `.sheet` hangs on the tab view (the app's root), so it can be shown while the bottom
/// sheet's presenter stays underneath.
struct PresenterFixture: View {
  let style: PresenterStyle
  @ObservedObject var model: FixtureModel

  var body: some View {
    TabView {
      NavigationView {
        NavigationLink(
          destination: PresentingScreen(style: style, model: model), isActive: $model.pushed
        ) { Text("Push") }
        .navigationTitle("Root")
      }
      .navigationViewStyle(.stack)
      .tabItem { Text("First") }
      Text("Second").tabItem { Text("Second") }
    }
    .sheet(isPresented: $model.showsAppleSheet) { Text("Apple's sheet") }
  }
}
