@_spi(Lab) import BottomSheetCore
/// The finger the host follows: the first one down; others are ignored until it lifts.
struct TrackedTouch: Sendable {
  var id: Int
  var target: TouchTarget
  var point: SheetPoint
  /// The touch landed on the sheet (not the backdrop or the screen behind).
  var onSheet: Bool
  /// The engine has a drag for this finger (it caught a moving sheet, or the pan began).
  var engaged: Bool
  var panning: Bool
}
