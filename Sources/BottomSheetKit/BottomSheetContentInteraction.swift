#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import SwiftUI

  /// What a swipe on scrollable sheet content does first, like
  /// `PresentationContentInteraction`.
  public enum BottomSheetContentInteraction: Sendable, Equatable {
    /// The style's default (resize first).
    case automatic
    /// The sheet grows to its highest detent before the content scrolls.
    case resizes
    /// The content scrolls; the sheet moves only from the grabber and header, or when the
    /// content is at its top and the swipe pulls down.
    case scrolls
  }
#endif
