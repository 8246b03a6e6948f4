@_spi(Lab) @_spi(Study) import BottomSheetCore
@_spi(Study) import BottomSheetTooling

/// The release-velocity study (`sheetlab study`, `docs/LAB.md` "Velocity study"): the engine
/// replayed with each candidate estimator, and with a modelled platform velocity, on the same
/// corpus, clean and with hostile input added.
public struct VelocityStudy: Sendable {
  /// One row: a candidate and what it scored.
  public struct Row: Sendable {
    /// The candidate's name.
    public var id: String
    /// The corpus variant: `clean` or `hostile`.
    public var corpus: String
    /// Its score on that corpus.
    public var score: AlgorithmScore
  }

  /// The candidates, in table order.
  static let estimators: [(id: String, estimator: StudyEstimator)] = [
    ("conservative (previous)", .conservative),
    ("LSQ2 100 ms (Flutter, Android)", .leastSquares(degree: 2, horizon: 0.1)),
    ("LSQ1 100 ms", .leastSquares(degree: 1, horizon: 0.1)),
    ("LSQ2 50 ms", .leastSquares(degree: 2, horizon: 0.05)),
    ("impulse (Android)", .impulse),
    ("recent 20 ms", .recent(horizon: 0.02, rejectsTwitch: true)),
    ("recent 25 ms", .recent(horizon: 0.025, rejectsTwitch: true)),
    ("recent 30 ms", .recent(horizon: 0.03, rejectsTwitch: true)),
    ("recent 40 ms", .recent(horizon: 0.04, rejectsTwitch: true)),
    ("recent 40 ms, no twitch rule", .recent(horizon: 0.04, rejectsTwitch: false)),
    ("recent 60 ms", .recent(horizon: 0.06, rejectsTwitch: true)),
    ("recent 25 ms, cubic cap 40 ms", .recentCapped(horizon: 0.025, cubicHorizon: 0.04, floor: 0)),
    ("recent 30 ms, cubic cap 50 ms", .recentCapped(horizon: 0.03, cubicHorizon: 0.05, floor: 0)),
    (
      "recent 30 ms, cubic cap 50 ms, floor 0.5",
      .recentCapped(horizon: 0.03, cubicHorizon: 0.05, floor: 0.5)
    ),
    (
      "recent 30 ms, cubic cap 50 ms, floor 0.7",
      .recentCapped(horizon: 0.03, cubicHorizon: 0.05, floor: 0.7)
    ),
    ("recent 30 ms, cubic cap 50 ms, floor 0.8 (#14)", .issue14),
    ("#14 with roll, rest and line test (#21, chosen)", .rule(.standard)),
  ]

  /// The rows, clean corpus first.
  public var rows: [Row]
  /// The corpus size and seed.
  public var count: Int
  /// The corpus seed.
  public var seed: UInt64

  /// Runs the study on `count` gestures from `seed`.
  public static func run(count: Int, seed: UInt64) -> VelocityStudy {
    let clean = CorpusGenerator().generate(count: count, seed: seed)
    var hostileRng = SplitMix64(seed: seed ^ 0x5EED_F1CC)
    let hostile = clean.map { hostileItem($0, rng: &hostileRng) }
    var rows: [Row] = []
    for (name, items) in [("clean", clean), ("hostile", hostile)] {
      let algorithms = estimators.map { SheetAlgorithm.engine(estimator: $0.estimator, id: $0.id) }
      let comparison = Comparison.run(items: items, seed: seed, algorithms: algorithms)
      for score in comparison.scores {
        rows.append(Row(id: score.algorithm.id, corpus: name, score: score))
      }
      // The platform's velocity, modelled (see `platformItem`): used only where the engine has
      // fewer than three samples, wherever the engine's rules allow, and as it comes.
      let platform = items.map(platformItem)
      func uses(_ use: SheetEngine.PlatformVelocityUse, _ id: String) -> SheetAlgorithm {
        SheetAlgorithm(
          id: id, name: "platform velocity, \(id)", summary: "A modelled platform velocity.",
          isBaseline: false, makeModel: { EngineModel($0, platformVelocityUse: use) })
      }
      let gated = Comparison.run(
        items: platform, seed: seed,
        algorithms: [
          uses(.whenSparse, "platform when < 3 samples (chosen)"),
          uses(.whenAllowed, "platform unless rest or reversed"),
          uses(.always, "platform as reported"),
        ])
      for score in gated.scores {
        rows.append(Row(id: score.algorithm.id, corpus: name, score: score))
      }
    }
    return VelocityStudy(rows: rows, count: count, seed: seed)
  }

  /// `item` with hostile input added: 0.5 pt (σ) position noise on every sample, a duplicate
  /// timestamp on one sample in ten, and on half the throws a lift-off twitch: the `up` lands
  /// 1–4 pt back from the previous sample, against the motion.
  public static func hostileItem(_ item: CorpusItem, rng: inout SplitMix64) -> CorpusItem {
    var out = item
    var events: [ScenarioEvent] = []
    func noisy(_ p: SheetPoint) -> SheetPoint {
      SheetPoint(x: p.x + 0.5 * rng.normal(), y: p.y + 0.5 * rng.normal())
    }
    let twitches = GestureKind.throwing.contains(item.kind) && rng.chance(0.5)
    for event in item.scenario.events {
      switch event.kind {
      case let .touchMoved(p):
        events.append(ScenarioEvent(t: event.t, .touchMoved(to: noisy(p))))
        if rng.chance(0.1) { events.append(ScenarioEvent(t: event.t, .touchMoved(to: noisy(p)))) }
      case let .touchUp(p, velocity):
        var point = noisy(p)
        if twitches, let last = events.last, case let .touchMoved(previous) = last.kind {
          let direction: Double = p.y >= previous.y ? 1 : -1
          point = SheetPoint(x: previous.x, y: previous.y - direction * rng.uniform(1, 4))
        }
        events.append(ScenarioEvent(t: event.t, .touchUp(at: point, platformVelocity: velocity)))
      default:
        events.append(event)
      }
    }
    out.scenario.events = events
    return out
  }

  /// `item` whose `up` carries a modelled platform velocity: the finger's true velocity at the
  /// last `move` before the lift. UIKit's pan recognizer reports in `.ended` the velocity of
  /// its last `.changed` callback, which is stale after a hold (see `docs/LAB.md`); this
  /// model is otherwise ideal.
  public static func platformItem(_ item: CorpusItem) -> CorpusItem {
    var out = item
    var lastMove: Double?
    out.scenario.events = item.scenario.events.map { event in
      switch event.kind {
      case .touchMoved:
        lastMove = event.t
        return event
      case let .touchUp(p, _):
        let t = lastMove ?? event.t
        let dt = 0.0005
        let a = item.path.point(at: t - dt)
        let b = item.path.point(at: t + dt)
        let v = SheetVelocity(x: (b.x - a.x) / (2 * dt), y: (b.y - a.y) / (2 * dt))
        return ScenarioEvent(t: event.t, .touchUp(at: p, platformVelocity: v))
      default:
        return event
      }
    }
    return out
  }

  /// The study as a Markdown table.
  public var markdown: String { Self.markdown(rows, title: "estimator") }

  /// `rows` as a Markdown table whose candidate column is called `title`.
  static func markdown(_ rows: [Row], title: String) -> String {
    let f = TextFormat.fixed
    var out = "| corpus | \(title) | intent | placement | flick | accelerating | nudge | peek "
    out += "| throws in 0.85–1.15 | ratio p5 / median / p95 | release jump mean / max |\n"
    out += "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n"
    for row in rows {
      let s = row.score
      var cells = [row.corpus, "`" + row.id + "`", f(s.accuracy, 1) + " %"]
      for kind in GestureKind.allCases {
        let entry = s.byKind[kind] ?? (0, 0)
        cells.append("\(entry.correct)/\(entry.total)")
      }
      let r = s.throwRatios
      cells.append(r.map { f($0.withinBand * 100, 1) + " %" } ?? "—")
      cells.append(r.map { f($0.p5, 2) + " / " + f($0.median, 2) + " / " + f($0.p95, 2) } ?? "—")
      cells.append(f(s.speedJumpMean, 0) + " / " + f(s.speedJumpMax, 0) + " pt/s")
      out += "| " + cells.joined(separator: " | ") + " |\n"
    }
    return out
  }
}
