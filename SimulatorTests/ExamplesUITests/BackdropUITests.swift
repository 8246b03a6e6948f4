import Foundation
import XCTest

/// Device plan 1.3: a completed tap on the dim above a modal sheet dismisses it, and the
/// binding is written back (the "Show sheet" button presents it again).
///
/// The break it catches: the backdrop's tap not reaching the host (the dim blocks but does not
/// dismiss), or a dismissal that leaves `isPresented` true.
final class BackdropUITests: XCTestCase {
  @MainActor func test_1_3_backdropTapDismissesTheModalSheet() throws {
    let app = ExamplesFlow.launch()
    try ExamplesFlow.open("Design-system modal", in: app)
    let show = app.buttons["Show sheet"]
    XCTAssertTrue(show.waitForExistence(timeout: 5), "no Show sheet button")
    show.tap()
    let title = app.staticTexts["Terms of service"]
    XCTAssertTrue(title.waitForExistence(timeout: 5), "the sheet's title never appeared")
    let top = try XCTUnwrap(ExamplesFlow.restingTop(of: title), "the sheet never came to rest")
    // The dim over the navigation bar, 100 pt below the window's top, well above the sheet.
    let window = app.windows.firstMatch.frame
    XCTAssertTrue(top > 180, "the sheet's title is at \(top): no dim above it to tap")
    ExamplesFlow.point(app, x: window.midX, y: 100).tap()
    var gone = false
    for _ in 0..<30 where !gone {
      ExamplesFlow.pause(0.1)
      gone = !title.exists
    }
    XCTAssertTrue(
      gone, "tapped the dim at y 100 above the sheet (title at \(top)): still shown 3 s later")
    show.tap()
    XCTAssertTrue(
      title.waitForExistence(timeout: 5),
      "after the backdrop dismissal, Show sheet did not present the sheet again")
  }
}
