import ArgumentParser
import SheetLabKit

struct StudyCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "study",
    abstract:
      "Compare release-velocity estimators, or target rules, on the gesture corpus (docs/LAB.md).",
    discussion: """
      Replays the corpus through the engine once per candidate estimator, and once with a \
      modelled platform velocity (gated by the engine's rule, and as reported), on the clean \
      corpus and with hostile input added (0.5 pt noise, duplicate timestamps, lift-off \
      twitches). Prints intent accuracy per gesture kind, the share of throws released within \
      0.85–1.15 of the finger's true velocity, that ratio's 5th percentile, median and 95th \
      percentile, and the speed jump at release, as a Markdown table. With --targets, the \
      same table for the candidate rules of where a release lands (SheetBehavior's \
      nudgeDistance and nudgeSkipTime, skipsDetents) and the positional-threshold baseline. \
      With --releases FILE, one CSV line per gesture instead: the height and velocity the \
      target rule saw, the detents, and the person's intent. With --sweep, the release sweep \
      of issue #21 (every perturbation, --seeds seeds, median and worst seed, the ceiling and \
      the target rule under the true lift velocity); --target-scan and --truth-csv FILE say \
      what the target rule could do with a perfect velocity estimate.
      """)

  @Option(help: "Number of gestures.")
  var count = 600

  @Option(help: "Corpus seed.")
  var seed: UInt64 = 1

  @Flag(help: "Compare target-selection rules instead (where a release lands).")
  var targets = false

  @Option(help: "Write one CSV line per gesture's release (what the target rule saw) to FILE.")
  var releases: String?

  @Flag(
    help: "Sweep the finger model (roll, time error, noise) over --seeds seeds of --count each.")
  var sweep = false

  @Option(help: "How many seeds the sweep runs: --seed and the ones after it.")
  var seeds = 20

  @Option(help: "With --sweep: list the misses of this rule (by table name) instead.")
  var misses: String?

  @Flag(
    help: """
      Hand the target rule the finger's true lift velocity on the default corpus (--seeds \
      seeds), with the nudge rule's constants varied: what no velocity estimator can improve.
      """)
  var targetScan = false

  @Option(
    help: """
      Write what a target rule could know at each lift with a perfect velocity estimate (true \
      height and velocity, positions, contact time, intent) for --seeds default corpora to FILE \
      as CSV (Lab/scripts/target-knn.py).
      """)
  var truthCSV: String?

  @Option(
    help: """
      With --misses: the gesture kind; 'band' for the throws released outside 0.85–1.15 where \
      the first rule's are not, 'band-summary' for where the rule's throws leave the band.
      """)
  var kind = "placement"

  @Option(help: "With --misses: the axis, 0-based in table order.")
  var axis = 4

  func run() throws {
    if let truthCSV {
      try writeOutput(
        ReleaseSweep.truthCSV(count: count, firstSeed: seed, seeds: seeds), to: truthCSV)
      return
    }
    if targetScan {
      print(ReleaseSweep.targetScan(count: count, firstSeed: seed, seeds: seeds), terminator: "")
      return
    }
    if sweep, let misses {
      guard let rule = ReleaseSweep.candidates.first(where: { $0.id == misses }) else {
        fail("unknown rule")
      }
      if kind == "band-summary" {
        print(
          ReleaseSweep.bandSummary(
            rule, axis: axis, count: count, firstSeed: seed, seeds: seeds),
          terminator: "")
        return
      }
      if kind == "band" {
        print(
          ReleaseSweep.bandLosses(
            rule, against: ReleaseSweep.candidates[0], axis: axis, count: count,
            firstSeed: seed, seeds: seeds),
          terminator: "")
        return
      }
      guard let kind = GestureKind(rawValue: kind) else { fail("unknown kind") }
      print(
        ReleaseSweep.misses(
          rule, kind: kind, axis: axis, count: count, firstSeed: seed, seeds: seeds),
        terminator: "")
      return
    }
    if sweep {
      let result = ReleaseSweep.run(
        count: count, firstSeed: seed, seeds: seeds, algorithms: ReleaseSweep.candidates)
      print(
        "release sweep: \(seeds) seeds from \(seed), \(count) gestures each "
          + "(swift run --package-path Lab sheetlab study --sweep --count \(count) "
          + "--seed \(seed) --seeds \(seeds))")
      print(result.markdown, terminator: "")
      return
    }
    if let releases {
      try writeOutput(TargetStudy.releaseCSV(count: count, seed: seed), to: releases)
      return
    }
    if targets {
      let study = TargetStudy.run(count: count, seed: seed)
      print(
        "target study: \(count) gestures, seed \(seed) "
          + "(swift run --package-path Lab sheetlab study --targets --count \(count) "
          + "--seed \(seed))\n")
      print(study.markdown, terminator: "")
      return
    }
    let study = VelocityStudy.run(count: count, seed: seed)
    print(
      "velocity study: \(count) gestures, seed \(seed) "
        + "(swift run --package-path Lab sheetlab study --count \(count) --seed \(seed))\n")
    print(study.markdown, terminator: "")
  }
}
