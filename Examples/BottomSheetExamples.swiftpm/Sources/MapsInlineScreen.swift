#if canImport(UIKit)
  import BottomSheetKit
  import SwiftUI

  /// The persistent sheet: collapsed just below the blocks at the top of the screen, expanded
  /// to full height; both positions come from measured layout, and the map stays interactive.
  struct MapsInlineScreen: View {
    @State private var detent: DetentID = "anchor:shortcuts"
    @State private var recorder = BottomSheetTraceRecorder()

    var body: some View {
      VStack(spacing: 12) {
        Text("Search Maps")
          .font(.headline)
          .frame(maxWidth: .infinity, minHeight: 44)
          .background(Color.secondary.opacity(0.15), in: RoundedRectangle(cornerRadius: 10))
          .bottomSheetAnchor("search")
        HStack(spacing: 12) {
          ForEach(0..<4) { index in
            RoundedRectangle(cornerRadius: 12)
              .fill(Color.blue.opacity(0.2))
              .frame(height: 64)
              .overlay { Image(systemName: "star") }
          }
        }
        .bottomSheetAnchor("shortcuts")
        Spacer()
      }
      .padding()
      .bottomSheet(
        detents: [.anchor("shortcuts"), .anchor("search"), .large], selection: $detent
      ) {
        List {
          // A horizontal carousel: a sideways drag scrolls it, the sheet stays.
          ScrollView(.horizontal, showsIndicators: false) {
            HStack(spacing: 12) {
              ForEach(0..<12) { index in
                RoundedRectangle(cornerRadius: 12)
                  .fill(Color.orange.opacity(0.25))
                  .frame(width: 120, height: 80)
                  .overlay { Text("Guide \(index + 1)") }
              }
            }
            .padding(.vertical, 4)
          }
          ForEach(0..<40) { index in
            Text("Place \(index + 1)")
          }
        }
        .bottomSheetContentInteraction(.resizes)
        .bottomSheetTrace(recorder)
      }
      .navigationTitle("Maps")
      .toolbar { TraceButton(recorder: recorder) }
    }
  }
#endif
