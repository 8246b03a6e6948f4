import Foundation
import XCTest

/// Device plan 11.8, 7.9 and 9.17 (frame cost). The examples app is launched with
/// `--frame-cost-label`, so the Maps-like screen shows the layer's own counts
/// (`BottomSheetFrameCost`, through `FrameCostProbe`); each test reads them before and after
/// real synthesized drags of the inline sheet.
///
/// - `test_11_8_…`: one drag up and one down, each settling. The rule (the host's
///   `needsDraw`, `docs/SwiftUI-layer.md` "Cost per frame"): at most one draw and one geometry
///   report per display frame, and no root-view assignment while the sheet moves. Counted over
///   the gestures: draws ≤ frames + 3 per gesture (the touch-down, the pan's start and the lift
///   are drawn as they arrive, before the link's next tick: "while no link runs, every draw is
///   its own frame"), reports ≤ draws, and root-view assignments ≤ 1 per gesture: the app's own
///   selection write when the sheet lands on another detent re-renders the screen, and with it
///   the modifier, once; a drag itself assigns nothing.
/// - `test_9_17_…`: three rounds under `measure`, recording `XCTHitchMetric` (iOS 26, built with
///   Xcode 26: the hitch time ratio, Apple's "good" under 5 ms/s) and the clock, and prints the
///   layer's counts for the rounds. It reports and does not fail on the metrics.
///
/// The break it catches: a drag that draws twice a frame (a touch event and a tick both
/// drawing), geometry reported on every sample, or the content's root view re-assigned while
/// the sheet moves (the presenter re-rendering for the sheet's own motion).
final class FrameCostUITests: XCTestCase {
  @MainActor func test_11_8_dragCostsAtMostOneDrawAndOneReportPerFrame() throws {
    let (app, low, high) = try openMaps()
    let before = try FrameCost.read(app)
    drag(low, high)
    drag(high, low)
    let after = try FrameCost.read(app)
    let cost = after.since(before)
    print("11.8 frame cost of 2 drags and settles: \(cost)")
    XCTAssertTrue(cost.frames > 0, "no display frame counted during 2 drags: \(cost)")
    XCTAssertTrue(
      cost.draws <= cost.frames + 6,
      "2 drags and settles drew \(cost.draws) times in \(cost.frames) display frames (3 draws "
        + "a gesture allowed before the link ticks): more than one draw a frame (\(cost))")
    XCTAssertTrue(
      cost.reports <= cost.draws,
      "\(cost.reports) geometry reports for \(cost.draws) draws (\(cost))")
    XCTAssertTrue(
      cost.assignments <= 2,
      "\(cost.assignments) root-view assignments of the sheet's content over 2 drags; at most "
        + "one a gesture (the app's selection write at the landing) (\(cost))")
  }

  @MainActor func test_9_17_dragAndSettleFrameCost() throws {
    let (app, low, high) = try openMaps()
    let before = try FrameCost.read(app)
    var metrics: [any XCTMetric] = [XCTClockMetric()]
    #if compiler(>=6.2)
      if #available(iOS 26.0, *) { metrics.append(XCTHitchMetric(application: app)) }
    #endif
    let options = XCTMeasureOptions()
    options.iterationCount = 3
    measure(metrics: metrics, options: options) {
      drag(low, high)
      drag(high, low)
    }
    let after = try FrameCost.read(app)
    print(
      "9.17 frame cost: \(metrics.count) metrics recorded in the .xcresult (hitch ratio: iOS 26); "
        + "the layer's counts over the rounds: \(after.since(before))")
  }

  /// The Maps-like screen at rest with the frame-cost label, and two points of the window: 80 %
  /// and 35 % of its height.
  @MainActor private func openMaps() throws -> (XCUIApplication, XCUICoordinate, XCUICoordinate) {
    let app = ExamplesFlow.launch(arguments: ["--frame-cost-label"])
    try ExamplesFlow.open("Maps-like inline sheet", in: app)
    let row = app.staticTexts["Place 1"]
    XCTAssertTrue(row.waitForExistence(timeout: 5), "no \"Place 1\" row in the inline sheet")
    _ = ExamplesFlow.restingTop(of: row)
    let window = app.windows.firstMatch.frame
    let low = ExamplesFlow.point(app, x: window.midX, y: window.height * 0.8)
    let high = ExamplesFlow.point(app, x: window.midX, y: window.height * 0.35)
    return (app, low, high)
  }

  /// A drag from `from` to `to` at 1500 px/s, then a second for the settle.
  @MainActor private func drag(_ from: XCUICoordinate, _ to: XCUICoordinate) {
    from.press(
      forDuration: 0.05, thenDragTo: to, withVelocity: XCUIGestureVelocity(1500),
      thenHoldForDuration: 0)
    ExamplesFlow.pause(1)
  }
}
