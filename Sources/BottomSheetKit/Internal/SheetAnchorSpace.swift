#if canImport(UIKit)
  /// The coordinate space anchors are measured in, named where the layer knows its place in
  /// the sheet's container: on a presented sheet's base view (the presenter's anchor view sits
  /// at its top-leading corner), and on the safe-area frame around an inline sheet's hosted
  /// screen (it starts at the hosting view's top safe-area inset: ``SheetScreenRoot``).
  /// SwiftUI's `.global` space is not the container's inside Apple's `.sheet` or an iPad form
  /// sheet; a named space converts exactly.
  enum SheetAnchorSpace {
    static let name = "BottomSheetKit.base"
  }
#endif
