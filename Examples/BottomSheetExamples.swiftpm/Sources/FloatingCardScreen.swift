#if canImport(UIKit)
  import BottomSheetKit
  import SwiftUI

  /// The floating card: inset, rounded on all corners, rubber band on both axes, and content
  /// that follows the card's progress between its detents. The screen behind stays usable
  /// while the card is up (no backdrop): its counter and its list take taps and drags around
  /// the card (DEVICE-TEST-PLAN 5.6).
  struct FloatingCardScreen: View {
    @State private var isPresented = true
    @State private var taps = 0
    @State private var recorder = BottomSheetTraceRecorder()

    var body: some View {
      List {
        Section {
          Button("Show card") { isPresented = true }
          Button("Tapped \(taps) times behind the card") { taps += 1 }
        }
        Section {
          Text("The screen behind: scrolls while the card is up")
          ForEach(0..<30) { index in Text("Track \(index + 1)") }
        }
      }
      .floatingBottomSheet(isPresented: $isPresented) {
        NowPlayingCard()
          .bottomSheetDetents([.height(96), .height(360)])
          .bottomSheetBackgroundInteraction(.enabled)
          .bottomSheetDragIndicator(.hidden)
          .bottomSheetShadow(color: .black.opacity(0.3), radius: 16, y: 4)
          .bottomSheetTrace(recorder)
      }
      .navigationTitle("Floating card")
      .toolbar { TraceButton(recorder: recorder) }
    }
  }

  /// Reads the card's progress every frame: the artwork grows and the controls fade in.
  struct NowPlayingCard: View {
    @Environment(\.bottomSheet) private var sheet

    var body: some View {
      VStack(spacing: 16) {
        HStack(spacing: 12) {
          RoundedRectangle(cornerRadius: 8)
            .fill(Color.orange)
            .frame(width: 56 + 120 * sheet.progress, height: 56 + 120 * sheet.progress)
          Text("Now playing")
            .font(.headline)
          Spacer()
        }
        HStack(spacing: 32) {
          Image(systemName: "backward.fill")
          Image(systemName: "play.fill")
          Image(systemName: "forward.fill")
        }
        .font(.title2)
        .opacity(sheet.progress)
      }
      .padding()
    }
  }
#endif
