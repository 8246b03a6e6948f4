@_spi(Lab) @_spi(Study) import BottomSheetCore
@_spi(Study) import BottomSheetTooling
import Testing

@_spi(Lab) @_spi(Study) @testable import SheetLabKit

/// Issue #21's perturbations of the corpus (`docs/CORPUS.md`, "Perturbations") and the release
/// sweep that compares rules on them (`docs/LAB.md`, "Release sweep").
@Suite("Corpus perturbations and the release sweep")
struct PerturbationTests {
  static let clean = CorpusGenerator().generate(count: 300, seed: 7)

  func perturbed(_ change: (inout GestureModel) -> Void) -> [CorpusItem] {
    var model = GestureModel()
    change(&model)
    return CorpusGenerator(model: model).generate(count: 300, seed: 7)
  }

  /// Each perturbation leaves the gestures themselves alone: the same kinds, intents, paths
  /// and planned lifts as the clean corpus, item by item.
  @Test func perturbationsKeepTheGestures() {
    for items in [
      perturbed { $0.liftRollProbability = 0.3 }, perturbed { $0.reportedTimeError = 0.002 },
      perturbed { $0.positionNoise = 0.5 },
    ] {
      for (a, b) in zip(Self.clean, items) {
        #expect(a.kind == b.kind && a.intent == b.intent && a.path == b.path, "\(a.id)")
        #expect(a.liftTime == b.liftTime && a.upTime == b.upTime, "\(a.id)")
      }
    }
  }

  /// The roll: only placements and peeks, about 30 % of them, the up 1–4 pt back against the
  /// last stroke from where the finger really is; everything before the up unchanged.
  @Test func rollMovesOnlyTheLastSampleBack() throws {
    let rolled = perturbed { $0.liftRollProbability = 0.3 }
    var rolls = 0
    var candidates = 0
    for (a, b) in zip(Self.clean, rolled) {
      if a.kind == .placement || a.kind == .peek { candidates += 1 }
      #expect(Array(a.scenario.events.dropLast()) == Array(b.scenario.events.dropLast()))
      guard b.traits.contains("roll") else {
        #expect(a.scenario.events == b.scenario.events, "\(a.id)")
        continue
      }
      rolls += 1
      #expect(a.kind == .placement || a.kind == .peek)
      guard case let .touchUp(p, _) = b.scenario.events.last?.kind,
        case let .touchUp(q, _) = a.scenario.events.last?.kind, let stroke = a.path.strokes.last
      else {
        Issue.record("\(a.id) does not end with an up")
        continue
      }
      let back = (p.y - q.y) * (stroke.to.y > stroke.from.y ? -1 : 1)
      #expect(back >= 0.99 && back <= 4.01, "\(a.id): \(back)")
    }
    #expect(candidates > 100)
    #expect(Double(rolls) > 0.2 * Double(candidates) && Double(rolls) < 0.4 * Double(candidates))
  }

  /// Reported times: within ±2 ms of the tick at 60 Hz and ±1 ms at 120 Hz (or held at the
  /// previous time), never decreasing; the positions are the clean corpus's.
  @Test func reportedTimesAreOffButNeverDecrease() {
    let late = perturbed { $0.reportedTimeError = 0.002 }
    var moved = 0
    for (a, b) in zip(Self.clean, late) {
      #expect(a.scenario.events.count == b.scenario.events.count, "\(a.id)")
      let bound = 0.002 * 60 / a.samplingRate + 0.000_1
      var previous = -Double.infinity
      for (e, f) in zip(a.scenario.events, b.scenario.events) {
        #expect(e.kind == f.kind)
        #expect(f.t >= previous, "\(a.id)")
        #expect(f.t - e.t <= bound && (f.t - e.t >= -bound || f.t == previous), "\(a.id)")
        if f.t != e.t { moved += 1 }
        previous = f.t
      }
    }
    #expect(moved > 1000)
  }

  /// The sweep on a small corpus: the tallies add up, the ceiling is at least what either rule
  /// lands, and on the roll axis the release rule lands every rolled placement.
  @Test func sweepTalliesAddUp() {
    let sweep = ReleaseSweep.run(
      count: 120, firstSeed: 3, seeds: 2,
      algorithms: [
        .engine(estimator: .issue14, id: "#14"),
        .engine(estimator: .rule(.standard), id: "standard"),
      ],
      axes: Array(ReleaseSweep.axes.prefix(2)))
    for row in sweep.rows {
      for tally in row.tallies.joined() {
        #expect(tally.total.values.reduce(0, +) == 120)
        for kind in GestureKind.allCases {
          #expect((tally.correct[kind] ?? 0) <= (tally.total[kind] ?? 0))
        }
        #expect(tally.ceilingPercent >= tally.intent - 5)
      }
    }
    let rolled = sweep.rows[1].tallies[1]
    #expect(rolled.allSatisfy { $0.rolled > 0 && $0.rolledCorrect == $0.rolled })
    #expect(sweep.markdown.contains("| `standard` |"))
  }

  /// The target rule's own reach under the finger's true lift velocity: without the nudge
  /// rule it is the ceiling for throws (the same projection) and lands fewer nudges than the
  /// engine's rule; placements and peeks resting at the lift land as the ceiling says.
  @Test func trueVelocityRowSeparatesTheTargetRule() {
    let items = CorpusGenerator().generate(count: 300, seed: 5)
    var nudges = 0
    var engineNudges = 0
    for item in items {
      var behavior = item.scenario.configuration.behavior
      behavior.nudgeDistance = 0
      let geometry = BaselineGeometry(item.scenario)
      let start = geometry.detents[geometry.startIndex].height
      let height = start + (item.path.origin.y - item.path.point(at: item.upTime).y)
      let withoutNudges = ReleaseSweep.lands(item, height: height, behavior: behavior)
      if item.kind == .flick || item.kind == .accelerating {
        #expect(withoutNudges == ReleaseSweep.achievable(item), "\(item.id)")
      }
      if item.kind == .nudge {
        nudges += withoutNudges ? 1 : 0
        engineNudges += ReleaseSweep.landsWithTrueVelocity(item) ? 1 : 0
      }
    }
    #expect(engineNudges > nudges + 10)
    let scan = ReleaseSweep.targetScan(count: 120, firstSeed: 3, seeds: 2)
    #expect(scan.contains("| no nudge rule |"))
    #expect(scan.split(separator: "\n").count == 2 + 1 + 8)
  }

  /// The band summary counts the same throws, and the same ones in band, as the sweep's tally
  /// for that rule, axis and seeds.
  @Test func bandSummaryAgreesWithTheSweep() {
    let rule = SheetAlgorithm.engine(estimator: .rule(.standard), id: "standard")
    let sweep = ReleaseSweep.run(
      count: 120, firstSeed: 3, seeds: 2, algorithms: [rule],
      axes: [ReleaseSweep.axes[2]])
    let tallies = sweep.rows[0].tallies[0]
    let summary = ReleaseSweep.bandSummary(rule, axis: 2, count: 120, firstSeed: 3, seeds: 2)
    var throwsCount = 0
    var inBand = 0
    for line in summary.split(separator: "\n").dropFirst(2) {
      // The first number of each cell: kind, rate, throws, in band, below, above.
      let cells = line.split(separator: "|").map { Int($0.split(separator: " ").first ?? "") ?? 0 }
      throwsCount += cells[2]
      inBand += cells[3]
      #expect(cells[2] == cells[3] + cells[4] + cells[5])
    }
    #expect(throwsCount == tallies.reduce(0) { $0 + $1.throwsByRate.values.reduce(0, +) })
    #expect(inBand == tallies.reduce(0) { $0 + $1.inBandByRate.values.reduce(0, +) })
    #expect(throwsCount > 0 && inBand < throwsCount)
  }
}
