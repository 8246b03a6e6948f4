import ArgumentParser
import SheetLabKit

struct DemoCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "demo",
    abstract: "Replay every bundled scenario and write an animated HTML page.",
    discussion: """
      Writes DIR/index.html: per scenario an animated phone-sized picture of the sheet \
      (generated from the engine's frames) next to its timeline, and a summary table, which is \
      also printed here. Each picture is written as its own SVG file too. Needs nothing but the \
      Swift toolchain; open the page in any browser.
      """)

  @Option(name: .shortAndLong, help: "Output directory.")
  var out = "out/demo"

  @Option(help: "Folder of scenario files (default: the bundled Lab/Scenarios).")
  var scenarios: String?

  func run() throws {
    guard let directory = scenarios ?? DemoBuilder.bundledScenariosDirectory() else {
      fail("cannot find the bundled scenarios; pass --scenarios DIR")
    }
    let entries: [DemoBuilder.Entry]
    do {
      entries = try DemoBuilder.loadScenarios(directory)
    } catch {
      fail("\(error)")
    }
    guard !entries.isEmpty else { fail("\(directory): no *.json scenarios") }
    let site = DemoBuilder.build(entries)
    do {
      try FileSystem.makeDirectories(out)
      for file in site.files { try writeOutput(file.text, to: out + "/" + file.name) }
    } catch {
      fail(error.description)
    }
    print(site.table, terminator: "")
    print("\nwrote \(out)/index.html (\(entries.count) scenarios, \(site.files.count) files)")
  }
}
