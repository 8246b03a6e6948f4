#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import SwiftUI

  /// What `bottomSheetBackground` fills the sheet with: a style, or a view (as
  /// `presentationBackground(alignment:content:)`).
  enum SheetBackground {
    case style(AnyShapeStyle)
    case view(AnyView, Alignment)
  }
#endif
