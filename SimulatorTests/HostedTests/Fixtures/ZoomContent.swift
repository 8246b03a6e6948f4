import BottomSheetKit
import SwiftUI

/// The content of ``ZoomFixture``'s sheet, a type of its own so that a test can name the sheet's
/// controller (`SheetController<ZoomContent>`) and drive it through the layer's touch entry
/// point: the "content" marker at `.height(300)`, opaque look, growing out of the "source" in
/// `sources` when `zooms`.
struct ZoomContent: View {
  let zooms: Bool
  let sources: Namespace.ID

  var body: some View {
    MarkerView(name: "content")
      .bottomSheetDetents([.height(300)])
      .bottomSheetAppearance(.opaque)
      .bottomSheetTransition(zooms ? .zoom(sourceID: "source", in: sources) : .automatic)
  }
}
