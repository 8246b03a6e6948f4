#if canImport(UIKit)
  import BottomSheetKit
  import SwiftUI

  /// Issue #36, item 1: the backdrop as a dim, a colour, a material or a view of the app's. The
  /// sheet rests at 220 pt with the screen behind usable and undimmed; dragged up, the backdrop
  /// fades in on the engine's curve and is at full strength at `medium`. Reduce Transparency
  /// (Settings › Accessibility › Display & Text Size) turns the material into a dim of the same
  /// curve while the sheet is up.
  struct BackdropStylesScreen: View {
    /// The backdrops to compare.
    enum Look: String, CaseIterable, Hashable {
      case dim, color, material, view
    }

    @State private var look = Look.material
    @State private var isPresented = false
    @State private var taps = 0

    var body: some View {
      VStack(spacing: 16) {
        // Something with colour and edges behind the sheet, so the blur can be seen.
        HStack(spacing: 8) {
          ForEach(0..<4, id: \.self) { index in
            RoundedRectangle(cornerRadius: 12)
              .fill(index.isMultiple(of: 2) ? Color.blue : Color.orange)
              .frame(height: 80)
          }
        }
        .padding(.horizontal)
        Picker("Backdrop", selection: $look) {
          ForEach(Look.allCases, id: \.self) { look in
            Text(verbatim: look.rawValue).tag(look)
          }
        }
        // The screen behind stays usable below `medium`: this counter goes up through the
        // undimmed backdrop, whatever it shows.
        Button("Tapped \(taps) times behind the sheet") { taps += 1 }
        Button("Show sheet") { isPresented = true }
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .bottomSheet(isPresented: $isPresented) {
        VStack(alignment: .leading, spacing: 12) {
          Text(verbatim: "Backdrop: \(look.rawValue)")
            .font(.headline)
          Text("Drag up: the backdrop fades in until medium. Tap it to dismiss.")
        }
        .padding()
        .bottomSheetDetents([.height(220), .medium, .large])
        .bottomSheetBackgroundInteraction(.enabled(upThrough: .height(220)))
        .bottomSheetBackdrop(backdrop)
      }
      .navigationTitle("Backdrop styles")
    }

    private var backdrop: BottomSheetBackdrop {
      switch look {
      case .dim: return .dim(0.6)
      case .color: return .color(.blue, opacity: 0.35)
      case .material: return .material(.thin)
      case .view:
        return .view {
          ZStack {
            Color.orange.opacity(0.35)
            Image(systemName: "sparkles")
              .font(.title2)
              .foregroundColor(.white)
          }
        }
      }
    }
  }
#endif
