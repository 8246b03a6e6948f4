@_spi(Lab) import BottomSheetCore
@_spi(Lab) import BottomSheetTooling
@_spi(Lab) import BottomSheetHost

extension CorpusItem {
  /// The label written next to the scenario in a corpus file (top-level field `label`,
  /// which scenario readers ignore).
  @_spi(Lab) public var label: JSONValue {
    var pairs: [(String, JSONValue)] = [
      ("id", .string(id)), ("intent", .string(intentName)), ("kind", .string(kind.rawValue)),
      ("start", .string(startDetent.rawValue)), ("hz", .number(samplingRate)),
      ("traits", .array(traits.map { .string($0) })),
    ]
    if let plannedSpeed { pairs.append(("plannedSpeed", .number(plannedSpeed))) }
    return .object(pairs)
  }

  /// The item as a scenario file with its label.
  public var fileText: String { ScenarioEncoder.text(scenario, extra: [("label", label)]) }
}

/// Counts that describe a corpus, for `sheetlab corpus` and `docs/CORPUS.md`.
public struct CorpusStatistics: Sendable, Equatable {
  /// Items per style.
  public var styles: [String: Int] = [:]
  /// Items per gesture kind.
  public var kinds: [String: Int] = [:]
  /// Items whose intent is dismissal.
  public var dismissals = 0
  /// Items per sampling rate (`60`, `120`).
  public var rates: [String: Int] = [:]
  /// Items per trait.
  public var traits: [String: Int] = [:]
  /// The slowest and fastest planned flick speed (absolute, pt/s).
  public var flickSpeeds: ClosedRange<Double>?
  /// Total touch events.
  public var touchEvents = 0

  /// Counts `items`.
  public init(_ items: [CorpusItem]) {
    for item in items {
      styles[item.scenario.configuration.style.rawValue, default: 0] += 1
      kinds[item.kind.rawValue, default: 0] += 1
      if item.intent == .dismiss { dismissals += 1 }
      rates[TextFormat.fixed(item.samplingRate, 0), default: 0] += 1
      for trait in item.traits { traits[trait, default: 0] += 1 }
      if let speed = item.plannedSpeed.map(abs) {
        let low = min(flickSpeeds?.lowerBound ?? speed, speed)
        let high = max(flickSpeeds?.upperBound ?? speed, speed)
        flickSpeeds = low...high
      }
      touchEvents += item.scenario.events.count
    }
  }

  /// A short multi-line description.
  public var text: String {
    func list(_ counts: [String: Int]) -> String {
      counts.keys.sorted().map { "\($0) \(counts[$0] ?? 0)" }.joined(separator: ", ")
    }
    var lines = [
      "styles: " + list(styles), "kinds: " + list(kinds), "dismissal intents: \(dismissals)",
      "sampling (Hz): " + list(rates), "traits: " + list(traits),
    ]
    if let speeds = flickSpeeds {
      lines.append(
        "flick speeds: \(TextFormat.fixed(speeds.lowerBound, 0))…"
          + "\(TextFormat.fixed(speeds.upperBound, 0)) pt/s")
    }
    lines.append("touch events: \(touchEvents)")
    return lines.joined(separator: "\n") + "\n"
  }
}
