#if canImport(SwiftUI)
  import SwiftUI

  extension View {
    /// Puts this content in a vertical scroll view that scrolls only when the content is taller
    /// than the sheet's visible height (the design-system sheet's behaviour), and hands drags
    /// over between the content and the sheet: at the top of the content a downward drag moves
    /// the sheet; below the highest detent an upward drag grows the sheet first.
    ///
    /// ```swift
    /// .bottomSheet(isPresented: $showsTerms) {
    ///   TermsText()
    ///     .padding()
    ///     .scrollOnOverflow()
    ///     .bottomSheetDetents([.fitsContent, .large])
    /// }
    /// ```
    ///
    /// It also reports the content's natural height, which `.fitsContent` detents use.
    public func scrollOnOverflow() -> some View {
      modifier(ScrollOnOverflowModifier())
    }
  }

  /// The implementation of `scrollOnOverflow()`.
  struct ScrollOnOverflowModifier: ViewModifier {
    @Environment(\.bottomSheet) private var sheet
    @State private var naturalHeight = 0.0

    func body(content: Content) -> some View {
      let overflows = sheet.layout?.contentOverflows ?? false
      return ScrollView(.vertical, showsIndicators: overflows) {
        content
          .fixedSize(horizontal: false, vertical: true)
          .background {
            GeometryReader { geometry in
              Color.clear.preference(key: SheetHeightKey.self, value: Double(geometry.size.height))
            }
          }
          .onPreferenceChange(SheetHeightKey.self) { value in naturalHeight = value }
      }
      .modifier(Backport.ScrollDisabled(isDisabled: !overflows))
      .modifier(Backport.ScrollBridge())
      .preference(
        key: SheetContentMetricsKey.self,
        value: SheetContentMetrics(naturalHeight: naturalHeight, scrolls: true))
    }
  }
#endif
