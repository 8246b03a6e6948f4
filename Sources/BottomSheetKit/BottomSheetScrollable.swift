#if canImport(SwiftUI)
  import SwiftUI

  extension View {
    /// Connects this `ScrollView` or `List` inside a sheet to the sheet's scroll hand-off:
    /// the engine decides, drag by drag, whether the finger moves the sheet or the content,
    /// and the content holds still while the sheet moves. Works on iOS 15–26, including
    /// iOS 18's changed gesture priorities (through a UIKit recognizer that never prevents the
    /// scroll view's own pan).
    ///
    /// ```swift
    /// List(results) { ResultRow(result: $0) }
    ///   .bottomSheetScrollable()
    /// ```
    ///
    /// ``SwiftUICore/View/scrollOnOverflow()`` applies it for you.
    public func bottomSheetScrollable() -> some View {
      modifier(Backport.ScrollBridge())
        .preference(key: SheetContentMetricsKey.self, value: SheetContentMetrics(scrolls: true))
    }
  }
#endif
