import BottomSheetCore
@_spi(Lab) import BottomSheetTooling

/// The gestures a person makes in the corpus.
public enum GestureKind: String, Sendable, CaseIterable {
  /// Drag the sheet's edge to the detent and let go (possibly after resting).
  case placement
  /// Throw the sheet toward the detent, as hard as the distance needs, and let go while
  /// moving.
  case flick
  /// A throw whose finger is still speeding up when it leaves the glass: the first part of a
  /// minimum-jerk stroke, as hard as the distance needs.
  case accelerating
  /// A short flick of habitual speed, meaning "the adjacent detent in this direction".
  case nudge
  /// Pull the sheet a little and let it fall back: the intent is where it started.
  case peek
}

/// One labelled gesture: a scenario the engine (or a baseline) replays, and what the person
/// meant.
public struct CorpusItem: Sendable {
  /// A stable name, e.g. `c007-modal-flick`.
  public var id: String
  /// The scenario: the sheet at rest at ``startDetent``, then one touch.
  public var scenario: Scenario
  /// Where the person meant the sheet to end: a detent, or dismissed.
  public var intent: SheetEvent.Destination
  /// The kind of gesture.
  public var kind: GestureKind
  /// The detent the sheet rests at when the finger lands.
  public var startDetent: DetentID
  /// Touch sampling rate, Hz.
  public var samplingRate: Double
  /// What else the gesture does: `hesitation`, `reversal`, `rest`, `pre-drag`, `boost`.
  public var traits: [String]
  /// A flick's planned speed at lift, points per second (height velocity, + = up).
  public var plannedSpeed: Double?
  /// The finger's path the samples were taken from.
  public var path: FingerPath
  /// When the person meant to lift; the `up` comes at the first sampling tick at or after it.
  public var liftTime: Double
  /// When the `up` sample was really taken: its event's time unless ``GestureModel``'s
  /// `reportedTimeError` moved the reported one. The finger's true lift velocity is the path's
  /// at this time.
  public var upTime: Double

  /// The intent as text: the detent's spec, or `dismiss`.
  public var intentName: String { Self.name(intent) }

  /// A destination as text: the detent's spec, or `dismiss`.
  public static func name(_ destination: SheetEvent.Destination) -> String {
    switch destination {
    case let .detent(id): return id.rawValue
    case .dismiss: return "dismiss"
    }
  }
}
