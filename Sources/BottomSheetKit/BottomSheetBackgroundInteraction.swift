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
#endif
