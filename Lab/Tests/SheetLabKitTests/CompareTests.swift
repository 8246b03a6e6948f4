@_spi(Lab) import BottomSheetCore
import Testing

@testable import SheetLabKit

/// The small fixed corpus of `docs/LAB.md`: 60 gestures, seed 1. Shared, computed once.
enum FixedComparison {
  static let result = Comparison.run(count: 60, seed: 1)

  static func score(_ id: String) -> AlgorithmScore {
    guard let score = result.score(id) else { preconditionFailure("no algorithm \(id)") }
    return score
  }
}

@Suite("Comparison on the fixed corpus (60 gestures, seed 1)")
struct CompareTests {
  @Test func engineLandsWhereMeant() {
    // Measured 100 % (60/60) since the nudge rule (issue #14, docs/LAB.md "Target
    // selection"); with projection alone it was 93.3 %, every miss a nudge (a habitual short
    // flick meaning the next detent) carried one detent too far. 95 % leaves room for three
    // misses; breaking projection (the persistent baseline: 62 %) or the nudge rule fails it.
    let engine = FixedComparison.score("engine")
    #expect(engine.accuracy >= 95)
    #expect(engine.byKind[.placement].map { $0.correct == $0.total } == true)
    #expect(engine.byKind[.nudge].map { $0.correct == $0.total } == true, "nudges: 9/9")
    // Flicks: 16/16 measured; a more accurate velocity estimate may trade one or two.
    #expect(engine.byKind[.flick].map { $0.correct * 10 >= $0.total * 9 } == true)
    let persistent = FixedComparison.score("persistent")
    #expect(persistent.accuracy < engine.accuracy - 15, "projection is what flicks need")
  }

  @Test func engineTracksTheFinger1to1() {
    let engine = FixedComparison.score("engine")
    #expect(engine.trackingMax < 1e-6)
    #expect(FixedComparison.score("design-system").trackingMean > 20, "translation / 15 lags")
    #expect(FixedComparison.score("persistent-local").trackingMean > 20)
  }

  @Test func onlyTheLocalSpaceDragReverses() {
    let local = FixedComparison.score("persistent-local")
    #expect(local.monotonicGestures >= 30)
    #expect(local.reversals > 0)
    #expect(local.gesturesWithReversals * 4 >= local.monotonicGestures, "≥ 25 % shake")
    for id in ["engine", "persistent", "design-system", "positional"] {
      #expect(FixedComparison.score(id).reversals == 0, "\(id)")
    }
  }

  @Test func engineKeepsTheSpeedAtRelease() {
    // The spring starts at the release velocity, so the jump is the velocity estimator's
    // error only: 0 for gestures that rest before lifting, a few pt/s for placements. Before
    // #14 the mean was 121 pt/s (the conservative estimator under-reported throws still
    // speeding up); the release rule that follows the finger brought it under 40.
    let engine = FixedComparison.score("engine")
    let persistent = FixedComparison.score("persistent")
    #expect(engine.speedJumpMedian < 25)
    #expect(engine.speedJumpMean < 40)
    #expect(engine.speedJumpMean < persistent.speedJumpMean / 2)
    #expect(persistent.speedJumpMax > 1500, "withAnimation drops a flick's speed")
  }

  /// The released velocity follows the finger at the lift: at least 90 % of throws within
  /// 0.85–1.15 of its true speed (the conservative rule before #14: 24 %), median within 5 %,
  /// and every accelerating throw measured. Baselines that keep no velocity report none.
  @Test func releasedVelocityFollowsTheFinger() throws {
    let engine = FixedComparison.score("engine")
    let throwing = try #require(engine.throwRatios)
    #expect(throwing.withinBand >= 0.9)
    #expect(abs(throwing.median - 1) < 0.05)
    let accelerating = try #require(engine.ratios[.accelerating])
    #expect(accelerating.count == engine.byKind[.accelerating]?.total)
    #expect(accelerating.p5 > 0.85 && accelerating.p95 < 1.15)
    #expect(FixedComparison.score("persistent").throwRatios == nil)
    #expect(FixedComparison.result.table.contains("accelerating"))
  }

  @Test func everythingComesToRest() {
    for score in FixedComparison.result.scores {
      #expect(score.unsettled == 0, "\(score.algorithm.id)")
      #expect(score.settleMax < 1.2, "\(score.algorithm.id)")
    }
    #expect(FixedComparison.score("engine").overshootMax < 20)
  }

  @Test func comparisonIsDeterministicAndTabulated() {
    let again = Comparison.run(count: 60, seed: 1)
    #expect(again.table == FixedComparison.result.table)
    #expect(again.markdown == FixedComparison.result.markdown)
    for algorithm in SheetAlgorithm.all {
      #expect(FixedComparison.result.table.contains(algorithm.id + " "))
      #expect(FixedComparison.result.markdown.contains("`" + algorithm.id + "`"))
    }
    #expect(FixedComparison.result.details("engine").contains("c001-"))
  }

  @Test func chartsAreWrittenPerMetric() {
    let files = ComparisonCharts.files(FixedComparison.result)
    #expect(files.map(\.name).prefix(2) == ["index.html", "comparison.md"])
    #expect(files.count == 2 + ComparisonCharts.metrics.count)
    for file in files.dropFirst(2) {
      #expect(file.text.hasPrefix("<svg"))
      for algorithm in SheetAlgorithm.all { #expect(file.text.contains(">\(algorithm.id)<")) }
    }
  }

  struct ReversalRow: Sendable, CustomTestStringConvertible {
    var heights: [Double]
    var direction: Double
    var expected: Int
    var testDescription: String { "\(heights) dir \(direction) → \(expected)" }
  }

  static let reversalRows: [ReversalRow] = [
    ReversalRow(heights: [0, 1, 2, 3], direction: 1, expected: 0),
    ReversalRow(heights: [0, 10, 9.6, 12], direction: 1, expected: 0),  // under 0.5 pt
    ReversalRow(heights: [0, 10, 9, 12, 11, 14], direction: 1, expected: 2),
    ReversalRow(heights: [0, -10, -9, -20], direction: -1, expected: 1),
    ReversalRow(heights: [0, 10, 5, 4, 3], direction: 1, expected: 1),  // one episode
  ]

  @Test(arguments: reversalRows)
  func reversalCounting(_ row: ReversalRow) {
    #expect(
      GestureMeasurement.countReversals(row.heights, direction: row.direction) == row.expected)
  }

  @Test func endSlopeIsExactOnAParabola() {
    func h(_ t: Double) -> Double { 3 + 2 * t + 5 * t * t }
    let points = [0.1, 0.13, 0.2].map { ($0, h($0)) }
    #expect(abs(GestureMeasurement.endSlope(points) - (2 + 10 * 0.2)) < 1e-9)
    #expect(GestureMeasurement.endSlope([(0, 0), (0.5, 1)]) == 2)
  }
}
