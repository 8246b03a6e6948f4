#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import SwiftUI

  extension View {
    /// Chooses what the enclosing sheet becomes in each size class, as Apple's
    /// `presentationCompactAdaptation(horizontal:vertical:)` and `presentationSizing(_:)` do for
    /// its sheet (FloatingPanel's layouts per trait collection are the model).
    ///
    /// ```swift
    /// // Maps: the results in a panel on the leading edge of an iPad.
    /// Results()
    ///   .bottomSheetAdaptation(regularWidth: .sidePanel(width: 375))
    ///
    /// // A form: Apple's page size on iPad, edge-attached on a phone in landscape.
    /// EditForm()
    ///   .bottomSheetAdaptation(regularWidth: .page, prefersEdgeAttachedInCompactHeight: true)
    /// ```
    ///
    /// The container's size classes decide (the SwiftUI environment's, which UIKit sets for
    /// the window: an iPad full screen and the larger Split View and Stage Manager windows are
    /// regular wide; a phone is compact, a Max phone in landscape regular). Without this
    /// modifier each kind does what ``BottomSheetAdaptation/automatic`` says. When the size
    /// class changes with the sheet up (rotation, a Split View resized, a Stage Manager window
    /// dragged), the sheet keeps its detent, or the nearest one the new layout has; a drag or
    /// a spring in flight goes on without a jump.
    ///
    /// In compact height (a phone in landscape) a modal sheet covers the window, as Apple's
    /// sheet does, unless `prefersEdgeAttachedInCompactHeight` is true: then it stays a bottom
    /// sheet, its detents resolved against the short height. An inline sheet becomes a side
    /// panel and a floating card a bounded card there (`docs/IPAD.md` has the table).
    ///
    /// - Parameters:
    ///   - regularWidth: The layout in a regular-width container.
    ///   - prefersEdgeAttachedInCompactHeight: Whether a modal sheet stays attached to the
    ///     bottom edge in compact height, as `UISheetPresentationController`'s property of
    ///     this name (default false: it covers the window).
    public func bottomSheetAdaptation(
      regularWidth: BottomSheetAdaptation = .automatic,
      prefersEdgeAttachedInCompactHeight: Bool = false
    ) -> some View {
      modifier(
        SheetOptionModifier {
          $0.adaptation = regularWidth.adaptation(
            prefersEdgeAttachedInCompactHeight: prefersEdgeAttachedInCompactHeight)
        })
    }
  }
#endif
