import ArgumentParser
@_spi(Lab) import BottomSheetTooling
@_spi(Lab) import SheetLabKit

struct RenderCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Draw one scenario's timeline as SVG, or the scenario on a device.",
    discussion: """
      Replays FILE (a scenario, or - for standard input) and draws the finger's y and the \
      sheet's top edge over time, the detent lines, each release with its velocity and \
      projected position, the chosen target and the settle point; for floating cards also the \
      sideways offset. The SVG text is deterministic, so it can be compared as a snapshot.

      With --device, draws the scenario on that device instead: the animated picture `demo` \
      draws, with the container's size, safe area and size classes taken from the device \
      table of docs/IPAD.md (--arrangement: portrait, landscape, splitOneThird or 1/3, \
      splitHalf or 1/2, splitTwoThirds or 2/3, stageManager, stageManagerNarrow), so the sheet \
      is where the engine places it there: a side panel, a centred form, a card, or the bottom \
      sheet. The fingers move with the sheet. Example: sheetlab render --device \
      "iPad Air 11-inch" --arrangement landscape Lab/Scenarios/inline-flick.json
      """)

  @OptionGroup var input: ScenarioFileArgument

  @Option(name: .shortAndLong, help: "Where to write the SVG (default: standard output).")
  var out: String?

  @Option(help: "The timeline's title (default: the file's name).")
  var title: String?

  @Option(
    help: ArgumentHelp(
      "Draw the scenario on this device instead (a name from docs/IPAD.md's table, or its start).",
      valueName: "name"))
  var device: String?

  @Option(help: "With --device: how the app's window sits on it (default: portrait).")
  var arrangement: String?

  func run() throws {
    let text = input.text()
    let scenario: Scenario
    do {
      scenario = try ScenarioDecoder.decode(text)
    } catch {
      fail(error.description)
    }
    let svg: String
    if device == nil, arrangement != nil { fail("--arrangement needs --device") }
    if let device {
      let environment: ScreenEnvironment
      do {
        environment = try ScreenCatalog.environment(
          device: device, arrangement: arrangement ?? "portrait")
      } catch {
        fail(error.description)
      }
      let placed = scenario.on(environment)
      svg = PhoneAnimation().render(
        placed, outcome: Replay.run(placed), id: scenarioName(input.file))
    } else {
      svg = TimelineRenderer().render(
        scenario, outcome: Replay.run(scenario), title: title ?? scenarioName(input.file))
    }
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
