#if canImport(UIKit)
  import BottomSheetKit
  import SwiftUI

  /// The design-system modal: title, close button, content that fits, and scrolling only when
  /// the content overflows. Dismissal is blocked while there are unsaved changes.
  struct DesignSystemModalScreen: View {
    @State private var isPresented = false
    @State private var paragraphs = 3
    @State private var hasChanges = false
    @State private var attempts = 0
    @State private var recorder = BottomSheetTraceRecorder()
    @State private var passThrough = false
    @State private var hidesGrabber = false
    @State private var rightToLeft = false
    @State private var opaque = false

    var body: some View {
      VStack(spacing: 16) {
        Button("Show sheet") { isPresented = true }
        Text(verbatim: "Blocked dismissals: \(attempts)")
          .font(.footnote)
        Toggle("Screen usable above the lowest detent", isOn: $passThrough)
          .padding(.horizontal)
        // With the grabber hidden, VoiceOver still finds an adjustable "Sheet size" element
        // at the sheet's top (device plan 7.10).
        Toggle("Hide the grabber", isOn: $hidesGrabber)
          .padding(.horizontal)
        // The sheet carries the presenter's environment: laid out right to left, its header
        // puts the close button on the left and the title on the right (device plan 6.8).
        Toggle("Right to left", isOn: $rightToLeft)
          .padding(.horizontal)
        // iOS 26: the glass look by default; this keeps today's opaque sheet (device plan 8.5).
        Toggle("Opaque look", isOn: $opaque)
          .padding(.horizontal)
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .bottomSheet(isPresented: $isPresented) {
        VStack(alignment: .leading, spacing: 12) {
          ForEach(0..<paragraphs, id: \.self) { index in
            Text(
              verbatim:
                "Paragraph \(index + 1): the sheet fits its content and scrolls only when it is taller than the screen."
            )
          }
          HStack {
            Button("More text") { paragraphs += 3 }
            Spacer()
            Button(hasChanges ? "Discard changes" : "Make a change") { hasChanges.toggle() }
          }
        }
        .padding()
        .bottomSheetScrollOnOverflow()
        .bottomSheetDetents([.fitsContent, .large])
        .bottomSheetTitle("Terms of service")
        .bottomSheetDragIndicator(hidesGrabber ? .hidden : .automatic)
        .bottomSheetCloseButton()
        .bottomSheetInteractiveDismissDisabled(hasChanges) { attempts += 1 }
        .bottomSheetBackgroundInteraction(
          passThrough ? .enabled(upThrough: .fitsContent) : .automatic
        )
        .bottomSheetAppearance(opaque ? .opaque : .automatic)
        .bottomSheetTrace(recorder)
      }
      .environment(\.layoutDirection, rightToLeft ? .rightToLeft : .leftToRight)
      .navigationTitle("Design-system modal")
      .toolbar { TraceButton(recorder: recorder) }
    }
  }
#endif
