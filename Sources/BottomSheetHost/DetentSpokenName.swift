/// What VoiceOver says for a detent, as a value: the layer puts it into words in the user's
/// language (BottomSheetKit's string catalog), so neither the engine nor the host model writes
/// English. The host model names the detents (``HostFrame/accessibilityValue``,
/// ``HostEffect/announce(_:)``); the engine only moves between them.
///
/// Detents are named by position unless the app names them (`SheetConfiguration.detentNames`):
/// one detent is "expanded"; two are "collapsed" and "expanded"; three "collapsed", "half" and
/// "expanded"; more "collapsed", "position N of M" and "expanded" (the names Apple's own sheet
/// grabber speaks for its small and large detents).
///
/// ```swift
/// switch frame.accessibilityValue {       // a HostFrame's
/// case .collapsed: …                     // "collapsed", "eingeklappt", "折りたたみ", …
/// case let .position(index, count): …    // "position 2 of 4"
/// case let .named(name): …               // the app's own words
/// default: …
/// }
/// ```
public enum DetentSpokenName: Sendable, Hashable {
  /// The lowest of two or more detents.
  case collapsed
  /// The middle of three detents.
  case half
  /// The highest detent (or the only one).
  case expanded
  /// Detent `index` (1-based, counted from the lowest) of `count`, for four detents or more.
  case position(Int, of: Int)
  /// The app's own name for the detent, spoken as it is.
  case named(String)
  /// The sheet is not presented.
  case dismissed

  /// The English words, the string catalog's source language: for traces, logs and tests.
  public var english: String {
    switch self {
    case .collapsed: "collapsed"
    case .half: "half"
    case .expanded: "expanded"
    case let .position(index, count): "position \(index) of \(count)"
    case let .named(name): name
    case .dismissed: "dismissed"
    }
  }
}
