extension SheetBehavior {
  /// The defaults for a style: a floating card uses the original design's damped rubber band
  /// (scale 100, limit 100) vertically; attached sheets use UIKit's elastic one.
  package static func defaults(for style: SheetStyle) -> SheetBehavior {
    style.capabilities.defaultBehavior
  }
}
