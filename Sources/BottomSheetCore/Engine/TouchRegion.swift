/// Where on the sheet a touch started.
public enum TouchRegion: String, Sendable, Hashable {
  /// Grabber or header: always drags the sheet.
  case chrome
  /// The content: may scroll it, per the hand-off rules.
  case content
}
