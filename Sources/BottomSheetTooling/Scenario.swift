@_spi(Lab) import BottomSheetHost
@_spi(Lab) import BottomSheetCore
/// One scenario file (see `docs/SCENARIOS.md`): geometry, a sheet configuration, a timed
/// stream of inputs, and how to sample the output.
public struct Scenario: Sendable {
  /// The engine configuration.
  public var configuration: SheetConfiguration
  /// The geometry at t = 0.
  public var context: SheetContext
  /// The inputs, in non-decreasing time order.
  public var events: [ScenarioEvent]
  /// Frames per second of the sampled output. Default 60.
  public var fps: Double
  /// The last sampled time. Default: the last event's time plus 1 s.
  public var until: Double

  /// Creates a scenario.
  public init(
    configuration: SheetConfiguration, context: SheetContext, events: [ScenarioEvent],
    fps: Double = 60, until: Double? = nil
  ) {
    self.configuration = configuration
    self.context = context
    self.events = events
    self.fps = fps
    self.until = until ?? ((events.last?.t ?? 0) + 1)
  }
}

extension Scenario {
  /// The scenario a ``ScenarioTrace`` recorded: its starting configuration and
  /// geometry and every input, sampled at 60 fps until one second after the last input (what
  /// the trace's own `json` says).
  public init(trace: ScenarioTrace) {
    self.init(
      configuration: trace.configuration, context: trace.context,
      events: trace.inputs)
  }
}
