#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import SwiftUI

  extension View {
    /// Marks this view as the one a sheet grows out of
    /// (``BottomSheetTransition/zoom(sourceID:in:)``), as Apple's
    /// `matchedTransitionSource(id:in:)` marks a zoom transition's source.
    ///
    /// ```swift
    /// ForEach(items) { item in
    ///   ItemCard(item)
    ///     .onTapGesture { selected = item }
    ///     .bottomSheetTransitionSource(id: item.id, in: namespace, cornerRadius: 16)
    /// }
    /// ```
    ///
    /// The sheet reads the view's frame when it is presented and when it is dismissed, so a
    /// source in a scrolled list is met where it is. The view is not changed or hidden.
    ///
    /// - Parameters:
    ///   - id: An identifier, unique in `namespace`, that the sheet's transition names.
    ///   - namespace: A namespace (`@Namespace`) shared with the sheet's transition.
    ///   - cornerRadius: The source's corner radius, where the morph starts and ends (points).
    public func bottomSheetTransitionSource(
      id: some Hashable, in namespace: Namespace.ID, cornerRadius: Double = 0
    ) -> some View {
      background {
        SheetSourceMarker(
          key: SheetTransitionSourceKey(namespace: namespace, id: AnyHashable(id)),
          cornerRadius: cornerRadius)
      }
    }
  }
#endif
