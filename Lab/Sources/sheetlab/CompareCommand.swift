import ArgumentParser
import SheetLabKit

struct CompareCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "compare",
    abstract: "Run the gesture corpus through the engine and every baseline and compare.",
    discussion: """
      Generates the corpus (see `sheetlab corpus`), replays every gesture through \
      BottomSheetCore and through the re-implemented baselines, and prints per algorithm: \
      intent accuracy, tracking error during drags, direction reversals under monotonic \
      fingers, the speed jump at release, settle time and overshoot. Writes the same as SVG \
      bar charts, a Markdown table and an index.html to DIR. Metrics are defined in docs/LAB.md.
      """)

  @OptionGroup var corpus: CorpusOptions

  @Option(name: .shortAndLong, help: "Output directory.")
  var out = "out/compare"

  @Option(help: "Also list every gesture's metrics for this algorithm (engine, persistent, …).")
  var details: String?

  @Option(
    help: ArgumentHelp(
      "Instead, intent per gesture kind over this many seeds (--seed and the ones after it): "
        + "the median and the worst seed, and the corpus's ceiling."))
  var seeds: Int?

  func run() throws {
    let (count, seed) = (corpus.count, corpus.seed)
    if let seeds {
      let sweep = ReleaseSweep.run(
        count: count, firstSeed: seed, seeds: seeds, algorithms: SheetAlgorithm.all,
        axes: [ReleaseSweep.axes[0]])
      print(
        "compare: \(seeds) seeds from \(seed), \(count) gestures each "
          + "(swift run --package-path Lab sheetlab compare --count \(count) --seed \(seed) "
          + "--seeds \(seeds))")
      print(sweep.markdown, terminator: "")
      return
    }
    let comparison = Comparison.run(count: count, seed: seed)
    print(comparison.table, terminator: "")
    if let details { print("\n" + comparison.details(details), terminator: "") }
    do {
      try FileSystem.makeDirectories(out)
      let files = ComparisonCharts.files(comparison)
      for file in files { try writeOutput(file.text, to: out + "/" + file.name) }
      print("\nwrote \(out)/index.html, \(out)/comparison.md and \(files.count - 2) charts")
    } catch {
      fail(error.description)
    }
  }
}
