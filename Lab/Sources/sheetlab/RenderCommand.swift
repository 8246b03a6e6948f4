import ArgumentParser
import SheetLabKit

struct RenderCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Draw one scenario's timeline as SVG.",
    discussion: """
      Replays FILE (a scenario, or - for standard input) and draws the finger's y and the \
      sheet's top edge over time, the detent lines, each release with its velocity and \
      projected position, the chosen target and the settle point; for floating cards also the \
      sideways offset. The SVG text is deterministic, so it can be compared as a snapshot.
      """)

  @OptionGroup var input: ScenarioFileArgument

  @Option(name: .shortAndLong, help: "Where to write the SVG (default: standard output).")
  var out: String?

  @Option(help: "The picture's title (default: the file's name).")
  var title: String?

  func run() throws {
    let text = input.text()
    let scenario: Scenario
    do {
      scenario = try ScenarioDecoder.decode(text)
    } catch {
      fail(error.description)
    }
    let svg = TimelineRenderer().render(
      scenario, outcome: Replay.run(scenario), title: title ?? scenarioName(input.file))
    guard let out else {
      print(svg, terminator: "")
      return
    }
    do {
      try writeOutput(svg, to: out)
    } catch {
      fail(error.description)
    }
  }
}

/// The file name without folders and extension (`Lab/Scenarios/inline-flick.json` →
/// `inline-flick`); `-` → `stdin`.
func scenarioName(_ path: String) -> String {
  guard path != "-" else { return "stdin" }
  let name = path.split(separator: "/").last.map(String.init) ?? path
  guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
  return String(name[..<dot])
}
