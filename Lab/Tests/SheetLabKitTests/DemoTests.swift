@_spi(Lab) import BottomSheetCore
import Testing

@testable import SheetLabKit

@Suite("Demo page")
struct DemoTests {
  static func entries() throws -> [DemoBuilder.Entry] {
    try DemoBuilder.loadScenarios(TestPaths.scenarios)
  }

  @Test func everyBundledScenarioGetsARowAPhoneAndATimeline() throws {
    let entries = try Self.entries()
    #expect(entries.count >= 14)
    let site = DemoBuilder.build(entries)
    #expect(site.files.first?.name == "index.html")
    #expect(site.files.count == 1 + 2 * entries.count)
    let html = site.files[0].text
    let table = site.table
    for entry in entries {
      #expect(html.contains("<section class=\"scenario\" id=\"\(entry.name)\">"))
      #expect(html.contains("<a href=\"#\(entry.name)\">"))
      #expect(table.contains(entry.name + " "))
    }
    let styles = Set(entries.map { $0.scenario.configuration.style })
    #expect(styles == [.inline, .modal, .floating])
    #expect(
      html.components(separatedByString: "<animate attributeName=\"d\"").count > entries.count / 2)
  }

  @Test func summaryOfTheFlick() throws {
    let scenario = try bundledScenario("inline-flick")
    let outcome = Replay.run(scenario)
    let summary = ScenarioSummary(name: "inline-flick", scenario: scenario, outcome: outcome)
    #expect(summary.style == "inline")
    #expect(summary.finalDetent == "large")
    #expect(summary.events == ["dragBegan", "released", "selectionChanged", "settled"])
    let release = try #require(scenario.events.last).t
    let settled = try #require(
      outcome.log.last { if case .settled = $0.kind { return true } else { return false } }
    ).time
    #expect(abs((summary.settleTime ?? 0) - (settled - release)) < 1e-9)
    #expect(summary.maxOvershoot > 0, "a 0.8 damping fraction with release velocity overshoots")
  }

  @Test func dismissalSettlesWithoutOvershootAndARowShowsIt() throws {
    let scenario = try bundledScenario("modal-backdrop-tap")
    let summary = ScenarioSummary(name: "tap", scenario: scenario, outcome: Replay.run(scenario))
    #expect(summary.finalDetent == "dismissed")
    #expect(summary.maxOvershoot == 0, "motion past the hidden position is off screen")
    #expect(summary.settleTime != nil)
  }

  @Test func phoneAnimatesBackdropCornersAndFinger() throws {
    let scenario = try bundledScenario("modal-present-drag-dismiss")
    let svg = PhoneAnimation().render(scenario, outcome: Replay.run(scenario), id: "m")
    #expect(svg.contains("<animate attributeName=\"fill-opacity\""))  // backdrop
    #expect(svg.contains("<animate attributeName=\"opacity\" values=\"0;"))  // finger
    #expect(svg.contains("<animate attributeName=\"d\""))
    #expect(svg.contains("id=\"p-m-sheet\""))
    #expect(svg.contains(">dragging</tspan>"))
    let loop = PhoneAnimation().loopDuration(scenario)
    #expect(svg.contains("dur=\"" + TextFormat.compact(loop, decimals: 3) + "s\""))
  }

  @Test func sheetPathKeepsItsCommandsSoFramesInterpolate() {
    let rounded = PhoneAnimation.path(
      SheetRect(x: 10, y: 20, width: 100, height: 50), CornerRadii(top: 16, bottom: 0))
    let collapsed = PhoneAnimation.path(
      SheetRect(x: 0, y: 844, width: 390, height: 0), CornerRadii(top: 16, bottom: 16))
    func commands(_ d: String) -> String { String(d.filter { $0.isLetter }) }
    #expect(commands(rounded) == "MHAVAHAVAZ")
    #expect(commands(collapsed) == commands(rounded))
    #expect(rounded.hasPrefix("M26 20H94A16 16 0 0 1 110 36V70"))
  }

  @Test func keyTimesIncreaseAndEndAtOne() {
    let keys = PhoneAnimation.keyTimes([0, 0.5, 1, 1.000_001], loop: 2)
    #expect(keys == ["0", "0.25", "0.5", "0.50001", "1"])
  }

  @Test func fileSystemHelpers() throws {
    let dir = "/tmp/sheetlab-demo-tests/\(UInt64.random(in: 0...UInt64.max))/a/b"
    try FileSystem.makeDirectories(dir)
    #expect(FileSystem.isDirectory(dir))
    try writeOutput("x", to: dir + "/b.json")
    try writeOutput("y", to: dir + "/a.json")
    try writeOutput("z", to: dir + "/c.txt")
    #expect(try FileSystem.list(dir, suffix: ".json") == ["a.json", "b.json"])
    #expect(FileSystem.isReadableFile(dir + "/a.json"))
    #expect(!FileSystem.isReadableFile(dir))
  }

  @Test func bundledScenariosAreFoundFromTheSourceTree() {
    #expect(DemoBuilder.bundledScenariosDirectory() != nil)
  }

  @Test func tableColumnsLineUp() {
    let text = TextTable(header: ["a", "bb"], rows: [["xyz", "1"]], rightAligned: [1]).render()
    #expect(text == "a    bb\n---  --\nxyz   1\n")
  }
}

extension String {
  /// Splits on a separator string (no Foundation).
  func components(separatedByString separator: String) -> [Substring] {
    split(separator: separator, omittingEmptySubsequences: false)
  }
}
