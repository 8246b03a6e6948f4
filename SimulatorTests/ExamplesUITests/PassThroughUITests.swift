import Foundation
import XCTest

/// Device plan 4.1: a tap on the screen behind an inline sheet, next to it, reaches that screen.
/// The Maps-like screen's shortcut tile "Below the search bar" sits above the collapsed sheet
/// and moves it to the search anchor; the tap is synthesized at the tile's centre, wherever
/// UIKit routes it.
///
/// The break it catches: the sheet's container (or a SwiftUI wrapper around it) taking touches
/// outside the sheet, the pass-through that broke for other libraries on iOS 18.
final class PassThroughUITests: XCTestCase {
  @MainActor func test_4_1_tapBesideTheInlineSheetReachesTheScreenBehind() throws {
    let app = ExamplesFlow.launch()
    try ExamplesFlow.open("Maps-like inline sheet", in: app)
    let row = app.staticTexts["Place 1"]
    XCTAssertTrue(row.waitForExistence(timeout: 5), "no \"Place 1\" row in the inline sheet")
    let collapsed = try XCTUnwrap(ExamplesFlow.restingTop(of: row), "the sheet never rested")
    let tile = app.buttons["Below the search bar"]
    XCTAssertTrue(tile.exists, "no \"Below the search bar\" tile on the screen")
    let frame = tile.frame
    XCTAssertTrue(
      frame.maxY <= collapsed,
      "the tile \(frame) should lie above the sheet's first row (at \(collapsed))")
    ExamplesFlow.point(app, x: frame.midX, y: frame.midY).tap()
    let moved = try XCTUnwrap(
      ExamplesFlow.restingTop(of: row), "after the tap the sheet never came to rest")
    XCTAssertTrue(
      moved < collapsed - 10,
      "tapped the tile at (\(frame.midX), \(frame.midY)) beside the sheet: the first row rests "
        + "at \(moved), it rested at \(collapsed) before; expected the sheet to rise to the "
        + "search bar")
  }
}
