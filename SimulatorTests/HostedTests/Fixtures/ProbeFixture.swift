import BottomSheetKit
import SwiftUI

/// An inline sheet with the detents `model.inlineDetents` and the counted selection binding,
/// over a screen whose top 120 points are the "behind" marker; its content is
/// ``ProbeContent``.
struct ProbeFixture: View {
  @ObservedObject var model: FixtureModel

  var body: some View {
    VStack(spacing: 0) {
      MarkerView(name: "behind").frame(height: 120)
      Spacer(minLength: 0)
    }
    .inlineBottomSheet(detents: model.inlineDetents, selection: model.countedSelection) {
      ProbeContent()
    }
  }
}
