#if canImport(UIKit)
  import SwiftUI

  extension View {
    /// Kept for source compatibility; it does nothing now.
    ///
    /// The sheet finds the `ScrollView` or `List` under the finger from the touched view's
    /// ancestors and reads its extent from the scroll view itself (`contentSize`, insets), so
    /// any scrolling content hands the drag off without a marker. (The marker used to report
    /// the laid-out height as the content height; a `List` fills whatever it is offered, so it
    /// never overflowed and never scrolled.)
    @available(*, deprecated, message: "No longer needed: scroll views are found automatically")
    public func bottomSheetScrollable() -> some View { self }
  }
#endif
