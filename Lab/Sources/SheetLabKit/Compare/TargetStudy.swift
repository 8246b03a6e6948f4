@_spi(Lab) import BottomSheetCore

/// The target-selection study (`sheetlab study --targets`, `docs/LAB.md` "Target selection
/// (issue #14)"): the engine replayed with each candidate rule for where a release lands, on
/// the same corpus, clean and with hostile input added, plus the positional-threshold baseline
/// (Compose Material's rule, re-implemented).
public struct TargetStudy: Sendable {
  /// One candidate: a name and the engine's behaviour it sets.
  public struct Candidate: Sendable {
    /// The candidate's name.
    public var id: String
    /// Changes the corpus scenario's behaviour to the candidate's.
    public var apply: @Sendable (inout SheetBehavior) -> Void
  }

  /// The candidates, in table order. Every rule is one of ``SheetBehavior``'s settings:
  /// `nudgeDistance` 0 is projection alone (the rule before issue #14); an infinite one caps
  /// every release at one resting position unless it beats the skip speed of `nudgeSkipTime`.
  static let candidates: [Candidate] = [
    Candidate(id: "projection (previous)") { $0.nudgeDistance = 0 },
    Candidate(id: "adjacent detents (skipsDetents false)") {
      $0.nudgeDistance = 0
      $0.skipsDetents = false
    },
    Candidate(id: "one position, dismissal too (FloatingPanel)") {
      $0.nudgeDistance = .infinity
      $0.nudgeSkipTime = 0
    },
    Candidate(id: "one position unless v·0.5 s ≥ midpoint") {
      $0.nudgeDistance = .infinity
      $0.nudgeSkipTime = 0.5
    },
    Candidate(id: "one position unless v·0.33 s ≥ midpoint") {
      $0.nudgeDistance = .infinity
      $0.nudgeSkipTime = 1.0 / 3
    },
    Candidate(id: "one position unless v·0.25 s ≥ midpoint") {
      $0.nudgeDistance = .infinity
      $0.nudgeSkipTime = 0.25
    },
    Candidate(id: "nudge < 50 pt, skip 0.1 s") { $0.nudgeDistance = 50 },
    Candidate(id: "nudge < 60 pt, skip 0.1 s") { $0.nudgeDistance = 60 },
    Candidate(id: "nudge < 70 pt, skip 0.1 s (chosen)") { _ in },
    Candidate(id: "nudge < 80 pt, skip 0.1 s") { $0.nudgeDistance = 80 },
    Candidate(id: "nudge < 100 pt, skip 0.1 s") { $0.nudgeDistance = 100 },
    Candidate(id: "nudge < 70 pt, skip 0.05 s") { $0.nudgeSkipTime = 0.05 },
    Candidate(id: "nudge < 70 pt, skip 0.2 s") { $0.nudgeSkipTime = 0.2 },
    Candidate(id: "nudge < 70 pt, never skips") { $0.nudgeSkipTime = 0 },
  ]

  /// The rows, clean corpus first (the same row type as the velocity study's).
  public var rows: [VelocityStudy.Row]
  /// The corpus size.
  public var count: Int
  /// The corpus seed.
  public var seed: UInt64
  /// The ceiling's training corpus size.
  public var trainingCount: Int
  /// ``ceiling(_:trainingCount:trainingSeed:neighbours:)`` on the clean corpus, per kind.
  public var ceiling: [GestureKind: (correct: Int, total: Int)]
  /// Placements and peeks on the clean corpus (no velocity rule needed: every candidate
  /// gets them right there), for the ceiling's overall share.
  public var others: Int

  /// Runs the study on `count` gestures from `seed`; the ceiling trains on `trainingCount`
  /// gestures.
  public static func run(count: Int, seed: UInt64, trainingCount: Int = 40_000) -> TargetStudy {
    let clean = CorpusGenerator().generate(count: count, seed: seed)
    var hostileRng = SplitMix64(seed: seed ^ 0x5EED_F1CC)
    let hostile = clean.map { VelocityStudy.hostileItem($0, rng: &hostileRng) }
    var rows: [VelocityStudy.Row] = []
    for (name, items) in [("clean", clean), ("hostile", hostile)] {
      var algorithms = candidates.map { candidate in
        SheetAlgorithm(
          id: candidate.id, name: "engine, \(candidate.id)", summary: "A target rule.",
          isBaseline: false,
          makeModel: { scenario in
            var scenario = scenario
            candidate.apply(&scenario.configuration.behavior)
            return EngineModel(scenario)
          })
      }
      var positional = SheetAlgorithm.positionalThreshold
      positional.id = "positional (Compose Material, baseline)"
      algorithms.append(positional)
      let comparison = Comparison.run(items: items, seed: seed, algorithms: algorithms)
      for score in comparison.scores {
        rows.append(VelocityStudy.Row(id: score.algorithm.id, corpus: name, score: score))
      }
    }
    let releases = clean.map(Release.init)
    return TargetStudy(
      rows: rows, count: count, seed: seed, trainingCount: trainingCount,
      ceiling: ceiling(releases, trainingCount: trainingCount),
      others: clean.filter { !GestureKind.throwing.contains($0.kind) }.count)
  }

  /// The study as a Markdown table, and the ceiling.
  public var markdown: String {
    var out = VelocityStudy.markdown(rows, title: "rule")
    let perKind = GestureKind.throwing.compactMap { kind in
      ceiling[kind].map { "\(kind.rawValue) \($0.correct)/\($0.total)" }
    }
    let correct = others + ceiling.values.reduce(0) { $0 + $1.correct }
    let total = others + ceiling.values.reduce(0) { $0 + $1.total }
    // 40000 → "40 000", as the docs write numbers.
    var digits = String(trainingCount)
    var grouped = ""
    while digits.count > 3 {
      grouped = " " + digits.suffix(3) + grouped
      digits.removeLast(3)
    }
    grouped = digits + grouped
    out += "\nReference (clean corpus; a classifier, not a bound): a 31-nearest-neighbour vote "
    out += "over \(grouped) training gestures (seed 4242) on the release's height, velocity, "
    out += "detents and direction — "
    out += perKind.joined(separator: ", ") + "; with placements and peeks right, "
    out += TextFormat.fixed(total > 0 ? 100 * Double(correct) / Double(total) : 0, 1) + " %.\n"
    return out
  }

  /// What a target rule sees at one corpus gesture's release, and what the person meant.
  public struct Release: Sendable {
    /// The gesture.
    public var item: CorpusItem
    /// The resolved detents' heights, ascending.
    public var detents: [Double]
    /// Whether a release may dismiss.
    public var considersDismissal: Bool
    /// The sheet's height when released (what the target rule saw); nil if nothing released.
    public var height: Double?
    /// The release's height velocity (+ = up), pt/s; nil if nothing released.
    public var velocity: Double?
    /// The intended destination: a detent index, or -1 for dismissal.
    public var intent: Int
    /// Where the engine (as configured) sent the sheet: a detent index, or -1.
    public var landed: Int

    /// Replays `item` through the engine up to the end of its scenario.
    public init(_ item: CorpusItem) {
      self.item = item
      let configuration = item.scenario.configuration
      var engine = SheetEngine(
        configuration: configuration, context: item.scenario.context, time: 0)
      var released: (velocity: Double, projected: Double)?
      for event in item.scenario.events {
        Replay.apply(event, to: &engine)
        for e in engine.pendingEvents {
          if case let .released(velocity, projected, _) = e.kind {
            released = (velocity, projected)
          }
        }
        engine.clearEvents()
      }
      engine.send(.advance, at: item.scenario.until)
      let resolved = engine.detents
      func index(_ d: SheetEvent.Destination) -> Int {
        switch d {
        case .dismiss: return -1
        case let .detent(id): return resolved.firstIndex { $0.id == id } ?? -2
        }
      }
      detents = resolved.map(\.height)
      considersDismissal =
        configuration.style.capabilities.isPresentable || configuration.isDismissible
      if let released {
        let v = -released.velocity
        velocity = v
        height =
          released.projected
          - Projection.distance(
            velocity: v, decelerationRate: configuration.behavior.decelerationRate)
      }
      intent = index(item.intent)
      landed = index(
        engine.isPresented ? .detent(engine.selectedDetentID ?? resolved[0].id) : .dismiss)
    }
  }

  /// The throws (flicks, accelerating throws, nudges) that a *k*-nearest-neighbour vote lands
  /// where the person meant, per kind: not a rule, an estimate of the best any function of
  /// what the target rule sees (height, velocity, detents, whether it may dismiss) can do
  /// under the corpus's model of intent. The vote is over `neighbours` gestures of a training
  /// corpus (`trainingCount` gestures from `trainingSeed`) with the same detents, style and
  /// direction, nearest in (velocity / 1 000 pt/s, height / 100 pt).
  public static func ceiling(
    _ releases: [Release], trainingCount: Int = 40_000, trainingSeed: UInt64 = 4242,
    neighbours: Int = 31
  ) -> [GestureKind: (correct: Int, total: Int)] {
    struct Key: Hashable {
      var style: String
      var detents: [Double]
      var considers: Bool
      var up: Bool
    }
    func key(_ r: Release, _ v: Double) -> Key {
      Key(
        style: r.item.scenario.configuration.style.rawValue, detents: r.detents,
        considers: r.considersDismissal, up: v > 0)
    }
    var training: [Key: [(v: Double, h: Double, intent: Int)]] = [:]
    for item in CorpusGenerator().generate(count: trainingCount, seed: trainingSeed)
    where GestureKind.throwing.contains(item.kind) {
      let r = Release(item)
      guard let v = r.velocity, let h = r.height else { continue }
      training[key(r, v), default: []].append((v / 1000, h / 100, r.intent))
    }
    var out: [GestureKind: (correct: Int, total: Int)] = [:]
    for r in releases where GestureKind.throwing.contains(r.item.kind) {
      var vote = r.landed
      if let v = r.velocity, let h = r.height, let group = training[key(r, v)] {
        let nearest = group.map {
          (($0.v - v / 1000) * ($0.v - v / 1000) + ($0.h - h / 100) * ($0.h - h / 100), $0.intent)
        }
        .sorted { $0.0 < $1.0 }.prefix(neighbours)
        var counts: [Int: Int] = [:]
        for (_, intent) in nearest { counts[intent, default: 0] += 1 }
        vote =
          counts.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }?.key
          ?? vote
      }
      let entry = out[r.item.kind] ?? (0, 0)
      out[r.item.kind] = (entry.correct + (vote == r.intent ? 1 : 0), entry.total + 1)
    }
    return out
  }

  /// One line per gesture: what the release saw (height, velocity, detents) and what the
  /// person meant, as CSV, for offline analysis of target rules.
  public static func releaseCSV(count: Int, seed: UInt64) -> String {
    let items = CorpusGenerator().generate(count: count, seed: seed)
    var out = "id,kind,style,hz,traits,intent,detents,considers,h,v,engine\n"
    for r in items.map(Release.init) {
      let cells: [String] = [
        r.item.id, r.item.kind.rawValue, r.item.scenario.configuration.style.rawValue,
        String(Int(r.item.samplingRate)), r.item.traits.joined(separator: ";"), String(r.intent),
        r.detents.map { String($0) }.joined(separator: ";"), String(r.considersDismissal),
        r.height.map { String($0) } ?? "", r.velocity.map { String($0) } ?? "", String(r.landed),
      ]
      out += cells.joined(separator: ",") + "\n"
    }
    return out
  }
}
