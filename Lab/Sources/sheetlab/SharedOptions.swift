import ArgumentParser
import SheetLabKit

/// The gesture corpus a command generates: `--count` gestures from `--seed` (`compare`,
/// `corpus`).
struct CorpusOptions: ParsableArguments {
  @Option(help: "Number of gestures.")
  var count = 60

  @Option(help: "Corpus seed (any 64-bit unsigned integer).")
  var seed: UInt64 = 1
}

/// The scenario file a command reads (`render`, `replay`).
struct ScenarioFileArgument: ParsableArguments {
  @Argument(help: "The scenario file, or - for standard input.")
  var file: String

  /// The file's text; a file that cannot be read ends the command with its error.
  func text() -> String {
    do {
      return try readInput(file)
    } catch {
      fail("\(file): \(error)")
    }
  }
}
