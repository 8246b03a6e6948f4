#if canImport(UIKit)
  import BottomSheetKit
  import SwiftUI

  /// An Apple-Maps-like screen written with Apple's spellings: an inline sheet collapsed to its
  /// search field (`Detent.header`, no anchor outside the sheet), detents as a `Set`, SwiftUI's
  /// `.snappy` spring, a design system's `CGFloat?` corner radius, a view background, a custom
  /// detent reading `maxDetentValue`, and events that carry the app's detents
  /// (`if case .settled(.large) = event`). Device plan 10.x.
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

    var body: some View {
      VStack(spacing: 12) {
        Text(verbatim: "Expanded \(expansions) times")
        Text(verbatim: "Searching: \(query)")
        Spacer()
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .inlineBottomSheet(detents: [.header, .large], selection: $detent) {
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
      }
      .navigationTitle("Search sheet")
    }
  }
#endif
