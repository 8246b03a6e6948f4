#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import SwiftUI

  /// Records what a sheet's host received — every touch with its own timestamp, scroll offset,
  /// geometry change, binding change and configuration — so a gesture felt on a device can be
  /// replayed anywhere Swift runs, to the same frames and effects.
  ///
  /// Attach one with `bottomSheetTrace(_:)` inside the sheet's content. Recording begins the
  /// next time the sheet is at rest (a trace starts from a state a new host can rebuild:
  /// geometry, configuration, bindings). Save ``hostTraceJSON`` and run
  /// `swift run --package-path Lab sheetlab replay trace.json`, or feed it to `HostTrace(json:)`
  /// (`import BottomSheetTooling`, which an app does not link)
  /// in a test.
  ///
  /// ```swift
  /// @State private var recorder = BottomSheetTraceRecorder()
  /// Details()
  ///   .bottomSheetTrace(recorder)
  /// // later: share recorder.hostTraceJSON
  /// ```
  @MainActor public final class BottomSheetTraceRecorder {
    /// Reads the recording host's trace, set when that host starts recording. Read only when
    /// asked: a copy held here would share the host's storage, and the host's next input would
    /// then copy the whole recording.
    private var source: (() -> HostTrace?)?
    /// The recording as it was when its sheet left the hierarchy (its host may be gone).
    private var kept: HostTrace?
    /// Whether the sheet's host should start a new recording (at first, and after a reset).
    var wantsRecording = true

    /// Creates a recorder.
    public init() {}

    /// How many host inputs (touches, scroll offsets, geometry, bindings, frames) have been
    /// recorded.
    public var inputCount: Int { trace?.entries.count ?? 0 }

    /// Starts again from the sheet's next rest.
    public func reset() {
      source = nil
      kept = nil
      wantsRecording = true
    }

    /// The recording as a host trace (the scenario format's host events, `docs/SCENARIOS.md`),
    /// or nil before anything was recorded: `sheetlab replay` and `HostTrace(json:)` read it.
    public var hostTraceJSON: String? { trace?.json }

    private var trace: HostTrace? { source?() ?? kept }
    /// Reads the recording sheet's frame counts.
    private var costSource: (() -> BottomSheetFrameCost?)?

    /// What the recording sheet's layer did per display frame so far (draws, geometry reports,
    /// root-view assignments): the device plan's check of the layer's cost rule. Nil before the
    /// sheet started recording.
    public var frameCost: BottomSheetFrameCost? { costSource?() }

    /// Reads the recording from `source` from now on (a host that has just started recording).
    func record(
      from source: @escaping () -> HostTrace?,
      cost: @escaping () -> BottomSheetFrameCost?
    ) {
      self.source = source
      costSource = cost
      kept = nil
    }

    /// Keeps a host's latest recording, before its sheet leaves the hierarchy and may be freed.
    func keep(_ trace: HostTrace?) {
      if let trace { kept = trace }
    }
  }
#endif
