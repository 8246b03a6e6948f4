@_spi(Lab) import BottomSheetCore
@_spi(Lab) import BottomSheetTooling

/// Runs a scenario through a ``SheetEngine`` and samples what the sheet does.
///
/// Frames are sampled at `fps` from t = 0 to `until` inclusive; a frame at time t reflects
/// every event at or before t. All events are applied even past `until`; ``Outcome/final`` is
/// the state after the last event and the last frame.
public enum Replay {
  /// Replays `scenario`.
  /// - Complexity: O(events + frames × detents).
  public static func run(_ scenario: Scenario) -> Outcome {
    var engine = SheetEngine(
      configuration: scenario.configuration, context: scenario.context, time: 0)
    var frames: [SheetLayout] = []
    var log: [SheetEvent] = []
    let count = Int((scenario.until * scenario.fps + 1e-9).rounded(.down))
    frames.reserveCapacity(count + 1)
    var next = 0
    func drain() {
      log.append(contentsOf: engine.pendingEvents)
      engine.clearEvents()
    }
    for i in 0...count {
      let t = Double(i) / scenario.fps
      while next < scenario.events.count, scenario.events[next].t <= t + 1e-12 {
        apply(scenario.events[next], to: &engine)
        next += 1
      }
      engine.send(.advance, at: t)
      frames.append(engine.layout(at: t))
      drain()
    }
    while next < scenario.events.count {
      apply(scenario.events[next], to: &engine)
      next += 1
    }
    // Let any motion still running finish, so `final` says where the sheet ends up.
    let end = max(scenario.until, scenario.events.last?.t ?? 0)
    engine.send(.advance, at: end)
    let finalLayout = engine.layout(at: end)
    drain()
    return Outcome(
      detents: engine.detents, frames: frames, log: log, final: finalLayout,
      diagnostics: engine.diagnostics)
  }

  /// Applies one scenario event to the engine.
  public static func apply(_ event: ScenarioEvent, to engine: inout SheetEngine) {
    engine.send(event.kind, at: event.t)
  }
}
