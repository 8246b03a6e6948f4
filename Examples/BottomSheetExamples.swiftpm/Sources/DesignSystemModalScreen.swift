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
    @State private var darkPresenter = false

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
        // The presenter's colour scheme in a light-mode app: the sheet's UIKit background
        // follows it (device plan 9.5).
        Toggle("Dark presenter", isOn: $darkPresenter)
          .padding(.horizontal)
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .bottomSheet(isPresented: $isPresented) {
        TermsContent(paragraphs: $paragraphs, hasChanges: $hasChanges)
          .bottomSheetScrollOnOverflow()
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
      .environment(\.colorScheme, darkPresenter ? .dark : .light)
      .navigationTitle("Design-system modal")
      .toolbar { TraceButton(recorder: recorder) }
    }
  }

  /// The sheet's content, with state of its own: its selection and its background tint live in
  /// the sheet's hosting controller, so changing them re-renders only the content, never the
  /// presenter, and the sheet must still move and repaint (device plan 9.4, 9.6).
  private struct TermsContent: View {
    @Binding var paragraphs: Int
    @Binding var hasChanges: Bool
    @State private var detent = Detent.fitsContent
    @State private var tinted = false
    @Environment(\.bottomSheet) private var sheet

    var body: some View {
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
        HStack {
          Button("Expand from the content") { detent = .large }
          Spacer()
          Button("Tint background") { tinted.toggle() }
        }
        // Closes through the proxy; a second quick tap lands during the exit and does nothing
        // (device plan 9.27).
        Button("Save") { sheet.dismiss() }
      }
      .padding()
      .bottomSheetDetents([.fitsContent, .large], selection: $detent)
      .bottomSheetBackground(tinted ? Color.orange.opacity(0.3) : Color.clear)
    }
  }
#endif
