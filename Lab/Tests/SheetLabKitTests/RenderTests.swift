@_spi(Lab) import BottomSheetCore
import Testing

@testable import SheetLabKit

@Suite("Timeline renderer")
struct RenderTests {
  // Text snapshots: a change in the engine's motion (or in the picture) shows up as a diff
  // of the numbers. Re-record intended changes with SNAPSHOT_RECORD=1.
  @Test(arguments: ["inline-flick", "floating-rubber-band", "modal-present-drag-dismiss"])
  func timelineSnapshot(_ name: String) throws {
    assertSnapshot(of: try bundledScenario(name), as: .timeline(title: name), named: name)
  }

  @Test func phoneAnimationSnapshot() throws {
    // Morphing shows corner radii and insets changing frame by frame.
    assertSnapshot(of: try bundledScenario("morph"), as: .phone(id: "morph"), named: "morph-phone")
  }

  @Test func timelineShowsReleaseProjectionTargetAndSettle() throws {
    let scenario = try bundledScenario("inline-flick")
    let outcome = Replay.run(scenario)
    let svg = TimelineRenderer().render(scenario, outcome: outcome, title: "flick")
    guard
      case let .released(velocity, projected, _)? = outcome.log.first(where: {
        if case .released = $0.kind { return true }
        return false
      })?.kind
    else {
      Issue.record("the flick has no release")
      return
    }
    #expect(svg.contains("release " + TextFormat.fixed(velocity, 0) + " pt/s"))
    #expect(svg.contains("projected " + TextFormat.fixed(projected, 0) + " pt"))
    #expect(svg.contains("large · 797  ◀ target"))
    #expect(svg.contains(">settled "))
    #expect(!svg.contains("sideways offset"), "only floating cards get the sideways panel")
    #expect(
      svg == TimelineRenderer().render(scenario, outcome: Replay.run(scenario), title: "flick"))
  }

  @Test func floatingTimelineHasASidewaysPanelWithTheRubberBandLimit() throws {
    let scenario = try bundledScenario("floating-rubber-band")
    let svg = TimelineRenderer().render(scenario, outcome: Replay.run(scenario), title: "card")
    #expect(svg.contains("sideways offset x (pt)"))
    #expect(svg.contains("rubber-band limit ±20"))
  }

  @Test func contextEventsSplitTheDetentLines() throws {
    // The anchor is measured at 0.05 s and moves at 0.5 s: three stretches of geometry.
    let scenario = try bundledScenario("inline-anchor-moves")
    let segments = TimelineRenderer.segments(scenario, until: scenario.until)
    #expect(segments.map(\.start) == [0, 0.05, 0.5])
    #expect(segments.map(\.detents.count) == [2, 3, 3])
  }

  struct FixedRow: Sendable, CustomTestStringConvertible {
    var value: Double
    var decimals: Int
    var text: String
    var testDescription: String { "\(value) @\(decimals) → \(text)" }
  }

  static let fixedRows: [FixedRow] = [
    FixedRow(value: 12.3, decimals: 2, text: "12.30"),
    FixedRow(value: -0.5, decimals: 2, text: "-0.50"),
    FixedRow(value: -0.0004, decimals: 3, text: "0.000"),
    FixedRow(value: 7, decimals: 0, text: "7"),
    FixedRow(value: 2.675, decimals: 1, text: "2.7"),
    FixedRow(value: 0.05, decimals: 3, text: "0.050"),
    FixedRow(value: .nan, decimals: 1, text: "n/a"),
  ]

  @Test(arguments: fixedRows)
  func fixedFormatting(_ row: FixedRow) {
    #expect(TextFormat.fixed(row.value, row.decimals) == row.text)
  }

  @Test func xmlEscaping() {
    #expect(TextFormat.xml("a<b & \"c\">'") == "a&lt;b &amp; &quot;c&quot;&gt;&#39;")
  }

  @Test func niceStepsAreOneTwoOrFiveTimesAPowerOfTen() {
    #expect(TimelineRenderer.niceStep(0.15) == 0.2)
    #expect(TimelineRenderer.niceStep(0.3) == 0.5)
    #expect(TimelineRenderer.niceStep(0.05) == 0.05)
    #expect(abs(TimelineRenderer.niceStep(7) - 10) < 1e-12)
  }

  @Test func labelsAreSpreadApartInOrder() {
    let spread = TimelineRenderer.spread(
      [(100, "a", ""), (104, "b", ""), (300, "c", "")], minimumGap: 12, within: 0...400)
    #expect(spread.map(\.y) == [100, 112, 300])
  }
}
