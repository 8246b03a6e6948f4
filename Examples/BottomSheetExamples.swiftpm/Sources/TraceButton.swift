#if canImport(UIKit)
  import BottomSheetKit
  import SwiftUI

  /// A toolbar button that prints the screen's sheet trace to the Xcode console, in the scenario
  /// format: copy it into a file and run `swift run --package-path Lab sheetlab replay FILE`
  /// on any machine (docs/DEVICE-TEST-PLAN.md says when to record one), and the layer's frame
  /// cost.
  struct TraceButton: View {
    let recorder: BottomSheetTraceRecorder

    var body: some View {
      Button("Print trace") {
        print(recorder.hostTraceJSON ?? "No trace yet: it starts when the sheet is at rest.")
        // The layer's cost per display frame (docs/SwiftUI-layer.md, "Cost per frame").
        print("Frame cost:", recorder.frameCost?.description ?? "not recorded")
        recorder.reset()
      }
    }
  }
#endif
