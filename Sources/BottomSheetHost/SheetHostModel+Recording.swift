@_spi(Lab) import BottomSheetCore
/// Recording: a trace of the host's inputs that replays to the same frames and effects.
extension SheetHostModel {
  /// Starts a new recording (`trace`) the next time the sheet is at rest, with no finger
  /// down: its first inputs restate the geometry, so a new host replays it from there exactly
  /// (`init(replaying:)`). A recording from the host's creation needs `recording: true` instead.
  public mutating func startRecording() {
    trace = nil
    recordingRequested = true
    beginRecordingIfAtRest(time: now)
  }

  mutating func beginRecordingIfAtRest(time t: Double) {
    guard recordingRequested, let engine, touch == nil else { return }
    let phase = engine.phase(at: t)
    guard phase == .idle || phase == .dismissed else { return }
    recordingRequested = false
    recordingOrigin = t
    var recording = HostTrace(
      configuration: configuration, isPresented: knownPresented,
      selection: engine.selectedDetentID)
    recording.startsAtRest = true
    recording.record(
      .container(size: geometry.containerSize, safeArea: geometry.safeArea), at: 0)
    recording.record(.keyboard(top: geometry.keyboardTop), at: 0)
    recording.record(.anchors(geometry.anchors), at: 0)
    recording.record(.contentHeight(geometry.naturalContentHeight), at: 0)
    recording.record(.scrollMetrics(geometry.scroll), at: 0)
    recording.record(.contentScrolled(offset: engine.contentOffset), at: 0)
    // Only when reported, so recordings of hosts that never hear of traits stay as they were.
    if geometry.traits != SheetTraits() { recording.record(.traits(geometry.traits), at: 0) }
    trace = recording
  }

  /// Records `input`, taken at engine time `t` and stamped `late` seconds before the previous
  /// input, in the trace. A touch taken at its own time behind a display frame that came
  /// before it (a finger dragging during a keyboard slide: see `displayFrame`) is recorded at
  /// the frame's time with the difference added to `late`, so the trace's times never
  /// decrease and its replay, which sends each input at `time − late`, still sends the touch
  /// at its own stamp.
  mutating func record(_ input: HostInput, at t: Double, late: Double) {
    guard trace != nil else { return }
    let time = t - recordingOrigin
    let recorded = max(time, trace?.entries.last?.time ?? time)
    trace?.record(input, at: recorded, late: late + (recorded - time))
  }
}
