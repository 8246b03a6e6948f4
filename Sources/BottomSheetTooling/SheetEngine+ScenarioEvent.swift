import BottomSheetCore

extension SheetEngine {
  /// Sends a timed input: `send(event.kind, at: event.t)`.
  ///
  /// A convenience for replaying scenarios and generated runs, which store inputs as
  /// ``ScenarioEvent``s; the engine itself has one door, `send(_:at:)`.
  public mutating func send(_ event: ScenarioEvent) { send(event.kind, at: event.t) }
}
