#if canImport(UIKit)
  import BottomSheetKit
  import SwiftUI

  /// A `List` of 50 rows, each a button with its own `@State` and its own modal
  /// `.bottomSheet(isPresented:)` (applied to the row, not to a view that fills the screen).
  /// Each sheet must still cover the whole screen, show its own row's number, and start with
  /// fresh state on every presentation: tap the counter, dismiss, present again, and it is
  /// back to 0. Rows scrolled far away and back must still present. (Issue #20; the device
  /// plan's rows-with-sheets item.)
  struct RowSheetsScreen: View {
    @State private var recorder = BottomSheetTraceRecorder()

    var body: some View {
      List(0..<50) { index in
        SheetRow(number: index + 1, recorder: recorder)
      }
      .navigationTitle("Rows with sheets")
      .toolbar { TraceButton(recorder: recorder) }
    }
  }

  /// A row with its own presentation state and sheet.
  private struct SheetRow: View {
    let number: Int
    let recorder: BottomSheetTraceRecorder
    @State private var isPresented = false

    var body: some View {
      Button {
        isPresented = true
      } label: {
        Text(verbatim: "Row \(number)")
      }
      .bottomSheet(isPresented: $isPresented) {
        RowSheetContent(number: number)
          .bottomSheetDetents([.fitsContent])
          .bottomSheetTitle(Text(verbatim: "Row \(number)"))
          .bottomSheetCloseButton()
          .bottomSheetTrace(recorder)
      }
    }
  }

  /// State that must start at 0 on every presentation.
  private struct RowSheetContent: View {
    let number: Int
    @State private var taps = 0

    var body: some View {
      VStack(alignment: .leading, spacing: 12) {
        Text(verbatim: "This is row \(number)'s sheet.")
        Text(verbatim: "Taps in this presentation: \(taps)")
        Button("Count a tap") { taps += 1 }
      }
      .padding()
    }
  }
#endif
