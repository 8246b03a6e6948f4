#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import SwiftUI

  extension View {
    /// Wraps the sheet's content in a vertical scroll view that scrolls only when the content
    /// is taller than the room the sheet gives it (the design-system sheet's rule).
    ///
    /// ```swift
    /// .bottomSheet(isPresented: $isShown) {
    ///   VStack(alignment: .leading) { Terms() }
    ///     .padding()
    ///     .bottomSheetScrollOnOverflow()
    ///     .bottomSheetDetents([.fitsContent, .large])
    /// }
    /// ```
    ///
    /// The sheet finds the scroll view under the finger by itself and hands the drag between
    /// the sheet and the scroll view at the exact boundary; nothing else is needed. It also
    /// measures the content's natural height inside the scroll view, which `.fitsContent`
    /// detents use (the scroll view itself fills whatever height the sheet offers, so content
    /// that can outgrow the sheet needs this modifier for `.fitsContent` to follow it). Wrap
    /// all of the content, and content with a natural height: a `List` or `Form` scrolls by
    /// itself and has none.
    public func bottomSheetScrollOnOverflow() -> some View {
      modifier(ScrollOnOverflowModifier())
    }
  }

  struct ScrollOnOverflowModifier: ViewModifier {
    @Environment(\.bottomSheet) private var sheet

    func body(content: Content) -> some View {
      let overflows = sheet.layout?.contentOverflows ?? false
      return ScrollView(.vertical, showsIndicators: overflows) {
        content
          .fixedSize(horizontal: false, vertical: true)
          .background {
            GeometryReader { geometry in
              Color.clear.preference(
                key: SheetNaturalHeightKey.self, value: Double(geometry.size.height))
            }
          }
      }
      .modifier(Backport.ScrollDisabled(isDisabled: !overflows))
    }
  }
#endif
