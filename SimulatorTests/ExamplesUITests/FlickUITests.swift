import Foundation
import XCTest

/// Device plan 2.9 (and 1.10): a real flick, synthesized by XCUITest with a velocity, lands the
/// Maps-like inline sheet on one of its detents, at rest. The detents' resting places are
/// measured first the app's own way: its "Next detent" button writes the selection binding, and
/// the first row's top edge ("Place 1") is read at each rest.
///
/// The break it catches: a release velocity lost or mis-scaled between UIKit's touches and the
/// engine (the sheet stops between detents, or does not move up), or a settle that never comes
/// to rest.
final class FlickUITests: XCTestCase {
  @MainActor func test_2_9_flickUpLandsOnADetent() throws {
    let app = ExamplesFlow.launch()
    try ExamplesFlow.open("Maps-like inline sheet", in: app)
    let row = app.staticTexts["Place 1"]
    XCTAssertTrue(row.waitForExistence(timeout: 5), "no \"Place 1\" row in the inline sheet")
    let next = app.buttons["Next detent"]
    let collapsed = try XCTUnwrap(ExamplesFlow.restingTop(of: row), "the sheet never rested")
    var detents: [(name: String, top: CGFloat)] = [("shortcuts", collapsed)]
    for name in ["search", "large"] {
      next.tap()
      let top = try XCTUnwrap(
        ExamplesFlow.restingTop(of: row), "after Next detent, the sheet never rested at \(name)")
      detents.append((name, top))
    }
    next.tap()
    let back = try XCTUnwrap(ExamplesFlow.restingTop(of: row), "never rested back at shortcuts")
    XCTAssertTrue(
      abs(back - collapsed) <= 1,
      "Next detent from large should return to shortcuts at \(collapsed); rests at \(back)")

    // A flick: pressed on the first row, dragged 300 pt up at 3000 pixels per second, released.
    let frame = row.frame
    let start = ExamplesFlow.point(app, x: frame.midX, y: frame.midY)
    let end = ExamplesFlow.point(app, x: frame.midX, y: frame.midY - 300)
    start.press(
      forDuration: 0.05, thenDragTo: end, withVelocity: XCUIGestureVelocity(3000),
      thenHoldForDuration: 0)
    let landed = try XCTUnwrap(
      ExamplesFlow.restingTop(of: row), "after the flick the sheet never came to rest")
    let nearest = detents.min { abs($0.top - landed) < abs($1.top - landed) }!
    let table = detents.map { "\($0.name) \($0.top)" }.joined(separator: ", ")
    XCTAssertTrue(
      landed < collapsed - 20,
      "flicked up from shortcuts (\(collapsed)), the first row rests at \(landed); detents: "
        + table)
    XCTAssertTrue(
      abs(nearest.top - landed) <= 2,
      "the flick landed with the first row at \(landed), \(abs(nearest.top - landed)) pt from "
        + "the nearest detent (\(nearest.name)); detents: \(table)")
  }
}
