/// What VoiceOver announces, as a value (``DetentSpokenName`` for how its words are chosen).
public enum SheetAnnouncement: Sendable, Hashable {
  /// The sheet came to rest on a detent: "Sheet expanded".
  case settled(DetentSpokenName)

  /// The English words, the string catalog's source language.
  public var english: String {
    switch self {
    case let .settled(name): "Sheet \(name.english)"
    }
  }
}
