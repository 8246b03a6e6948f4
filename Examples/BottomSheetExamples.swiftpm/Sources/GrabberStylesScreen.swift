#if canImport(UIKit)
  import BottomSheetKit
  import SwiftUI

  /// Issue #36, item 2: the grabber in another colour and size, and a view of the app's in its
  /// place. Whatever it looks like, it keeps its 20 pt row (the detents do not move), its hit
  /// area, and VoiceOver's adjustable "Sheet grabber" with its swipes up and down.
  struct GrabberStylesScreen: View {
    /// The grabbers to compare.
    enum Look: String, CaseIterable, Hashable {
      case standard, orange, oversized, chevron
    }

    @State private var look = Look.orange
    @State private var isPresented = false

    var body: some View {
      VStack(spacing: 16) {
        Picker("Grabber", selection: $look) {
          ForEach(Look.allCases, id: \.self) { look in
            Text(verbatim: look.rawValue).tag(look)
          }
        }
        Button("Show sheet") { isPresented = true }
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .bottomSheet(isPresented: $isPresented) {
        GrabberSheetContent(look: look)
          .bottomSheetDetents([.medium, .large])
          .bottomSheetDragIndicator(.visible)
      }
      .navigationTitle("Grabber styles")
    }
  }

  /// The sheet's content, with the grabber the screen chose.
  private struct GrabberSheetContent: View {
    let look: GrabberStylesScreen.Look

    var body: some View {
      let text = VStack(alignment: .leading, spacing: 12) {
        Text(verbatim: "Grabber: \(look.rawValue)")
          .font(.headline)
        // "oversized" asks for 400 × 30 pt: it is drawn 200 × 12 pt, and a debug build prints
        // what was clamped.
        Text("The sheet rests at the same heights with every grabber.")
      }
      .padding()
      switch look {
      case .standard:
        text
      case .orange:
        text.bottomSheetGrabber(color: .orange, width: 56, height: 6)
      case .oversized:
        text.bottomSheetGrabber(width: 400, height: 30)
      case .chevron:
        text.bottomSheetGrabber {
          Image(systemName: "chevron.compact.down")
            .font(.title2)
            .foregroundColor(.secondary)
        }
      }
    }
  }
#endif
