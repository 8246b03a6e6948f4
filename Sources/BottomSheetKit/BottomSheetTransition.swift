#if canImport(UIKit)
  import BottomSheetCore
  import SwiftUI

  /// How a sheet enters and leaves: rising from the bottom edge, or growing out of the view
  /// that opened it.
  ///
  /// Set it on the sheet's content with ``SwiftUICore/View/bottomSheetTransition(_:)``, and mark
  /// the source with ``SwiftUICore/View/bottomSheetTransitionSource(id:in:cornerRadius:)``, as
  /// Apple's `navigationTransition(.zoom(sourceID:in:))` pairs with
  /// `matchedTransitionSource(id:in:)` (iOS 18). This one works from iOS 15, for modal and
  /// floating sheets and for an inline sheet with an `isPresented` binding when it shows.
  ///
  /// ```swift
  /// @Namespace private var cards
  ///
  /// Button("Details") { showsDetails = true }
  ///   .bottomSheetTransitionSource(id: "details", in: cards, cornerRadius: 12)
  ///   .bottomSheet(isPresented: $showsDetails) {
  ///     DetailsView()
  ///       .bottomSheetTransition(.zoom(sourceID: "details", in: cards))
  ///   }
  /// ```
  ///
  /// The engine draws the morph: the first frame is the source's frame and corner radius, the
  /// sheet grows into its lowest detent on the presentation spring, a drag below that detent
  /// shrinks it back toward the source, and a dismissal ends on the source. Under Reduce
  /// Motion the sheet cross-fades on its detent instead. A source that is not on screen when
  /// the sheet is presented leaves the sheet rising from the bottom edge.
  public struct BottomSheetTransition: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
      case slide
      case zoom(SheetTransitionSourceKey)
    }

    let kind: Kind

    /// The package's transition: the sheet rises from the bottom edge (a floating card from
    /// below the screen) and leaves the same way.
    public static let automatic = BottomSheetTransition(kind: .slide)

    /// The sheet grows out of the view marked with the same `sourceID` and `namespace`
    /// (``SwiftUICore/View/bottomSheetTransitionSource(id:in:cornerRadius:)``) and shrinks back
    /// into it when dismissed.
    ///
    /// - Parameters:
    ///   - sourceID: The identifier the source was marked with.
    ///   - namespace: The namespace the source was marked in (`@Namespace`).
    public static func zoom(sourceID: some Hashable, in namespace: Namespace.ID)
      -> BottomSheetTransition
    {
      BottomSheetTransition(
        kind: .zoom(SheetTransitionSourceKey(namespace: namespace, id: AnyHashable(sourceID))))
    }
  }
#endif
