@_spi(Lab) import BottomSheetHost
@_spi(Lab) import BottomSheetCore
/// A recording of everything a sheet received — its starting configuration and geometry, then
/// every touch, scroll offset, geometry change and request with its time — written as a
/// scenario file (the format `sheetlab replay` reads; see `docs/SCENARIOS.md`).
///
/// This is how a gesture given to an engine becomes a reproducible test anywhere Swift runs: a
/// host records the same inputs it gives the engine, and replaying the file drives an engine
/// through them again. (The SwiftUI layer records one level lower, the platform's events, as a
/// `HostTrace`.)
///
/// ```swift
/// var trace = ScenarioTrace(configuration: configuration, context: context)
/// trace.record(.touchDown(at: SheetPoint(x: 195, y: 760)), at: 0)
/// trace.record(.touchUp(at: SheetPoint(x: 195, y: 560)), at: 0.12)
/// print(trace.json)   // sheetlab replay - < that
/// ```
///
/// Every configuration field the scenario format has is written, so the replay resolves the
/// same detents and chrome. It is written by the one scenario codec (the one
/// ``ScenarioDecoder`` reads), exact. Custom-closure detents (`Detent.custom(_:_:)`) cannot
/// be written: they are left out and listed in `unrecordableDetents`.
///
/// Complexity: `record(_:at:)` is amortised O(1); `json` is O(inputs).
public struct ScenarioTrace: Sendable {
  /// The configuration the sheet started with.
  public private(set) var configuration: SheetConfiguration
  /// The geometry the sheet started with.
  public private(set) var context: SheetContext
  /// The inputs, in non-decreasing time order.
  public private(set) var inputs: [ScenarioEvent] = []
  /// Inputs not recorded because their time, a touch coordinate or a scroll offset was not
  /// finite.
  public private(set) var droppedInputs = 0

  /// Starts a recording from the sheet's initial state (t = 0).
  public init(configuration: SheetConfiguration, context: SheetContext) {
    self.configuration = configuration
    self.context = context
  }

  /// Records `input` at `time` seconds. A time earlier than the previous input's is raised to
  /// it (the format requires order); a non-finite time or point drops the input.
  public mutating func record(_ input: SheetEngine.Input, at time: Double) {
    guard time.isFinite, input.isFinite else {
      droppedInputs += 1
      return
    }
    inputs.append(ScenarioEvent(t: max(time, inputs.last?.t ?? 0), input))
  }

  /// Forgets the inputs, keeping the starting state.
  public mutating func removeAllInputs() {
    inputs.removeAll()
    droppedInputs = 0
  }

  /// Detents that could not be written (custom closures, or detents whose identity is not
  /// their own spec), in the starting configuration or a recorded configuration change;
  /// requests naming them are left out of `json` too.
  public var unrecordableDetents: [DetentID] {
    var configurations = [configuration]
    for entry in inputs {
      if case let .updateConfiguration(c, _) = entry.kind { configurations.append(c) }
    }
    return SheetJSON.unwritableDetents(in: configurations)
  }

  /// The recording as scenario JSON text, sampled at 60 fps until one second after the last
  /// input.
  public var json: String {
    // A request for a custom detent names no spec: the file could not be read back.
    let events = inputs.filter { entry in
      if case let .select(id, _) = entry.kind { return ScenarioEncoder.isSpec(id) }
      return true
    }
    let scenario = Scenario(configuration: configuration, context: context, events: events)
    return ScenarioEncoder.text(scenario, decimals: nil)
  }

}
