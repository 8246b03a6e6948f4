import Foundation
import XCTest

/// Device plan 13.17 (issue #36, the grabber): a tap on the grabber cycles the detents, as on
/// Apple's grabber. The *Grabber styles* screen's sheet rests on `.medium` of `.medium`,
/// `.large`; a synthesized tap on its grabber takes it to `.large`, a second tap back to
/// `.medium` (the largest wraps to the smallest). Where the sheet rests is read from its first
/// line of text ("Grabber: orange"), whose top edge moves with the sheet.
///
/// The tap goes to the grabber row's centre: 26 pt above the first line's top edge (the 20-pt
/// row, then the content's 16-pt padding), across the middle of the window.
///
/// The break it catches: the tap not reaching the host (`HostInput.grabberTapped`), a tap that
/// moves the sheet without writing the selection (it springs back), or no wrap at the largest.
final class GrabberTapUITests: XCTestCase {
  @MainActor func test_13_17_grabberTapCyclesTheDetents() throws {
    let app = ExamplesFlow.launch()
    try ExamplesFlow.open("Grabber styles", in: app)
    let show = app.buttons["Show sheet"]
    XCTAssertTrue(show.waitForExistence(timeout: 5), "no Show sheet button")
    show.tap()
    let text = app.staticTexts["Grabber: orange"]
    XCTAssertTrue(text.waitForExistence(timeout: 5), "the sheet's first line never appeared")
    let medium = try XCTUnwrap(ExamplesFlow.restingTop(of: text), "the sheet never rested")
    let how = tapGrabber(app, above: medium)
    let large = try XCTUnwrap(
      ExamplesFlow.restingTop(of: text), "after the first tap the sheet never rested")
    XCTAssertTrue(
      large < medium - 100,
      "a tap on the grabber (\(how)) at .medium: the first line rests at \(large), it rested at "
        + "\(medium); expected the sheet to rise to .large")
    let back = tapGrabber(app, above: large)
    let again = try XCTUnwrap(
      ExamplesFlow.restingTop(of: text), "after the second tap the sheet never rested")
    XCTAssertTrue(
      abs(again - medium) <= 1,
      "a second tap on the grabber (\(back)) at .large: the first line rests at \(again); "
        + "expected .medium again (\(medium)): the largest detent wraps to the smallest")
  }

  /// Taps the grabber row of a sheet whose first line's top edge is at `textTop`; says where.
  @MainActor private func tapGrabber(_ app: XCUIApplication, above textTop: CGFloat) -> String {
    let window = app.windows.firstMatch.frame
    let y = textTop - 26
    ExamplesFlow.point(app, x: window.midX, y: y).tap()
    return "at (\(window.midX), \(y)), the row's centre"
  }
}
