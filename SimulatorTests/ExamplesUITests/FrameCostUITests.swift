import Foundation
import XCTest

/// Device plan 7.9 and 9.17 (frame cost): drags the Maps-like inline sheet up and down and lets
/// it settle, three times, measuring with XCTest's metrics. It reports and does not fail: the
/// numbers land in the .xcresult (and Xcode's report navigator) until a baseline is set.
///
/// On iOS 26 (built with Xcode 26) `XCTHitchMetric` measures the hitch time ratio (Apple's
/// "good" is under 5 ms/s); before, only the clock is recorded: `XCTOSSignpostMetric` needs a
/// signposted interval around the sheet's motion, which the layer does not emit yet.
final class FrameCostUITests: XCTestCase {
  @MainActor func test_9_17_dragAndSettleFrameCost() throws {
    let app = ExamplesFlow.launch()
    try ExamplesFlow.open("Maps-like inline sheet", in: app)
    let row = app.staticTexts["Place 1"]
    XCTAssertTrue(row.waitForExistence(timeout: 5), "no \"Place 1\" row in the inline sheet")
    _ = ExamplesFlow.restingTop(of: row)
    let window = app.windows.firstMatch.frame
    let low = ExamplesFlow.point(app, x: window.midX, y: window.height * 0.8)
    let high = ExamplesFlow.point(app, x: window.midX, y: window.height * 0.35)
    var metrics: [any XCTMetric] = [XCTClockMetric()]
    #if compiler(>=6.2)
      if #available(iOS 26.0, *) { metrics.append(XCTHitchMetric(application: app)) }
    #endif
    let options = XCTMeasureOptions()
    options.iterationCount = 3
    measure(metrics: metrics, options: options) {
      low.press(
        forDuration: 0.05, thenDragTo: high, withVelocity: XCUIGestureVelocity(1500),
        thenHoldForDuration: 0)
      ExamplesFlow.pause(1)
      high.press(
        forDuration: 0.05, thenDragTo: low, withVelocity: XCUIGestureVelocity(1500),
        thenHoldForDuration: 0)
      ExamplesFlow.pause(1)
    }
    print("frame cost: \(metrics.count) metrics recorded in the .xcresult (hitch ratio: iOS 26)")
  }
}
