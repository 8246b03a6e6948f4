#if canImport(UIKit)
  import BottomSheetKit
  import SwiftUI

  /// A debug readout of the layer's frame cost (`BottomSheetTraceRecorder.frameCost`) for the
  /// simulator suite's UI tests: a **Read frame cost** button and a label, identified
  /// `"frameCost"`, that shows the counts as `key=value` pairs. Shown only when the app is
  /// launched with `--frame-cost-label` (`FrameCostUITests` passes it).
  ///
  /// Its text is its own state: tapping the button re-renders this view only, never the screen
  /// whose sheet is measured, so reading the cost adds nothing to it.
  struct FrameCostProbe: View {
    let recorder: BottomSheetTraceRecorder
    @State private var text = "not read"

    /// Whether the app was launched with the probe's argument.
    static var isEnabled: Bool {
      CommandLine.arguments.contains("--frame-cost-label")
    }

    var body: some View {
      VStack(alignment: .leading, spacing: 4) {
        Button("Read frame cost") { text = Self.line(recorder.frameCost) }
        Text(verbatim: text)
          .accessibilityIdentifier("frameCost")
      }
      .padding(8)
    }

    /// `frames=… draws=… reports=… assignments=… mostDraws=… mostReports=…
    /// mostAssignments=…`, or `not recorded`.
    static func line(_ cost: BottomSheetFrameCost?) -> String {
      guard let cost else { return "not recorded" }
      return "frames=\(cost.frames) draws=\(cost.draws) reports=\(cost.geometryReports) "
        + "assignments=\(cost.rootViewAssignments) mostDraws=\(cost.mostDrawsInOneFrame) "
        + "mostReports=\(cost.mostGeometryReportsInOneFrame) "
        + "mostAssignments=\(cost.mostRootViewAssignmentsInOneFrame)"
    }
  }
#endif
