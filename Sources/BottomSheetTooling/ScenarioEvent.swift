import BottomSheetCore

/// One timed `SheetEngine.Input`: what a scenario file's event, a trace's
/// entry and a generated test input each are.
///
/// Tooling, not behaviour: the engine's door is `send(_:at:)`, and this pairs its two
/// arguments so that scenarios, traces and generators can store them as one value.
///
/// ```swift
/// let events = [
///   ScenarioEvent(t: 0, .touchDown(at: SheetPoint(x: 195, y: 760))),
///   ScenarioEvent(t: 0.05, .touchMoved(to: SheetPoint(x: 195, y: 600))),
/// ]
/// for event in events { engine.send(event) }
/// ```
public struct ScenarioEvent: Sendable, Hashable {
  /// Seconds from the scenario's start (passed to the engine as they are, even when hostile:
  /// backwards or non-finite times are the engine's to repair).
  public var t: Double
  /// What happens.
  public var kind: SheetEngine.Input

  /// Creates an event.
  public init(t: Double, _ kind: SheetEngine.Input) {
    self.t = t
    self.kind = kind
  }
}
