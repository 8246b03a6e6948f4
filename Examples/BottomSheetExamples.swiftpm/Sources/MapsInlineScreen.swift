#if canImport(UIKit)
  import BottomSheetKit
  import SwiftUI

  /// The persistent sheet: collapsed just below the blocks at the top of the screen, expanded
  /// to full height; both positions come from measured layout, and the map stays interactive.
  struct MapsInlineScreen: View {
    @State private var detent = Detent.anchor("shortcuts")
    /// The map tile last tapped behind the sheet: state of the hosted screen, kept across its
    /// updates.
    @State private var pinned: Int?
    @State private var recorder = BottomSheetTraceRecorder()
    private static let shortcuts: [(symbol: String, label: String, detent: Detent)] = [
      ("arrow.down", "Collapse", .anchor("shortcuts")),
      ("magnifyingglass", "Below the search bar", .anchor("search")),
      ("arrow.up", "Expand", .large),
    ]

    var body: some View {
      VStack(spacing: 12) {
        Text("Search Maps")
          .font(.headline)
          .frame(maxWidth: .infinity, minHeight: 44)
          .background(Color.secondary.opacity(0.15), in: RoundedRectangle(cornerRadius: 10))
          .bottomSheetAnchor("search")
        // Shortcut tiles on the screen behind the sheet: they take taps (the inline sheet lets
        // touches through around it) and write the sheet's selection binding, which moves it,
        // also while it is still springing from the last tap.
        HStack(spacing: 12) {
          ForEach(Self.shortcuts, id: \.symbol) { shortcut in
            Button {
              detent = shortcut.detent
            } label: {
              RoundedRectangle(cornerRadius: 12)
                .fill(Color.blue.opacity(0.2))
                .frame(height: 64)
                .overlay { Image(systemName: shortcut.symbol) }
            }
            .accessibilityLabel(Text(shortcut.label))
          }
        }
        .bottomSheetAnchor("shortcuts")
        // Reads an environment object the app injects above this screen: the screen is hosted
        // in the sheet's UIKit controller, and its environment crosses with it.
        MapLegendLabel()
        // The "map": the screen behind the sheet, hosted inside the package's UIKit container
        // with the sheet above it. It scrolls both ways and takes taps around the sheet
        // (DEVICE-TEST-PLAN 4.1).
        ScrollView([.horizontal, .vertical]) {
          VStack(spacing: 8) {
            ForEach(0..<12) { row in
              HStack(spacing: 8) {
                ForEach(0..<12) { column in
                  let index = row * 12 + column
                  Button {
                    pinned = index
                  } label: {
                    RoundedRectangle(cornerRadius: 8)
                      .fill(pinned == index ? Color.orange : Color.blue.opacity(0.15))
                      .frame(width: 72, height: 72)
                  }
                  .accessibilityLabel(Text(verbatim: "Map tile \(index + 1)"))
                }
              }
            }
          }
        }
      }
      .padding()
      .inlineBottomSheet(
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
      // The simulator suite's frame-cost readout (launched with `--frame-cost-label` only).
      .overlay(alignment: .topLeading) {
        if FrameCostProbe.isEnabled { FrameCostProbe(recorder: recorder) }
      }
      // Declared on the result of `inlineBottomSheet`, as for FloatingPanel's SwiftUI
      // modifier: the navigation container reads them from outside the hosted screen.
      .navigationTitle("Maps")
      .toolbar {
        HStack {
          // Always reachable: tapped twice quickly, the second write re-aims a running spring.
          Button("Next detent") {
            let order = Self.shortcuts.map(\.detent)
            let next = (order.firstIndex(of: detent) ?? -1) + 1
            detent = order[next % order.count]
          }
          TraceButton(recorder: recorder)
        }
      }
    }
  }

  /// What the app injects above the Maps screen (`environmentObject`): the hosted screen reads
  /// it, as it would without the sheet (device plan 9.2).
  final class MapLegend: ObservableObject {
    @Published var title = "Legend: blue tiles are parks"
  }

  private struct MapLegendLabel: View {
    @EnvironmentObject private var legend: MapLegend

    var body: some View {
      Text(legend.title).font(.footnote)
    }
  }
#endif
