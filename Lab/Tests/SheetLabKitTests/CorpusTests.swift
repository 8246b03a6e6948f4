@_spi(Lab) import BottomSheetCore
@_spi(Lab) import BottomSheetTooling
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@testable import SheetLabKit

@Suite("Gesture corpus")
struct CorpusTests {
  @Test func splitMix64MatchesTheReferenceSequence() {
    // Vigna's splitmix64.c seeded with 1234567.
    var rng = SplitMix64(seed: 1_234_567)
    let expected: [UInt64] = [
      6_457_827_717_110_365_317, 3_203_168_211_198_807_973, 9_817_491_932_198_370_423,
      4_593_380_528_125_082_431, 16_408_922_859_458_223_821,
    ]
    #expect((0..<5).map { _ in rng.next() } == expected)
  }

  @Test func drawsStayInRange() {
    var rng = SplitMix64(seed: 9)
    var normals: [Double] = []
    for _ in 0..<5000 {
      let u = rng.unit()
      #expect(u >= 0 && u < 1)
      #expect(rng.index(3) < 3)
      normals.append(rng.normal())
    }
    let mean = normals.reduce(0, +) / Double(normals.count)
    let variance = normals.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(normals.count)
    #expect(abs(mean) < 0.05)
    #expect(abs(variance - 1) < 0.08)
  }

  @Test func sameSeedSameCorpusDifferentSeedDifferentCorpus() {
    let a = CorpusGenerator().generate(count: 30, seed: 42).map(\.fileText)
    let b = CorpusGenerator().generate(count: 30, seed: 42).map(\.fileText)
    let c = CorpusGenerator().generate(count: 30, seed: 43).map(\.fileText)
    #expect(a == b)
    #expect(a != c)
  }

  @Test func aSmallCorpusIsThePrefixOfALargerOne() {
    let small = CorpusGenerator().generate(count: 10, seed: 5).map(\.fileText)
    let large = CorpusGenerator().generate(count: 40, seed: 5).map(\.fileText)
    #expect(Array(large.prefix(10)) == small)
  }

  @Test func everyItemRoundTripsThroughItsScenarioFile() throws {
    for item in CorpusGenerator().generate(count: 60, seed: 1) {
      let decoded = try ScenarioDecoder.decode(item.fileText)
      #expect(decoded.configuration == item.scenario.configuration, "\(item.id)")
      #expect(decoded.context == item.scenario.context, "\(item.id)")
      #expect(decoded.events == item.scenario.events, "\(item.id)")
      #expect(decoded.until == item.scenario.until && decoded.fps == item.scenario.fps)
    }
  }

  @Test func bundledScenariosRoundTripThroughTheEncoder() throws {
    for name in try FileSystem.list(TestPaths.scenarios, suffix: ".json") {
      let scenario = try bundledScenario(String(name.dropLast(5)))
      let again = try ScenarioDecoder.decode(ScenarioEncoder.text(scenario))
      #expect(again.configuration == scenario.configuration, "\(name)")
      #expect(again.context == scenario.context, "\(name)")
      #expect(again.events == scenario.events, "\(name)")
      #expect(ScenarioEncoder.text(again) == ScenarioEncoder.text(scenario), "\(name)")
    }
  }

  @Test func aLargeCorpusCoversEveryStyleKindRateAndTrait() {
    let items = CorpusGenerator().generate(count: 300, seed: 7)
    let stats = CorpusStatistics(items)
    #expect(stats.styles == ["inline": 100, "modal": 100, "floating": 100])
    #expect(Set(stats.kinds.keys) == Set(GestureKind.allCases.map(\.rawValue)))
    #expect(Set(stats.rates.keys) == ["60", "120"])
    #expect(Set(stats.traits.keys) == ["hesitation", "reversal", "rest", "pre-drag", "boost"])
    #expect(stats.dismissals > 20)
    #expect((stats.flickSpeeds?.lowerBound ?? 1000) < 250, "slow flicks")
    #expect((stats.flickSpeeds?.upperBound ?? 0) > 3000, "hard flicks")
    for kind in GestureKind.allCases {
      for style in SheetStyle.allCases {
        #expect(
          items.contains { $0.kind == kind && $0.scenario.configuration.style == style },
          "\(kind) on \(style)")
      }
    }
  }

  @Test func labelsAreReachableAndStreamsAreWellFormed() {
    for item in CorpusGenerator().generate(count: 120, seed: 3) {
      let engine = SheetEngine(
        configuration: item.scenario.configuration, context: item.scenario.context)
      switch item.intent {
      case let .detent(id): #expect(engine.detents.contains { $0.id == id }, "\(item.id)")
      case .dismiss: #expect(item.scenario.configuration.isDismissible, "\(item.id)")
      }
      if item.kind == .peek { #expect(item.intent == .detent(item.startDetent)) }
      let events = item.scenario.events
      guard case .touchDown? = events.first?.kind, case .touchUp? = events.last?.kind else {
        Issue.record("\(item.id): not down … up")
        continue
      }
      let times = events.map(\.t)
      #expect(zip(times, times.dropFirst()).allSatisfy { $0 < $1 }, "\(item.id): times increase")
      // Jitter: sampling intervals are not all equal.
      let gaps = zip(times.dropFirst(), times.dropFirst(2)).map { $1 - $0 }
      #expect(Set(gaps.map { ($0 * 10_000).rounded() }).count > 1 || gaps.count < 3, "\(item.id)")
      #expect(Replay.run(item.scenario).diagnostics.isEmpty, "\(item.id)")
    }
  }

  /// An accelerating throw is still speeding up when it leaves the glass: its finger is
  /// faster at the lift than a period before, and it lifts before the stroke's peak speed.
  @Test func acceleratingThrowsSpeedUpIntoTheLift() {
    var seen = 0
    for item in CorpusGenerator().generate(count: 200, seed: 11) where item.kind == .accelerating {
      let period = 1 / item.samplingRate
      let atLift = abs(item.path.velocityY(at: item.liftTime))
      let before = abs(item.path.velocityY(at: item.liftTime - period))
      #expect(atLift > before, "\(item.id)")
      guard let stroke = item.path.strokes.last else {
        Issue.record("\(item.id): no stroke")
        continue
      }
      let s = (item.liftTime - stroke.start) / (stroke.end - stroke.start)
      #expect(s >= 0.2 - 1e-9 && s <= 0.4 + 1e-9, "\(item.id): s = \(s)")
      seen += 1
    }
    #expect(seen >= 10)
  }

  @Test func flicksLeaveTheGlassAtTheirPlannedSpeedAtTheNextTick() {
    var seen = 0
    for item in CorpusGenerator().generate(count: 90, seed: 11)
    where GestureKind.throwing.contains(item.kind) {
      guard let planned = item.plannedSpeed, let up = item.scenario.events.last else {
        Issue.record("\(item.id): a throw without a planned speed or events")
        continue
      }
      seen += 1
      #expect(abs(-item.path.velocityY(at: item.liftTime) - planned) < 1e-6, "\(item.id)")
      let period = 1 / item.samplingRate
      #expect(up.t >= item.liftTime - 0.1 * period - 1e-4, "\(item.id)")
      #expect(up.t <= item.liftTime + 1.1 * period + 1e-4, "\(item.id)")
    }
    #expect(seen >= 10)
  }

  @Test func minimumJerkProfile() {
    #expect(MinimumJerk.position(0) == 0)
    #expect(MinimumJerk.position(1) == 1)
    #expect(MinimumJerk.position(0.5) == 0.5)
    #expect(MinimumJerk.velocity(0.5) == 1.875)
    #expect(MinimumJerk.velocity(0) == 0 && MinimumJerk.velocity(1) == 0)
    for s in stride(from: 0.0, through: 1, by: 0.05) {
      #expect(abs(MinimumJerk.position(s) + MinimumJerk.position(1 - s) - 1) < 1e-12)
    }
  }

  @Test func fingerPathRestsBetweenStrokes() {
    let path = FingerPath(
      origin: SheetPoint(x: 0, y: 100),
      strokes: [
        .init(start: 0, end: 1, from: SheetPoint(x: 0, y: 100), to: SheetPoint(x: 0, y: 0)),
        .init(start: 2, end: 3, from: SheetPoint(x: 0, y: 0), to: SheetPoint(x: 10, y: 50)),
      ])
    #expect(path.point(at: -1) == SheetPoint(x: 0, y: 100))
    #expect(path.point(at: 0.5) == SheetPoint(x: 0, y: 50))
    #expect(path.point(at: 1.5) == SheetPoint(x: 0, y: 0))
    #expect(path.point(at: 9) == SheetPoint(x: 10, y: 50))
    #expect(path.velocityY(at: 0.5) == -187.5)
    #expect(path.velocityY(at: 1.5) == 0)
  }

  @Test func portableLog2MatchesTheLibrary() {
    for value in [0.001, 0.5, 1, 1.5, 2, 3, 8, 21.2, 1000] {
      #expect(abs(portableLog2(value) - log2(value)) < 1e-12, "\(value)")
    }
    #expect(quantize(0.123_456, 0.0001) == 0.1235)
  }
}
