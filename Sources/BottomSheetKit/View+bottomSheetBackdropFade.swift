#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import SwiftUI

  extension View {
    /// Makes the enclosing sheet's backdrop follow its position between two detents: one
    /// opacity at the lower detent and below, another at the upper detent and above, and in
    /// between in proportion to the sheet's height (FloatingPanel's backdrop alpha per state).
    ///
    /// ```swift
    /// Content()
    ///   .bottomSheetDetents([.height(120), .medium, .large])
    ///   // Clear at the peek, fully dimmed from medium up.
    ///   .bottomSheetBackdropFade(from: .height(120), to: .medium)
    /// ```
    ///
    /// The backdrop takes taps wherever its opacity is above 0, so a sheet at a clear
    /// detent leaves the screen behind usable, as `bottomSheetBackgroundInteraction` does
    /// (which is the special case `from: detent, opacity: 0` to the next detent up). What it
    /// draws is `bottomSheetBackdrop(_:)`'s; its opacity is the top of the curve unless
    /// `upperOpacity` says otherwise. An identifier the sheet's detents do not have is
    /// reported as a diagnostic and the backdrop keeps its default curve.
    ///
    /// - Parameters:
    ///   - lower: The detent at which (and below which) the backdrop has `lowerOpacity`.
    ///   - lowerOpacity: The opacity there, 0…1 (default 0: clear).
    ///   - upper: The detent at which (and above which) it has `upperOpacity`.
    ///   - upperOpacity: The opacity there, 0…1; nil uses the backdrop's opacity
    ///     (`bottomSheetBackdrop(_:)`, 0.4 by default).
    public func bottomSheetBackdropFade(
      from lower: Detent, opacity lowerOpacity: Double = 0, to upper: Detent,
      opacity upperOpacity: Double? = nil
    ) -> some View {
      modifier(
        SheetOptionModifier {
          $0.backdropFade = SheetBackdropFadeOption(
            lower: lower, lowerOpacity: lowerOpacity, upper: upper, upperOpacity: upperOpacity)
        })
    }
  }
#endif
