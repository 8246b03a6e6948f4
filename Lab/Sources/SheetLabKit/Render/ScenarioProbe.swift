@_spi(Lab) import BottomSheetCore
@_spi(Lab) import BottomSheetTooling

/// Exact engine state at arbitrary instants of a scenario, for pictures and measurements
/// that need more than the sampled frames (the sheet's edge at the very instant of release).
public enum ScenarioProbe {
  /// The layout at `t`, after every event at or before `t` has been applied.
  ///
  /// ``Replay/run(_:)`` samples on a fixed frame grid; this evaluates the same engine at `t`
  /// itself, which is exact because ``SheetEngine/layout(at:)`` is a pure function of time.
  /// - Complexity: O(events).
  public static func layout(_ scenario: Scenario, at t: Double) -> SheetLayout {
    engine(scenario, at: t).layout(at: t)
  }

  /// The engine after every event at or before `t` (default 0: its initial geometry), for
  /// its resolved detents and metrics.
  public static func engine(_ scenario: Scenario, at t: Double = 0) -> SheetEngine {
    var engine = SheetEngine(
      configuration: scenario.configuration, context: scenario.context, time: 0)
    for event in scenario.events where event.t <= t + 1e-12 {
      Replay.apply(event, to: &engine)
    }
    return engine
  }
}

/// The touches of a scenario, one polyline per finger contact.
public struct TouchStroke: Sendable, Equatable {
  /// One reported finger position.
  public struct Sample: Sendable, Equatable {
    /// Seconds from the scenario's start.
    public var t: Double
    /// Container-space x.
    public var x: Double
    /// Container-space y.
    public var y: Double
  }

  /// The samples from `down` to `up` (inclusive), in time order.
  public var samples: [Sample]
  /// How the contact ended: `up`, `cancel`, or nil if the scenario ends with the finger down.
  public var ending: String?

  /// The strokes of `scenario`, in order.
  public static func strokes(of scenario: Scenario) -> [TouchStroke] {
    var result: [TouchStroke] = []
    var current: TouchStroke?
    for event in scenario.events {
      switch event.kind {
      case let .touchDown(p, _):
        if let open = current { result.append(open) }
        current = TouchStroke(samples: [Sample(t: event.t, x: p.x, y: p.y)], ending: nil)
      case let .touchMoved(p):
        current?.samples.append(Sample(t: event.t, x: p.x, y: p.y))
      case let .touchUp(p, _):
        current?.samples.append(Sample(t: event.t, x: p.x, y: p.y))
        current?.ending = "up"
        if let done = current { result.append(done) }
        current = nil
      case .touchCancelled:
        current?.ending = "cancel"
        if let done = current { result.append(done) }
        current = nil
      default:
        break
      }
    }
    if let open = current { result.append(open) }
    return result
  }
}
