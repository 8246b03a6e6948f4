/// The direction the container lays its content out in, for a sheet placed on a side: SwiftUI's
/// `LayoutDirection` without SwiftUI.
///
/// A side panel goes on the leading side, which is the left in a left-to-right layout and the
/// right in a right-to-left one (Arabic, Hebrew). The engine computes frames in container space
/// (x from the left), so it needs the direction to know which physical side that is; unknown
/// counts as left-to-right.
@_spi(Lab) public enum SheetLayoutDirection: String, Sendable, Hashable, CaseIterable {
  /// Left to right: leading is the left side.
  case leftToRight
  /// Right to left: leading is the right side.
  case rightToLeft
}
