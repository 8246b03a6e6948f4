#if canImport(UIKit)
  import BottomSheetKit
  import SwiftUI

  /// An Apple-Maps-like screen written with Apple's spellings: an inline sheet collapsed to its
  /// search field (`Detent.header`, no anchor outside the sheet), detents as a `Set`, SwiftUI's
  /// `.snappy` spring, a design system's `CGFloat?` corner radius, a view background, a custom
  /// detent reading `maxDetentValue`, and events that carry the app's detents
  /// (`if case .settled(.large) = event`), an inline sheet that hides, the screen's safe area
  /// following the sheet, and a button riding on the sheet's top edge. Device plan section 10.
  struct SearchSheetScreen: View {
    @State private var query = ""
    @State private var detent = Detent.header
    @State private var expansions = 0
    /// A design system's token: optional, `CGFloat`, as Apple's `presentationCornerRadius`.
    private let sheetRadius: CGFloat? = 20
    /// A third of the tallest detent, as a port of Apple's `CustomPresentationDetent` reads it.
    private static let third = Detent.custom("third") { context in
      Double(context.maxDetentValue) / 3
    }

    /// Whether the inline sheet is shown: hidden, the screen takes every touch.
    @State private var showsSheet = true

    var body: some View {
      // The screen behind: its safe area grows with the sheet up to the third (its last row
      // stays above the sheet), and its button rides on the sheet's top edge. The two compose:
      // the reader's height is measured from this screen's bottom edge, which the inset has
      // raised to where the sheet rests, so the button is never lifted by the sheet twice.
      List {
        Text(verbatim: "Expanded \(expansions) times")
        Text(verbatim: "Searching: \(query)")
        ForEach(0..<25) { index in Text(verbatim: "Place on the map \(index + 1)") }
      }
      .overlay(alignment: .bottom) {
        // Only the reader re-renders while the sheet moves, not the list.
        BottomSheetGeometryReader { sheet in
          Button(showsSheet ? "Hide sheet" : "Show sheet") { showsSheet.toggle() }
            .padding()
            .padding(.bottom, sheet.height)
        }
      }
      .inlineBottomSheet(isPresented: $showsSheet, detents: [.header, .large], selection: $detent) {
        List(0..<30) { index in Text(verbatim: "Result \(index + 1) for \(query)") }
          .bottomSheetHeader {
            TextField("Search", text: $query)
              .textFieldStyle(.roundedBorder)
              .padding(.horizontal, 16)
              .padding(.bottom, 8)
          }
          .bottomSheetDetents(Set([.header, Self.third, .large]), selection: $detent)
          .bottomSheetSpring(.snappy)
          .bottomSheetCornerRadius(sheetRadius)
          .bottomSheetBackground { Color.blue.opacity(0.08) }
          .onBottomSheetEvent { event in
            if case .settled(.large) = event { expansions += 1 }
          }
          .bottomSheetSafeAreaInset(upThrough: Self.third)
      }
      .navigationTitle("Search sheet")
    }
  }
#endif
