#if canImport(UIKit)
  import BottomSheetKit
  import SwiftUI

  /// A screen whose sheet is presented from its first render: the binding is true before the
  /// screen is in a window, so the sheet waits and springs in once the screen appears. The
  /// screen behind stays usable (`.enabled` background interaction), so the back button can pop
  /// the screen while the sheet is up: the sheet then leaves with its exit spring and its
  /// `onDismiss` runs once, counted in the list that pushed this screen (device plan 7.3).
  struct OpensWithSheetScreen: View {
    @Binding var dismissals: Int
    @State private var isPresented = true

    var body: some View {
      Text("Tap Back while the sheet is up.")
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .bottomSheet(isPresented: $isPresented, onDismiss: { dismissals += 1 }) {
          Text("Presented from the screen's first render.")
            .padding()
            .bottomSheetDetents([.height(200), .medium])
            .bottomSheetBackgroundInteraction(.enabled)
        }
        .navigationTitle("Opens with a sheet")
    }
  }
#endif
