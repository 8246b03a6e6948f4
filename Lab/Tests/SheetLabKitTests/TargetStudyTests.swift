@_spi(Lab) import BottomSheetCore
import Testing

@testable import SheetLabKit

/// The target-selection study (`sheetlab study --targets`) on the fixed corpus (60 gestures,
/// seed 1): the chosen candidate is the engine's default, and the previous rule is projection.
@Suite("Target study")
struct TargetStudyTests {
  static let study = TargetStudy.run(count: 60, seed: 1, trainingCount: 600)

  static func row(_ id: String, _ corpus: String = "clean") -> AlgorithmScore? {
    study.rows.first { $0.id == id && $0.corpus == corpus }?.score
  }

  @Test func theChosenRuleIsTheEngineDefault() throws {
    let chosen = try #require(Self.row("nudge < 70 pt, skip 0.1 s (chosen)"))
    let engine = FixedComparison.score("engine")
    #expect(chosen.correct == engine.correct)
    for kind in GestureKind.allCases {
      #expect(chosen.byKind[kind]?.correct == engine.byKind[kind]?.correct, "\(kind)")
    }
  }

  @Test func projectionAloneMissesNudges() throws {
    // Measured on the fixed corpus: projection alone 56/60 with nudges 5/9; the rule 60/60.
    let previous = try #require(Self.row("projection (previous)"))
    let chosen = try #require(Self.row("nudge < 70 pt, skip 0.1 s (chosen)"))
    #expect(previous.byKind[.nudge]?.correct == 5)
    #expect(chosen.byKind[.nudge]?.correct == 9)
    #expect(previous.byKind[.placement]?.correct == chosen.byKind[.placement]?.correct)
  }

  @Test func everyCandidateOnBothCorpora() {
    let count = TargetStudy.candidates.count + 1  // and the positional baseline
    #expect(Self.study.rows.count == 2 * count)
    #expect(Self.study.markdown.contains("Reference (clean corpus; a classifier, not a bound)"))
    let throwsCounted = Self.study.ceiling.values.reduce(0) { $0 + $1.total }
    #expect(throwsCounted == 25)  // flicks 10, accelerating throws 6, nudges 9
  }

  @Test func releasesSeeWhatTheEngineSaw() {
    let items = CorpusGenerator().generate(count: 12, seed: 1)
    for item in items {
      let release = TargetStudy.Release(item)
      guard let h = release.height, let v = release.velocity else { continue }
      var behavior = SheetBehavior()
      behavior.decelerationRate = item.scenario.configuration.behavior.decelerationRate
      let detents = release.detents.enumerated().map {
        ResolvedDetent(id: DetentID("d\($0.offset)"), height: $0.element)
      }
      let decision = TargetSelection.computeTarget(
        height: h, velocity: v, detents: detents, behavior: behavior,
        considersDismissal: release.considersDismissal)
      let landed: Int
      switch decision.target {
      case .dismiss: landed = item.scenario.configuration.isDismissible ? -1 : 0
      case let .detent(i): landed = i
      }
      #expect(landed == release.landed, "\(item.id)")
    }
  }
}
