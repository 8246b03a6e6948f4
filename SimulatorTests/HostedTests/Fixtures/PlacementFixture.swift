import BottomSheetKit
import SwiftUI

/// ``InlineScreen`` at one ``Placement``. The presentations and the push are driven by the
/// model, after the fixture is in the window.
struct PlacementFixture: View {
  let placement: Placement
  @ObservedObject var model: FixtureModel

  var body: some View {
    switch placement {
    case .root:
      InlineScreen(model: model)
    case .pushed:
      NavigationView {
        NavigationLink(
          destination: InlineScreen(model: model).navigationTitle("Pushed"),
          isActive: $model.pushed
        ) { Text("Push") }
        .navigationTitle("Root")
      }
      .navigationViewStyle(.stack)
    case .tab:
      TabView {
        InlineScreen(model: model).tabItem { Text("First") }
        Text("Second").tabItem { Text("Second") }
      }
    case .appleSheet:
      Text("Behind Apple's sheet")
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .sheet(isPresented: $model.showsAppleSheet) { InlineScreen(model: model) }
    case .fullScreenCover:
      Text("Behind the cover")
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .fullScreenCover(isPresented: $model.showsCover) { InlineScreen(model: model) }
    case .bottomSheet:
      Text("Behind the bottom sheet")
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .bottomSheet(isPresented: $model.showsOuterSheet) {
          InlineScreen(model: model).bottomSheetDetents([.large])
        }
    }
  }
}
