@_spi(Lab) import BottomSheetCore
/// A recording of everything a host received: its configuration and bindings at creation,
/// then every input with its time (seconds from the first input).
///
/// Replaying it through a new ``SheetHostModel`` gives the same frames and effects, so a
/// gesture felt on a phone (`bottomSheetTrace`) becomes a test on any machine. `json`
/// writes it in the scenario format (`docs/SCENARIOS.md`, "Host traces"), exactly;
/// `init(json:)` reads it back, and `sheetlab replay` accepts it.
///
/// ```swift
/// var model = SheetHostModel(configuration: configuration, isPresented: true, recording: true)
/// // … the layer sends inputs …
/// let text = model.trace!.json
/// var replay = try HostTrace(json: text).replay()   // same frames, same effects
/// ```
public struct HostTrace: Sendable, Hashable {
  /// One recorded input.
  public struct Entry: Sendable, Hashable {
    /// Seconds since the first input (the host's engine time).
    public var time: Double
    /// The input.
    public var input: HostInput
    /// How long before `time` the platform stamped this input, in seconds (0 normally); the
    /// replay sends it at `time − late`. Either the host took it at `time` (its clock never
    /// goes back) and reported it (`host.timestamp`) — a layer that stamps an input with the
    /// moment its callback ran, rather than the event's own time, shows up here, in the trace
    /// from the phone — or it is a touch of a dragging finger stamped behind a display frame
    /// recorded before it, which the host took at its own stamp, not reported (the finger's
    /// touches keep the host's clock while it drags).
    public var late: Double

    /// Creates an entry.
    public init(time: Double, input: HostInput, late: Double = 0) {
      self.time = time
      self.input = input
      self.late = late
    }
  }

  /// The configuration the host was created with.
  public var configuration: SheetConfiguration
  /// The app's `isPresented` binding at creation (nil for inline sheets).
  public var isPresented: Bool?
  /// The app's selection binding at creation.
  public var selection: DetentID?
  /// Whether the recording began with the sheet at rest (``SheetHostModel/startRecording()``):
  /// the replaying host's engine starts presented (if the binding says so) on `selection`,
  /// without an entrance.
  public var startsAtRest = false
  /// The inputs, in order.
  public private(set) var entries: [Entry] = []

  /// Creates an empty recording.
  public init(configuration: SheetConfiguration, isPresented: Bool?, selection: DetentID?) {
    self.configuration = configuration
    self.isPresented = isPresented
    self.selection = selection
  }

  /// Appends an input, taken at `time`, which the platform stamped `late` seconds earlier.
  public mutating func record(_ input: HostInput, at time: Double, late: Double = 0) {
    entries.append(Entry(time: time, input: input, late: late))
  }

  /// A new host that has received every recorded input (display frames included), and the
  /// effects each input produced.
  public func replay() -> (model: SheetHostModel, effects: [[HostEffect]]) {
    var model = SheetHostModel(replaying: self)
    var effects: [[HostEffect]] = []
    effects.reserveCapacity(entries.count)
    for entry in entries {
      // At the platform's own stamp: the host takes it at `time` again and reports it again.
      model.send(entry.input, at: entry.time - entry.late)
      effects.append(model.effects)
      model.clearEffects()
    }
    return (model, effects)
  }
}
