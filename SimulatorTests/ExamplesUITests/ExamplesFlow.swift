import Foundation
import XCTest

/// Drives the examples app (Examples/BottomSheetExamples.swiftpm/Sources, built as the
/// project's ExamplesApp target): launching, opening a screen from its list, and waiting until
/// an element has stopped moving (a sheet at rest).
@MainActor enum ExamplesFlow {
  static func launch(arguments: [String] = []) -> XCUIApplication {
    let app = XCUIApplication()
    app.launchArguments = arguments
    app.launch()
    return app
  }

  /// Taps the row titled `title` in the app's list.
  static func open(_ title: String, in app: XCUIApplication) throws {
    let button = app.buttons[title]
    if button.waitForExistence(timeout: 5) {
      button.tap()
      return
    }
    let text = app.staticTexts[title]
    guard text.waitForExistence(timeout: 2) else {
      throw ExamplesFlowError("no row \"\(title)\" in the examples list")
    }
    text.tap()
  }

  /// Lets the app run for `seconds` (springs settle meanwhile).
  static func pause(_ seconds: Double) {
    RunLoop.current.run(until: Date().addingTimeInterval(seconds))
  }

  /// The element's top edge once it has stayed within 0.5 pt for 0.4 s; nil if it does not
  /// exist or never rests within `timeout` seconds.
  static func restingTop(of element: XCUIElement, timeout: Double = 4) -> CGFloat? {
    let end = Date().addingTimeInterval(timeout)
    var last: CGFloat?
    var since = Date()
    while Date() < end {
      let now: CGFloat? = element.exists ? element.frame.minY : nil
      if let now, let previous = last, abs(now - previous) <= 0.5 {
        if Date().timeIntervalSince(since) >= 0.4 { return now }
      } else {
        since = Date()
      }
      last = now
      pause(0.1)
    }
    return nil
  }

  /// The window's point at `x`, `y` (points from its top-leading corner), fixed in the window:
  /// unlike an element's coordinate it does not follow the sheet while a drag moves it.
  static func point(_ app: XCUIApplication, x: CGFloat, y: CGFloat) -> XCUICoordinate {
    app.windows.firstMatch.coordinate(withNormalizedOffset: CGVector(dx: 0, dy: 0))
      .withOffset(CGVector(dx: x, dy: y))
  }
}
