#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import SwiftUI

  extension View {
    /// Makes an inline sheet inset its screen's bottom safe area by the sheet's height, up to
    /// the height of `detent`, so the screen's controls and a list's last row sit above the
    /// sheet, as in Apple Maps.
    ///
    /// ```swift
    /// Map()
    ///   .inlineBottomSheet(detents: [.header, .medium, .large]) {
    ///     Results()
    ///       .bottomSheetSafeAreaInset(upThrough: .medium)
    ///   }
    /// ```
    ///
    /// The inset follows where the sheet rests (the detent it settles on, or springs to), not
    /// every frame of its motion: a new safe area lays the whole screen out again, and doing
    /// that every frame is a cost to measure on a device first (DEVICE-TEST-PLAN 10.3). Above
    /// `detent` the inset stays at that detent's height, so the screen keeps room to show.
    /// Hidden, the sheet insets nothing. Presented sheets (modal, floating) ignore it.
    ///
    /// - Parameter detent: The highest detent whose height insets the screen.
    public func bottomSheetSafeAreaInset(upThrough detent: Detent) -> some View {
      modifier(SheetOptionModifier { $0.screenInsetUpThrough = detent.id })
    }
  }
#endif
