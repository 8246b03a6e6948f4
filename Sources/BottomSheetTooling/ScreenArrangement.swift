/// How an app's window sits on a ``ScreenDevice``: full screen in either orientation, one side
/// of a Split View in landscape, or a Stage Manager window.
@_spi(Lab) public enum ScreenArrangement: String, Sendable, Hashable, CaseIterable {
  /// Full screen, portrait.
  case portrait
  /// Full screen, landscape.
  case landscape
  /// The narrow side of a landscape Split View (about a third of the screen).
  case splitOneThird
  /// Half of a landscape Split View.
  case splitHalf
  /// The wide side of a landscape Split View (about two thirds of the screen).
  case splitTwoThirds
  /// A Stage Manager window at a size wide enough to be regular width.
  case stageManager
  /// A Stage Manager window dragged narrow enough to be compact width.
  case stageManagerNarrow
}
