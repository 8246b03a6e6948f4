import Foundation
import XCTest

/// The layer's frame cost as the examples app shows it (`FrameCostProbe`, launched with
/// `--frame-cost-label`): the counts of `BottomSheetFrameCost`, read from the label identified
/// `"frameCost"` after tapping **Read frame cost**.
struct FrameCost: Equatable, CustomStringConvertible {
  var frames = 0
  var draws = 0
  var reports = 0
  var assignments = 0
  var mostDraws = 0
  var mostReports = 0
  var mostAssignments = 0

  /// Parses the label's `key=value` pairs; nil if any is missing.
  init?(_ label: String) {
    var values: [String: Int] = [:]
    for pair in label.split(separator: " ") {
      let parts = pair.split(separator: "=")
      if parts.count == 2, let value = Int(parts[1]) { values[String(parts[0])] = value }
    }
    guard let frames = values["frames"], let draws = values["draws"],
      let reports = values["reports"], let assignments = values["assignments"],
      let mostDraws = values["mostDraws"], let mostReports = values["mostReports"],
      let mostAssignments = values["mostAssignments"]
    else { return nil }
    self.frames = frames
    self.draws = draws
    self.reports = reports
    self.assignments = assignments
    self.mostDraws = mostDraws
    self.mostReports = mostReports
    self.mostAssignments = mostAssignments
  }

  private init() {}

  /// What happened between `earlier` and this reading (the "most" fields are this reading's).
  func since(_ earlier: FrameCost) -> FrameCost {
    var delta = FrameCost()
    delta.frames = frames - earlier.frames
    delta.draws = draws - earlier.draws
    delta.reports = reports - earlier.reports
    delta.assignments = assignments - earlier.assignments
    delta.mostDraws = mostDraws
    delta.mostReports = mostReports
    delta.mostAssignments = mostAssignments
    return delta
  }

  var description: String {
    "\(frames) frames, \(draws) draws, \(reports) geometry reports, \(assignments) root-view "
      + "assignments (most in one frame since launch: \(mostDraws) draws, \(mostReports) "
      + "reports, \(mostAssignments) assignments)"
  }

  /// Taps **Read frame cost** and parses the label.
  @MainActor static func read(_ app: XCUIApplication) throws -> FrameCost {
    let button = app.buttons["Read frame cost"]
    guard button.waitForExistence(timeout: 5) else {
      throw ExamplesFlowError(
        "no \"Read frame cost\" button: the app was not launched with --frame-cost-label")
    }
    button.tap()
    ExamplesFlow.pause(0.3)
    let label = app.staticTexts["frameCost"]
    guard label.waitForExistence(timeout: 2) else {
      throw ExamplesFlowError("no \"frameCost\" label next to the button")
    }
    guard let cost = FrameCost(label.label) else {
      throw ExamplesFlowError("the frame-cost label reads \"\(label.label)\"")
    }
    return cost
  }
}
