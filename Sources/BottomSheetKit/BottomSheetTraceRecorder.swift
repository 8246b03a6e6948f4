#if canImport(UIKit)
  import SwiftUI

  /// Records what a sheet's host received — every touch with its own timestamp, scroll offset,
  /// geometry change, binding change and configuration — so a gesture felt on a device can be
  /// replayed anywhere Swift runs, to the same frames and effects.
  ///
  /// Attach one with `bottomSheetTrace(_:)` inside the sheet's content. Recording begins the
  /// next time the sheet is at rest (a trace starts from a state a new host can rebuild:
  /// geometry, configuration, bindings). Save ``scenarioJSON`` and run
  /// `swift run --package-path Lab sheetlab replay trace.json`, or feed it to `HostTrace(json:)`
  /// in a test.
  ///
  /// ```swift
  /// @State private var recorder = BottomSheetTraceRecorder()
  /// Details()
  ///   .bottomSheetTrace(recorder)
  /// // later: share recorder.scenarioJSON
  /// ```
  @MainActor public final class BottomSheetTraceRecorder {
    private var trace: HostTrace?
    /// Whether the sheet's host should start a new recording (at first, and after a reset).
    var wantsRecording = true

    /// Creates a recorder.
    public init() {}

    /// How many inputs have been recorded.
    public var eventCount: Int { trace?.entries.count ?? 0 }

    /// Starts again from the sheet's next rest.
    public func reset() {
      trace = nil
      wantsRecording = true
    }

    /// The recording in the scenario format (host events), or nil before anything was
    /// recorded.
    public var scenarioJSON: String? { trace?.json }

    /// Takes the host's latest recording.
    func update(from host: SheetHostModel) {
      if let recorded = host.trace { trace = recorded }
    }
  }
#endif
