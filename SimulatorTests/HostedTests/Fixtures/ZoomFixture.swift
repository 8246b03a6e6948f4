import BottomSheetKit
import SwiftUI

/// A screen with a 120 × 44-point "source" marker 160 points below its top, marked as a
/// transition source (corner radius 12), presenting a modal sheet at `.height(300)` (opaque look)
/// from `model.countedPresented` (its content: ``ZoomContent``). With `zooms` the sheet grows out of the source
/// (`bottomSheetTransition(.zoom(sourceID:in:))`); without, it rises from the bottom edge.
struct ZoomFixture: View {
  let zooms: Bool
  @ObservedObject var model: FixtureModel
  @Namespace private var sources

  var body: some View {
    VStack(spacing: 0) {
      Spacer(minLength: 0).frame(height: 160)
      MarkerView(name: "source")
        .frame(width: 120, height: 44)
        .bottomSheetTransitionSource(id: "source", in: sources, cornerRadius: 12)
      Spacer(minLength: 0)
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    .bottomSheet(isPresented: model.countedPresented, onDismiss: dismissed) {
      ZoomContent(zooms: zooms, sources: sources)
    }
  }

  private func dismissed() { model.dismissals += 1 }
}
