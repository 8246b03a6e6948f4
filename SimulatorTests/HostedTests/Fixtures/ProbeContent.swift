import BottomSheetKit
import SwiftUI

/// The content of ``ProbeFixture``'s inline sheet, a type of its own so that a test can name the
/// sheet's controller (`SheetController<ProbeContent>`) and reach the layer's own entry points
/// and counters through `@testable import`.
struct ProbeContent: View {
  var body: some View {
    MarkerView(name: "content")
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .bottomSheetAppearance(.opaque)
  }
}
