@_spi(Lab) import BottomSheetCore
@_spi(Lab) import BottomSheetTooling
import Foundation
import SheetLabKit
import Testing

/// The rows of docs/BAD-INPUT.md that `sheetlab replay` rejects (exit 1, one line naming the
/// field, nothing on standard output), and the rows it accepts and leaves to the engine's
/// repairs. Each row is one argument; the table's "test" column names it.
@Suite("Bad input: sheetlab replay")
struct BadInputReplayTests {
  /// A valid scenario with `patch` spliced in: `{…base…, patch}` (later keys win).
  static func scenario(
    container: String = #""width": 390, "height": 844"#,
    sheet: String = #""detents": ["medium", "large"]"#,
    events: String = "[]", extra: String = ""
  ) -> String {
    #"{"container": {\#(container)}, "sheet": {\#(sheet)}, "events": \#(events)\#(extra)}"#
  }

  /// (row, scenario text, the field the message must name).
  static let rejected: [(String, String, String)] = [
    ("invalid JSON", #"{"container": {"width": 390,"#, "(document)"),
    ("NaN literal (not JSON)", scenario(container: #""width": NaN, "height": 844"#), "(document)"),
    (
      "non-finite number", scenario(container: #""width": 1e999, "height": 844"#), "container.width"
    ),
    ("missing container height", scenario(container: #""width": 390"#), "container.height"),
    ("missing detents", scenario(sheet: #""style": "modal""#), "sheet.detents"),
    (
      "missing events", #"{"container": {"width": 1, "height": 1}, "sheet": {"detents": []}}"#,
      "events"
    ),
    ("wrong type", scenario(container: #""width": "390", "height": 844"#), "container.width"),
    ("unknown detent spec", scenario(sheet: #""detents": ["medium", "huge"]"#), "sheet.detents[1]"),
    ("non-finite detent spec", scenario(sheet: #""detents": ["height:nan"]"#), "sheet.detents[0]"),
    (
      "unknown initial spec", scenario(sheet: #""detents": ["large"], "initial": "top""#),
      "sheet.initial"
    ),
    ("unknown style", scenario(sheet: #""detents": ["large"], "style": "popover""#), "sheet.style"),
    (
      "unknown rubber band",
      scenario(sheet: #""detents": ["large"], "rubberBand": {"kind": "springy"}"#),
      "sheet.rubberBand.kind"
    ),
    (
      "unknown backdrop tap", scenario(sheet: #""detents": ["large"], "backdropTap": "explode""#),
      "sheet.backdropTap"
    ),
    ("unknown event type", scenario(events: #"[{"t": 0, "type": "tap"}]"#), "events[0].type"),
    (
      "events out of order",
      scenario(events: #"[{"t": 0.5, "type": "cancel"}, {"t": 0.2, "type": "cancel"}]"#),
      "events[1].t"
    ),
    (
      "event time not finite", scenario(events: #"[{"t": 1e999, "type": "cancel"}]"#), "events[0].t"
    ),
    (
      "touch without a coordinate", scenario(events: #"[{"t": 0, "type": "down", "y": 700}]"#),
      "events[0].x"
    ),
    (
      "unknown touch region",
      scenario(events: #"[{"t": 0, "type": "down", "x": 1, "y": 1, "region": "edge"}]"#),
      "events[0].region"
    ),
    (
      "setDetent with no spec", scenario(events: #"[{"t": 0, "type": "setDetent"}]"#),
      "events[0].detent"
    ),
    (
      "setDetent with an unknown spec",
      scenario(events: #"[{"t": 0, "type": "setDetent", "detent": "halfway"}]"#), "events[0].detent"
    ),
    ("frame rate out of range", scenario(extra: #", "output": {"fps": 0}"#), "output.fps"),
    ("sampling end out of range", scenario(extra: #", "output": {"until": 601}"#), "output.until"),
  ]

  @Test(arguments: rejected)
  func rejectedNamesTheField(row: String, text: String, field: String) {
    do {
      _ = try ScenarioDecoder.decode(text)
      Issue.record("\(row): accepted")
    } catch {
      #expect(error.field == field, "\(row): \(error)")
      #expect(!error.description.contains("\n"), "\(row): message is not one line")
    }
  }

  /// (row, scenario text, the diagnostic field the engine must report).
  static let repaired: [(String, String, String)] = [
    (
      "negative container size", scenario(container: #""width": 390, "height": -844"#),
      "container.height"
    ),
    ("zero-size container", scenario(container: #""width": 0, "height": 0"#), "container"),
    ("empty detent list", scenario(sheet: #""detents": []"#), "sheet.detents"),
    ("duplicate detents", scenario(sheet: #""detents": ["large", "large"]"#), "sheet.detents[1]"),
    (
      "detent beyond the container", scenario(sheet: #""detents": ["height:5000"]"#),
      "sheet.detents[0]"
    ),
    (
      "keyboard taller than the screen",
      scenario(container: #""width": 390, "height": 844, "keyboard": 9000"#),
      "container.keyboard"
    ),
    (
      "insets wider than the container",
      scenario(
        sheet: #""detents": ["large"], "style": "floating", "floatingInset": {"horizontal": 300}"#),
      "sheet.floatingInset.horizontal"
    ),
    (
      "negative rubber-band coefficient",
      scenario(
        sheet: #""detents": ["large"], "rubberBand": {"kind": "elastic", "coefficient": -1}"#),
      "sheet.rubberBand"
    ),
    (
      "negative horizontal rubber-band scale",
      scenario(
        sheet:
          #""detents": ["large"], "style": "floating", "horizontalRubberBand": {"kind": "damped", "scale": -20, "limit": 30}"#
      ),
      "sheet.horizontalRubberBand"
    ),
    (
      "up without down", scenario(events: #"[{"t": 0, "type": "up", "x": 1, "y": 1}]"#),
      "events.up"
    ),
    (
      "setDetent naming a detent not in the list",
      scenario(events: #"[{"t": 0, "type": "setDetent", "detent": "height:77"}]"#),
      "events.setDetent.detent"
    ),
  ]

  @Test(arguments: repaired)
  func acceptedAndRepairedByTheEngine(row: String, text: String, field: String) throws {
    let outcome = Replay.run(try ScenarioDecoder.decode(text))
    #expect(outcome.diagnostics.contains { $0.field == field }, "\(row): \(outcome.diagnostics)")
    #expect(outcome.frames.allSatisfy { $0.top.isFinite && $0.height.isFinite }, "\(row)")
  }

  // MARK: - The built binary

  /// The built `sheetlab` next to the test bundle (scripts/test builds it first).
  static var binary: URL? {
    var dir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for _ in 0..<4 {
      let candidate = dir.appendingPathComponent("sheetlab")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      dir = dir.deletingLastPathComponent()
    }
    return nil
  }

  /// Whether the binary must be there: `swift test` on Linux (CI) builds it next to the test
  /// bundle, so a missing one fails the tests that use it; elsewhere (macOS's test runner lives
  /// outside `.build`) they are skipped when it cannot be found.
  static var expectsBinary: Bool {
    #if os(Linux)
      true
    #else
      binary != nil
    #endif
  }

  static func sheetlab(stdin text: String) throws -> (status: Int32, out: String, err: String) {
    let url = try #require(binary, "no sheetlab binary near the test bundle")
    let process = Process()
    process.executableURL = url
    process.arguments = ["replay", "-"]
    let (input, out, err) = (Pipe(), Pipe(), Pipe())
    process.standardInput = input
    process.standardOutput = out
    process.standardError = err
    try process.run()
    input.fileHandleForWriting.write(Data(text.utf8))
    input.fileHandleForWriting.closeFile()
    let o = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let e = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, o, e)
  }

  @Test(
    .enabled(if: expectsBinary),
    arguments: rejected.filter { ["events out of order", "non-finite number"].contains($0.0) })
  func binaryExitsOneNamingTheField(row: String, text: String, field: String) throws {
    let result = try Self.sheetlab(stdin: text)
    #expect(result.status == 1, "\(row)")
    #expect(result.out.isEmpty, "\(row)")
    #expect(result.err.hasPrefix("sheetlab: \(field):"), "\(row): \(result.err)")
    #expect(result.err.filter { $0 == "\n" }.count == 1, "\(row): not one line")
  }
}
