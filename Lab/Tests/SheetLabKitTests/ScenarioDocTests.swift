import Foundation
@_spi(Lab) import SheetLabKit
import Testing

/// The examples in `docs/SCENARIOS.md` are real: every fenced `json` block is a file that
/// replays, an outcome equal to the replay of the input before it, or (followed by a `text`
/// block starting `sheetlab: `) a file refused with exactly that line.
@Suite("docs/SCENARIOS.md examples")
struct ScenarioDocTests {
  static let document = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("docs/SCENARIOS.md")

  /// The fenced blocks of a Markdown text, in order: the info string and the contents.
  static func blocks(_ markdown: String) -> [(language: String, text: String)] {
    var result: [(String, String)] = []
    var open: (language: String, lines: [Substring])?
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") {
        if let current = open {
          result.append((current.language, current.lines.joined(separator: "\n")))
          open = nil
        } else {
          open = (String(line.dropFirst(3)), [])
        }
      } else if open != nil {
        open?.lines.append(line)
      }
    }
    return result
  }

  /// A parsed document without its `output` object.
  static func withoutOutput(_ value: JSONValue) -> JSONValue {
    guard case let .object(pairs) = value else { return value }
    return .object(pairs.filter { $0.0 != "output" })
  }

  /// The first example is the bundled `inline-flick.json`, sampled differently.
  @Test func theFirstExampleIsTheBundledFlick() throws {
    let markdown = try String(contentsOf: Self.document, encoding: .utf8)
    let first = try #require(Self.blocks(markdown).first { $0.language == "json" })
    let bundled = try String(
      contentsOf: scenariosDirectory.appendingPathComponent("inline-flick.json"), encoding: .utf8)
    #expect(
      Self.withoutOutput(try JSONParser.parse(first.text))
        == Self.withoutOutput(try JSONParser.parse(bundled)))
  }

  @Test func everyExampleParsesAndReplays() throws {
    let markdown = try String(contentsOf: Self.document, encoding: .utf8)
    let blocks = Self.blocks(markdown)
    var inputs = 0
    var outcomes = 0
    var refusals = 0
    var lastInput: String?
    for (n, block) in blocks.enumerated() where block.language == "json" {
      let next = blocks.indices.contains(n + 1) ? blocks[n + 1] : nil
      if let next, next.language == "text", next.text.hasPrefix("sheetlab: ") {
        let expected = String(next.text.dropFirst("sheetlab: ".count))
        #expect(throws: ScenarioError.self, "block \(n)") {
          try HostReplay.outcomeText(ofFile: block.text)
        }
        do {
          _ = try HostReplay.outcomeText(ofFile: block.text)
        } catch {
          #expect(error.description == expected, "block \(n)")
        }
        refusals += 1
        continue
      }
      let value = try JSONParser.parse(block.text)
      if value["frames"] != nil {
        let input = try #require(lastInput, "block \(n): an outcome with no input before it")
        let replayed = try JSONParser.parse(try HostReplay.outcomeText(ofFile: input))
        if value != replayed {
          // Report the first line that differs, not two whole documents.
          let shown = JSONWriter().write(value).split(separator: "\n")
          let real = JSONWriter().write(replayed).split(separator: "\n")
          let line =
            shown.indices.first { $0 >= real.count || shown[$0] != real[$0] } ?? shown.count
          Issue.record(
            """
            block \(n): the outcome differs from the replay at line \(line + 1):
              documented: \(line < shown.count ? shown[line] : "(end)")
              replayed:   \(line < real.count ? real[line] : "(end)")
            """)
        }
        outcomes += 1
      } else if value["events"] != nil {
        _ = try HostReplay.outcomeText(ofFile: block.text)
        lastInput = block.text
        inputs += 1
      } else {
        Issue.record("block \(n): neither a scenario, an outcome nor a refused file")
      }
    }
    // The document's examples: three inputs, two outcomes, four refusals.
    #expect(inputs >= 3)
    #expect(outcomes >= 2)
    #expect(refusals >= 4)
  }
}
