#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import SwiftUI

  /// Whether the screen behind a modal or floating sheet stays interactive, like
  /// `PresentationBackgroundInteraction`.
  public struct BottomSheetBackgroundInteraction: Sendable, Equatable {
    let value: Value

    enum Value: Sendable, Equatable {
      case automatic
      case disabled
      case enabled
      case upThrough(DetentID)
    }

    /// The style's default: the backdrop dims and blocks the screen at every detent.
    public static let automatic = BottomSheetBackgroundInteraction(value: .automatic)

    /// The backdrop dims and blocks the screen at every detent.
    public static let disabled = BottomSheetBackgroundInteraction(value: .disabled)

    /// No backdrop: the screen behind stays interactive at every detent.
    public static let enabled = BottomSheetBackgroundInteraction(value: .enabled)

    /// The screen behind stays interactive (and undimmed) while the sheet is at or below
    /// `detent`; above it the backdrop fades in and blocks touches.
    ///
    /// - Parameter detent: The highest detent that leaves the screen interactive.
    public static func enabled(upThrough detent: Detent) -> BottomSheetBackgroundInteraction {
      BottomSheetBackgroundInteraction(value: .upThrough(detent.id))
    }
  }

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
