#if canImport(UIKit)
  import BottomSheetKit
  import SwiftUI

  /// A modal sheet with text input and wheels, in content that scrolls when it overflows
  /// (`bottomSheetScrollOnOverflow()`): a `TextEditor` 160 points tall holding more text than it shows, a
  /// `DatePicker` in the wheel style and a `Picker` in the wheel style. A vertical drag inside
  /// the text editor scrolls its text and a drag on a wheel turns the wheel; neither moves the
  /// sheet or its scroll view. A drag elsewhere in the content scrolls the content, or moves
  /// the sheet at the content's top. Tapping the editor raises the keyboard (the device plan
  /// records what the modal sheet does then). (Issue #20; the device plan's
  /// text-input-and-wheels item.)
  struct TextAndWheelsScreen: View {
    @State private var isPresented = false
    @State private var recorder = BottomSheetTraceRecorder()

    var body: some View {
      VStack {
        Button("Show booking sheet") { isPresented = true }
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .bottomSheet(isPresented: $isPresented) {
        BookingForm()
          .padding()
          .bottomSheetScrollOnOverflow()
          .bottomSheetDetents([.medium, .large])
          .bottomSheetTitle("Booking")
          .bottomSheetCloseButton()
          .bottomSheetTrace(recorder)
      }
      .navigationTitle("Text editor and wheels")
      .toolbar { TraceButton(recorder: recorder) }
    }
  }

  /// The sheet's content: its own state, so each presentation starts from the same text.
  private struct BookingForm: View {
    @State private var note = """
      Table for the terrace if the weather holds, otherwise by the window.
      One guest is vegetarian and one cannot eat nuts.
      We may be ten minutes late: the train from the airport is often delayed.
      Please keep the table until half past.
      A birthday: could the dessert come with a candle?
      No speeches, no singing.
      Thank you!
      """
    @State private var date = Date()
    @State private var guests = 2

    var body: some View {
      VStack(alignment: .leading, spacing: 16) {
        Text("Note for the restaurant").font(.headline)
        TextEditor(text: $note)
          .frame(height: 160)
          .background(Color.secondary.opacity(0.1), in: RoundedRectangle(cornerRadius: 8))
        Text("Date and time").font(.headline)
        DatePicker("Date and time", selection: $date)
          .datePickerStyle(.wheel)
          .labelsHidden()
        Text("Guests").font(.headline)
        Picker("Guests", selection: $guests) {
          ForEach(1..<13) { count in
            Text(verbatim: "\(count)").tag(count)
          }
        }
        .pickerStyle(.wheel)
        .labelsHidden()
      }
    }
  }
#endif
