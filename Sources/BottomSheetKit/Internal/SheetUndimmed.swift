#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import SwiftUI

  /// Background interaction, as the engine needs it.
  enum SheetUndimmed: Equatable {
    case none
    case all
    case upThrough(DetentID)
  }
#endif
