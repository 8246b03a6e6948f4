/// A recording of everything a sheet received — its starting configuration and geometry, then
/// every touch, scroll offset, geometry change and request with its time — written as a
/// scenario file (the format `sheetlab replay` reads; see `docs/SCENARIOS.md`).
///
/// This is how a gesture felt on a device becomes a reproducible test anywhere Swift runs: the
/// SwiftUI layer's `BottomSheetTraceRecorder` feeds one of these with the same inputs it gives
/// the engine, and replaying the file drives an engine through the same inputs again.
///
/// ```swift
/// var trace = ScenarioTrace(configuration: configuration, context: context)
/// trace.record(.down(SheetPoint(x: 195, y: 760), region: nil), at: 0)
/// trace.record(.up(SheetPoint(x: 195, y: 560)), at: 0.12)
/// print(trace.json)   // sheetlab replay - < that
/// ```
///
/// Every configuration field the scenario format has is written, so the replay resolves the
/// same detents and chrome. It is written by the one scenario codec (``ScenarioEncoder``), exact. Custom-closure detents (``Detent/custom(_:_:)``) cannot be
/// written: they are left out and listed in ``unrecordableDetents``.
///
/// Complexity: ``record(_:at:)`` is amortised O(1); ``json`` is O(inputs).
public struct ScenarioTrace: Sendable {
  /// One recorded input: the engine's own input vocabulary, one scenario event type each.
  public typealias Input = SheetEngine.Input

  /// The configuration the sheet started with.
  public private(set) var configuration: SheetConfiguration
  /// The geometry the sheet started with.
  public private(set) var context: SheetContext
  /// The inputs, in non-decreasing time order.
  public private(set) var inputs: [(time: Double, input: Input)] = []
  /// Inputs not recorded because their time or a coordinate was not finite.
  public private(set) var droppedInputs = 0

  /// Starts a recording from the sheet's initial state (t = 0).
  public init(configuration: SheetConfiguration, context: SheetContext) {
    self.configuration = configuration
    self.context = context
  }

  /// Records `input` at `time` seconds. A time earlier than the previous input's is raised to
  /// it (the format requires order); a non-finite time or point drops the input.
  public mutating func record(_ input: Input, at time: Double) {
    guard time.isFinite, input.isFinite else {
      droppedInputs += 1
      return
    }
    inputs.append((max(time, inputs.last?.time ?? 0), input))
  }

  /// Forgets the inputs, keeping the starting state.
  public mutating func removeAllInputs() {
    inputs.removeAll()
    droppedInputs = 0
  }

  /// Detents that could not be written (custom closures); requests naming them are left out
  /// of ``json`` too.
  public var unrecordableDetents: [DetentID] {
    configuration.detents.compactMap {
      if case .custom = $0.kind { return $0.id }
      return nil
    }
  }

  /// The recording as scenario JSON text, sampled at 60 fps until one second after the last
  /// input.
  public var json: String {
    // A request for a custom detent names no spec: the file could not be read back.
    let events = inputs.compactMap { entry -> ScenarioEvent? in
      if case let .setDetent(id, _) = entry.input, !ScenarioEncoder.isSpec(id) { return nil }
      return ScenarioEvent(t: entry.time, entry.input)
    }
    let scenario = Scenario(configuration: configuration, context: context, events: events)
    return ScenarioEncoder.text(scenario, decimals: nil)
  }

}
