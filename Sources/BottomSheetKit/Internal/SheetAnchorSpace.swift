#if canImport(UIKit)
  /// The coordinate space anchors are measured in: the base view a sheet modifier is applied
  /// to. SwiftUI's `.global` space is the root of its hosting view, which is not the window
  /// inside Apple's `.sheet` or an iPad form sheet; a space named on the base itself, whose
  /// place in the window the layer knows (the presenter's anchor view sits at its top-leading
  /// corner; an inline sheet's container fills it), converts exactly.
  enum SheetAnchorSpace {
    static let name = "BottomSheetKit.base"
  }
#endif
