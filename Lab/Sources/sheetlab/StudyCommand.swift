import ArgumentParser
import SheetLabKit

struct StudyCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "study",
    abstract: "Compare release-velocity estimators on the gesture corpus (docs/LAB.md).",
    discussion: """
      Replays the corpus through the engine once per candidate estimator, and once with a \
      modelled platform velocity (gated by the engine's rule, and as reported), on the clean \
      corpus and with hostile input added (0.5 pt noise, duplicate timestamps, lift-off \
      twitches). Prints intent accuracy per gesture kind, the share of throws released within \
      0.85–1.15 of the finger's true velocity, that ratio's 5th percentile, median and 95th \
      percentile, and the speed jump at release, as a Markdown table.
      """)

  @Option(help: "Number of gestures.")
  var count = 600

  @Option(help: "Corpus seed.")
  var seed: UInt64 = 1

  func run() throws {
    let study = VelocityStudy.run(count: count, seed: seed)
    print(
      "velocity study: \(count) gestures, seed \(seed) "
        + "(swift run --package-path Lab sheetlab study --count \(count) --seed \(seed))\n")
    print(study.markdown, terminator: "")
  }
}
