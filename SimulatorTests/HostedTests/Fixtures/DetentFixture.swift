import BottomSheetKit
import SwiftUI

/// An inline sheet (opaque look, so a `.height` detent is the visible height on iOS 26 too)
/// under a screen whose top 80 points are the "header" marker, named as the anchor
/// `"header"`. Its content is the 180-point "content" marker, and with `model.usesHeader` a
/// 56-point "head" marker as its header. Pushed, the screen sits under a navigation bar.
struct DetentFixture: View {
  let pushed: Bool
  @ObservedObject var model: FixtureModel

  var body: some View {
    if pushed {
      NavigationView {
        NavigationLink(
          destination: screen.navigationTitle("Pushed"), isActive: $model.pushed
        ) { Text("Push") }
        .navigationTitle("Root")
      }
      .navigationViewStyle(.stack)
    } else {
      screen
    }
  }

  private var screen: some View {
    VStack(spacing: 0) {
      MarkerView(name: "header").frame(height: 80).bottomSheetAnchor("header")
      Spacer(minLength: 0)
    }
    .inlineBottomSheet(detents: model.inlineDetents, selection: model.countedSelection) {
      content
    }
  }

  @ViewBuilder private var content: some View {
    if model.usesHeader {
      MarkerView(name: "content").frame(height: 180)
        .bottomSheetHeader { MarkerView(name: "head").frame(height: 56) }
        .bottomSheetAppearance(.opaque)
    } else {
      MarkerView(name: "content").frame(height: 180)
        .bottomSheetAppearance(.opaque)
    }
  }
}
