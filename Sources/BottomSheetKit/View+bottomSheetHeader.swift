#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import SwiftUI

  extension View {
    /// Pins a view of the app's above the enclosing sheet's content, below its grabber and
    /// title row: a search field in a Maps-like sheet, a handle with a summary.
    ///
    /// ```swift
    /// Results()
    ///   .bottomSheetHeader {
    ///     TextField("Search", text: $query)
    ///       .textFieldStyle(.roundedBorder)
    ///       .padding(.horizontal)
    ///   }
    ///   .bottomSheetDetents([.header, .medium, .large])
    /// ```
    ///
    /// The header never scrolls with the content, and a drag on it moves the sheet, as on the
    /// grabber. It is measured (it follows Dynamic Type), and its height counts in the sheet's
    /// chrome: ``Detent/header`` rests on exactly the grabber, the title row and this view. The
    /// title and close button (`bottomSheetTitle`, `bottomSheetCloseButton`) stay above it. The header reads the
    /// sheet's proxy (`@Environment(\.bottomSheet)`) as the content does.
    ///
    /// - Parameter content: The header view.
    public func bottomSheetHeader<Header: View>(@ViewBuilder content: () -> Header) -> some View {
      modifier(
        SheetRefOptionModifier(value: AnyView(content()), rereads: true) { options, box in
          options.header = box
        })
    }
  }
#endif
