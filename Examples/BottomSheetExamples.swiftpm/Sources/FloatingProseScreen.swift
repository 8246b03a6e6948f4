#if canImport(UIKit)
  import BottomSheetKit
  import SwiftUI

  /// A floating card with its default detents (no `bottomSheetDetents`: a floating card fits
  /// its content) holding three paragraphs of multi-line text. Every line must show: a card
  /// that measured a compressed height of its content would cut the text short ("…") or clip
  /// the last lines. (Issue #20; the device plan's fit-content floating card item.)
  struct FloatingProseScreen: View {
    @State private var isPresented = false
    @State private var recorder = BottomSheetTraceRecorder()

    /// Real-looking prose, three to four sentences a paragraph, so that each wraps over
    /// several lines on a phone.
    private static let paragraphs = [
      """
      The ferry leaves the north pier every forty minutes between six in the morning and \
      midnight. Tickets are sold at the kiosk by the gate and on board, but the kiosk is \
      cheaper. Bicycles travel free outside the morning rush. The crossing takes about \
      twenty-five minutes in calm weather.
      """,
      """
      On the island, the coastal path starts behind the harbour office and follows the cliffs \
      to the lighthouse. It is well marked, though the last kilometre is steep and can be \
      slippery after rain. Allow two hours for the return walk, more if you stop at the \
      viewpoints.
      """,
      """
      The café at the lighthouse closes an hour before the last ferry back. There is no shop \
      beyond the harbour, so bring water and something to eat. If the weather turns, the \
      harbour office posts cancellations on the board outside and on its website.
      """,
    ]

    var body: some View {
      VStack {
        Button("Show card") { isPresented = true }
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .floatingBottomSheet(isPresented: $isPresented) {
        VStack(alignment: .leading, spacing: 12) {
          Text("Getting to the lighthouse").font(.headline)
          ForEach(Self.paragraphs, id: \.self) { paragraph in
            Text(verbatim: paragraph)
          }
        }
        .padding()
        .bottomSheetTrace(recorder)
      }
      .navigationTitle("Floating card, fitted text")
      .toolbar { TraceButton(recorder: recorder) }
    }
  }
#endif
