// A client module written the way an app uses the README's API: it imports SwiftUI and
// BottomSheetKit together and uses SwiftUI's own names unqualified (`Spring`, `Animation`,
// `Gesture`, `DragGesture`, `Detent`-like names, `Visibility`, …) beside every public modifier.
// If a public name of BottomSheetKit or BottomSheetCore shadowed a SwiftUI, UIKit or Foundation
// name, this file would stop compiling ("ambiguous for type lookup"), as the app would.
// Type-checked against the real SDK by scripts/ios-sdk-check (and against the mirror by
// Checks/run).
#if canImport(UIKit)
  import BottomSheetKit
  import Foundation
  import SwiftUI
  import UIKit

  struct ProbeItem: Identifiable {
    let id: Int
  }

  struct ClientProbeScreen: View {
    @State private var isShown = false
    @State private var showsCard = false
    @State private var item: ProbeItem?
    @State private var detent = Detent.medium
    @State private var recorder = BottomSheetTraceRecorder()
    @State private var title = "A title from the app's state"
    @GestureState private var pressed = false

    var body: some View {
      VStack {
        Text("Probe")
          .bottomSheetAnchor("header")
          .gesture(DragGesture().updating($pressed) { _, state, _ in state = true })
          .animation(Animation.easeInOut(duration: 0.2), value: pressed)
        Button("Modal") { isShown = true }
          .bottomSheet(isPresented: $isShown, onDismiss: {}) {
            ProbeContent()
              .bottomSheetScrollOnOverflow()
              .bottomSheetDetents([.medium, .large], selection: $detent)
              .bottomSheetTitle("Title")
              .bottomSheetCloseButton(.visible)
              .bottomSheetDragIndicator(Visibility.visible)
              .bottomSheetInteractiveDismissDisabled(true) {}
              .bottomSheetCornerRadius(20)
              .bottomSheetBackground(Color.white)
              .bottomSheetBackgroundInteraction(.enabled(upThrough: .medium))
              .bottomSheetContentInteraction(.scrolls)
              .bottomSheetBackdropTap(.dismiss)
              .bottomSheetShadow(color: .black, radius: 8, x: 2, y: 4)
              .bottomSheetSpring(SheetSpring(response: 0.4, dampingFraction: 0.8))
              .bottomSheetShapeMorphing()
              .bottomSheetMaximumWidth(600)
              .bottomSheetTrace(recorder)
              .onBottomSheetEvent { _ in }
          }
        Button("Card") { showsCard = true }
          .floatingBottomSheet(isPresented: $showsCard) {
            ProbeContent().bottomSheetDetents([.height(120), .fraction(0.4)])
              // Issue #28: Apple's spellings.
              .bottomSheetDetents(Set([.header, .medium]), selection: $detent)
              .bottomSheetDetents([.height(CGFloat(96)), .custom("bar") { $0.maxDetentValue / 4 }])
              .bottomSheetCornerRadius(Optional(CGFloat(12)))
              .bottomSheetShadow(color: .black, radius: CGFloat(8), x: CGFloat(0), y: CGFloat(4))
              .bottomSheetMaximumWidth(CGFloat(560))
              .bottomSheetSpring(.bouncy)
              .bottomSheetSpring(.smooth(duration: 0.4, extraBounce: 0.1))
              .bottomSheetHeader { Text("Header") }
              .bottomSheetBackground(alignment: .top) { Color.blue }
              .onBottomSheetEvent { event in
                if case .settled(.large) = event {}
                if case let .released(_, _, target) = event, target == nil {}
              }
              // Issue #22: a title from a string that is not a literal (verbatim), and a Text.
              .bottomSheetTitle(title)
              .bottomSheetTitle(Text(verbatim: "Card 1"))
          }
        Button("Item") { item = ProbeItem(id: 1) }
          .bottomSheet(item: $item) { value in Text("Item \(value.id)") }
          .floatingBottomSheet(item: $item) { value in Text("Card \(value.id)") }
      }
      .inlineBottomSheet(detents: [.anchor("header"), .large], selection: $detent) {
        ProbeContent()
      }
    }
  }

  struct ProbeContent: View {
    @State private var recorder = BottomSheetTraceRecorder()
    @Environment(\.bottomSheet) private var sheet
    @Environment(\.dismiss) private var dismiss

    var body: some View {
      VStack {
        Text("progress \(sheet.progress)")
        Text("recorded \(recorder.inputCount) inputs, \(recorder.hostTraceJSON?.count ?? 0) bytes")
        Button("Large") { sheet.select(.large) }
        Text(verbatim: "at \(sheet.selectedDetent == .large), stretch \(sheet.stretch)")
        Button("Close") { sheet.dismiss() }
      }
      .onAppear {
        // SwiftUI's own top-level names, unqualified, next to the package's.
        if #available(iOS 17.0, *) {
          let spring = Spring(duration: 0.5, bounce: 0.2)
          _ = spring.settlingDuration
          _ = Animation.spring(spring)
        }
        let ours = SheetSpring(duration: 0.5, bounce: 0.2)
        _ = ours.response
        _ = Detent.medium
        _ = UIView()
        _ = Date()
      }
    }
  }
#endif
