#if canImport(UIKit)
  import BottomSheetKit
  import SwiftUI

  /// An inline sheet whose collapsed detent is measured from the screen (just below its header),
  /// shown pushed full-window and inside Apple's `.sheet`: the anchor is measured in the
  /// modifier's own space, so the sheet's top edge sits on the header's bottom edge in both
  /// (device plan 9.10). Inside Apple's sheet, the system sheet's dismiss pan waits for this
  /// sheet's pan (device plan 9.26).
  struct AnchoredInlineScreen: View {
    @State private var taps = 0

    var body: some View {
      VStack(spacing: 12) {
        Text("Header above the sheet")
          .font(.headline)
          .frame(maxWidth: .infinity, minHeight: 60)
          .background(Color.blue.opacity(0.15), in: Rectangle())
          .bottomSheetAnchor("header")
        Button("Tapped \(taps) times behind the sheet") { taps += 1 }
        Spacer()
      }
      .inlineBottomSheet(detents: [.anchor("header"), .large]) {
        List(0..<30) { index in Text("Row \(index + 1)") }
      }
      .navigationTitle("Anchored inline sheet")
    }
  }
#endif
