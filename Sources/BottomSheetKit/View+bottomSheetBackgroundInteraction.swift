#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import SwiftUI

  extension View {
    /// Sets whether the screen behind the enclosing sheet stays interactive, like
    /// `presentationBackgroundInteraction(_:)`.
    ///
    /// ```swift
    /// Directions()
    ///   .bottomSheetDetents([.height(160), .medium, .large])
    ///   .bottomSheetBackgroundInteraction(.enabled(upThrough: .medium))
    /// ```
    ///
    /// - Parameter interaction: The interaction.
    public func bottomSheetBackgroundInteraction(_ interaction: BottomSheetBackgroundInteraction)
      -> some View
    {
      modifier(
        SheetOptionModifier { options in
          switch interaction.value {
          case .automatic: options.undimmedThrough = nil
          case .disabled: options.undimmedThrough = SheetUndimmed.none
          case .enabled: options.undimmedThrough = .all
          case let .upThrough(id): options.undimmedThrough = .upThrough(id)
          }
        })
    }
  }
#endif
