import BottomSheetKit
import SwiftUI

/// A screen with a marker in its top 120 points ("behind") and an inline sheet at the bottom
/// whose content is another marker ("inside").
struct InlineScreen: View {
  @ObservedObject var model: FixtureModel

  var body: some View {
    if model.showsInline {
      screen
        .inlineBottomSheet(detents: model.inlineDetents) {
          MarkerView(name: "inside").frame(maxWidth: .infinity, maxHeight: .infinity)
        }
    } else {
      screen
    }
  }

  private var screen: some View {
    VStack(spacing: 0) {
      MarkerView(name: "behind").frame(height: 120)
      Spacer(minLength: 0)
    }
  }
}
