#if canImport(UIKit)
  import BottomSheetKit
  import SwiftUI

  /// Before and after: Apple's `.sheet` with `presentationDetents` (iOS 16+) next to the same
  /// sheet with BottomSheetKit (iOS 15+). Migrating is renaming.
  struct MigrationScreen: View {
    @State private var showsBefore = false
    @State private var showsAfter = false
    @State private var opaque = false

    /// The "before" code, shown as text: `presentationDetents` needs iOS 16, and this package's
    /// examples build for iOS 15.
    private let beforeCode = """
      .sheet(isPresented: $isPresented) {
        Details()
          .presentationDetents([.medium, .large])
          .presentationDragIndicator(.visible)
          .interactiveDismissDisabled()
      }
      """

    private let afterCode = """
      .bottomSheet(isPresented: $isPresented) {
        Details()
          .bottomSheetDetents([.medium, .large])
          .bottomSheetDragIndicator(.visible)
          .bottomSheetInteractiveDismissDisabled()
      }
      """

    var body: some View {
      ScrollView {
        VStack(alignment: .leading, spacing: 16) {
          Text("Before").font(.headline)
          Text(verbatim: beforeCode).font(Font.footnote.monospaced())
          Button("Show Apple's sheet (full height on iOS 15)") { showsBefore = true }
          Text("After").font(.headline)
          Text(verbatim: afterCode).font(Font.footnote.monospaced())
          Button("Show BottomSheetKit's sheet") { showsAfter = true }
          // On iOS 26 both sheets have the glass look by default (device plan 8).
          Toggle("Opaque look (bottomSheetAppearance(.opaque))", isOn: $opaque)
        }
        .padding()
      }
      .sheet(isPresented: $showsBefore) {
        Details()
      }
      .bottomSheet(isPresented: $showsAfter) {
        Details()
          .bottomSheetDetents([.medium, .large])
          .bottomSheetDragIndicator(.visible)
          .bottomSheetInteractiveDismissDisabled()
          .bottomSheetAppearance(opaque ? .opaque : .automatic)
      }
      .navigationTitle("Migration")
    }
  }

  /// The sheet's content in both versions.
  struct Details: View {
    var body: some View {
      VStack(spacing: 12) {
        Text("Details").font(.headline)
        Text("Drag the grabber, or flick.")
      }
      .padding()
    }
  }
#endif
