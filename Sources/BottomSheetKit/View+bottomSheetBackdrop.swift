#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import SwiftUI

  extension View {
    /// Sets what covers the screen behind the enclosing sheet: a dim (the default), a colour, a
    /// material, or a view of your own.
    ///
    /// ```swift
    /// Filters()
    ///   .bottomSheetDetents([.medium, .large])
    ///   .bottomSheetBackdrop(.material(.thin))
    /// ```
    ///
    /// The backdrop follows the sheet: the engine computes its opacity every frame (0 at and
    /// below the largest undimmed detent, rising to the backdrop's opacity at the next detent),
    /// and a colour or a view is drawn at that opacity, a material at that strength. Only the
    /// look changes: taps (`bottomSheetBackdropTap(_:)`), touches passing through an undimmed
    /// part (`bottomSheetBackgroundInteraction(_:)`) and VoiceOver's "Dismiss" work as with the
    /// default dim. An inline sheet has no backdrop, so this modifier changes nothing there.
    ///
    /// Under Reduce Transparency a material is drawn as a dim of the same curve (see
    /// ``BottomSheetBackdrop``).
    ///
    /// - Parameter backdrop: What the backdrop shows, and its opacity at full strength.
    public func bottomSheetBackdrop(_ backdrop: BottomSheetBackdrop) -> some View {
      // The app's view is a reference re-read at every render (it cannot be compared); the
      // other kinds are values, so an unchanged backdrop changes no preference.
      modifier(
        SheetRefOptionModifier(
          value: backdrop.view ?? AnyView(EmptyView()), rereads: backdrop.view != nil
        ) { options, box in options.backdrop = backdrop.drawn(box) })
    }
  }
#endif
