@_spi(Lab) import BottomSheetCore

/// The aggregate metrics of one algorithm over a corpus. `docs/LAB.md` defines each.
public struct AlgorithmScore: Sendable {
  /// The algorithm.
  public var algorithm: SheetAlgorithm
  /// Gestures measured.
  public var gestures = 0
  /// Gestures that ended where the person meant.
  public var correct = 0
  /// Correct and total per gesture kind.
  public var byKind: [GestureKind: (correct: Int, total: Int)] = [:]
  /// Mean tracking error over all in-range drag samples, points.
  public var trackingMean = 0.0
  /// Largest tracking error, points.
  public var trackingMax = 0.0
  /// Gestures whose finger moved monotonically.
  public var monotonicGestures = 0
  /// Reversals summed over those gestures.
  public var reversals = 0
  /// Monotonic gestures with at least one reversal.
  public var gesturesWithReversals = 0
  /// Mean speed jump at release, points per second.
  public var speedJumpMean = 0.0
  /// Median speed jump at release, points per second.
  public var speedJumpMedian = 0.0
  /// Largest speed jump at release, points per second.
  public var speedJumpMax = 0.0
  /// Mean settle time, seconds (gestures that came to rest).
  public var settleMean = 0.0
  /// Longest settle time, seconds.
  public var settleMax = 0.0
  /// Gestures that had not come to rest by their scenario's end.
  public var unsettled = 0
  /// Mean overshoot past the final detent, points (gestures ending on a detent).
  public var overshootMean = 0.0
  /// Largest overshoot, points.
  public var overshootMax = 0.0
  /// Released / true finger velocity at the lift, per gesture kind, for throwing fingers.
  public var ratios: [GestureKind: RatioSummary] = [:]
  /// The same over every throw (flicks, accelerating throws and nudges).
  public var throwRatios: RatioSummary?

  /// Intent accuracy, percent.
  public var accuracy: Double { gestures > 0 ? 100 * Double(correct) / Double(gestures) : 0 }

  /// Aggregates `measurements` of `algorithm` on `items` (same order).
  public init(
    algorithm: SheetAlgorithm, items: [CorpusItem], measurements: [GestureMeasurement]
  ) {
    self.algorithm = algorithm
    gestures = measurements.count
    var trackingSum = 0.0
    var trackingCount = 0
    var jumps: [Double] = []
    var settles: [Double] = []
    var overshoots: [Double] = []
    var ratioLists: [GestureKind: [Double]] = [:]
    var throwList: [Double] = []
    for (item, m) in zip(items, measurements) {
      if let ratio = m.velocityRatio {
        ratioLists[item.kind, default: []].append(ratio)
        if GestureKind.throwing.contains(item.kind) { throwList.append(ratio) }
      }
      if m.correct { correct += 1 }
      let kind = byKind[item.kind] ?? (0, 0)
      byKind[item.kind] = (kind.correct + (m.correct ? 1 : 0), kind.total + 1)
      trackingSum += m.trackingErrorSum
      trackingCount += m.trackingSamples
      trackingMax = max(trackingMax, m.trackingErrorMax)
      if m.monotonic {
        monotonicGestures += 1
        reversals += m.reversals
        if m.reversals > 0 { gesturesWithReversals += 1 }
      }
      if let jump = m.speedJump { jumps.append(jump) }
      if let settle = m.settleTime { settles.append(settle) } else { unsettled += 1 }
      if let overshoot = m.overshoot { overshoots.append(overshoot) }
    }
    trackingMean = trackingCount > 0 ? trackingSum / Double(trackingCount) : 0
    speedJumpMean = Self.mean(jumps)
    speedJumpMax = jumps.max() ?? 0
    let sorted = jumps.sorted()
    if !sorted.isEmpty {
      let mid = sorted.count / 2
      speedJumpMedian = sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
    }
    settleMean = Self.mean(settles)
    settleMax = settles.max() ?? 0
    overshootMean = Self.mean(overshoots)
    overshootMax = overshoots.max() ?? 0
    for (kind, list) in ratioLists { ratios[kind] = RatioSummary(list) }
    throwRatios = throwList.isEmpty ? nil : RatioSummary(throwList)
  }

  static func mean(_ values: [Double]) -> Double {
    values.isEmpty ? 0 : values.reduce(0, +) / Double(values.count)
  }
}

/// The distribution of released / true finger velocity at the lift over some gestures.
public struct RatioSummary: Sendable, Equatable {
  /// Gestures counted.
  public var count: Int
  /// 5th percentile, median and 95th percentile (nearest rank).
  public var p5: Double
  /// The median (nearest rank).
  public var median: Double
  /// The 95th percentile (nearest rank).
  public var p95: Double
  /// Share of gestures within ``band``, 0…1.
  public var withinBand: Double

  /// The band the issue asks most throws to fall in.
  public static let band = 0.85...1.15

  /// Summarises `ratios` (not empty).
  public init(_ ratios: [Double]) {
    let sorted = ratios.sorted()
    count = sorted.count
    func rank(_ q: Double) -> Double {
      guard !sorted.isEmpty else { return 0 }
      let index = Int((q * Double(sorted.count)).rounded(.up)) - 1
      return sorted[min(max(index, 0), sorted.count - 1)]
    }
    p5 = rank(0.05)
    median = rank(0.5)
    p95 = rank(0.95)
    let inside = sorted.filter { Self.band.contains($0) }.count
    withinBand = sorted.isEmpty ? 0 : Double(inside) / Double(sorted.count)
  }

  /// `0.97 / 1.00 / 1.04 (93 % in 0.85–1.15, n = 120)`.
  public var text: String {
    let f = TextFormat.fixed
    return f(p5, 2) + " / " + f(median, 2) + " / " + f(p95, 2) + " ("
      + f(withinBand * 100, 0) + " % in 0.85–1.15, n = \(count))"
  }
}

extension GestureKind {
  /// The kinds whose finger throws the sheet.
  public static let throwing: [GestureKind] = [.flick, .accelerating, .nudge]
}

/// Runs a corpus through the engine and the baselines and reports the metrics side by side
/// (`sheetlab compare`).
public struct Comparison: Sendable {
  /// The corpus size.
  public var count: Int
  /// The corpus seed.
  public var seed: UInt64
  /// One score per algorithm, in the order given.
  public var scores: [AlgorithmScore]
  /// Each gesture's measurements, per algorithm id, in corpus order.
  public var measurements: [String: [GestureMeasurement]]
  /// The corpus.
  public var items: [CorpusItem]

  /// Generates the corpus (`count`, `seed`) and measures every algorithm on it.
  public static func run(
    count: Int, seed: UInt64, algorithms: [SheetAlgorithm] = SheetAlgorithm.all,
    step: Double = 0.002
  ) -> Comparison {
    let items = CorpusGenerator().generate(count: count, seed: seed)
    return run(items: items, seed: seed, algorithms: algorithms, step: step)
  }

  /// Measures every algorithm on `items`.
  public static func run(
    items: [CorpusItem], seed: UInt64, algorithms: [SheetAlgorithm] = SheetAlgorithm.all,
    step: Double = 0.002
  ) -> Comparison {
    var scores: [AlgorithmScore] = []
    var all: [String: [GestureMeasurement]] = [:]
    let geometry = items.map { BaselineGeometry($0.scenario).detents }
    for algorithm in algorithms {
      var measurements: [GestureMeasurement] = []
      for (item, detents) in zip(items, geometry) {
        let trace = SheetTrace.record(algorithm, item.scenario, step: step)
        measurements.append(GestureMeasurement(item: item, trace: trace, detents: detents))
      }
      all[algorithm.id] = measurements
      scores.append(AlgorithmScore(algorithm: algorithm, items: items, measurements: measurements))
    }
    return Comparison(
      count: items.count, seed: seed, scores: scores, measurements: all, items: items)
  }

  /// The score of the algorithm with `id`.
  public func score(_ id: String) -> AlgorithmScore? { scores.first { $0.algorithm.id == id } }

  /// The command that regenerates this comparison.
  public var command: String {
    "swift run --package-path Lab sheetlab compare --count \(count) --seed \(seed)"
  }

  /// Column titles of the tables.
  static let header = [
    "algorithm", "intent", "placements", "nudges", "tracking mean / max", "reversals",
    "release jump mean / max",
    "settle mean / max", "overshoot mean / max", "release / finger v (throws)",
  ]

  func cells(_ s: AlgorithmScore) -> [String] {
    let f = TextFormat.fixed
    return [
      s.algorithm.id,
      f(s.accuracy, 1) + " %",
      s.byKind[.placement].map { "\($0.correct)/\($0.total)" } ?? "—",
      s.byKind[.nudge].map { "\($0.correct)/\($0.total)" } ?? "—",
      f(s.trackingMean, 1) + " / " + f(s.trackingMax, 1) + " pt",
      "\(s.reversals) in \(s.gesturesWithReversals)/\(s.monotonicGestures)",
      f(s.speedJumpMean, 0) + " / " + f(s.speedJumpMax, 0) + " pt/s",
      f(s.settleMean, 2) + " / " + f(s.settleMax, 2) + " s"
        + (s.unsettled > 0 ? " (\(s.unsettled) unsettled)" : ""),
      f(s.overshootMean, 1) + " / " + f(s.overshootMax, 1) + " pt",
      s.throwRatios.map {
        f($0.median, 2) + " (" + f($0.withinBand * 100, 0) + " % in 0.85–1.15)"
      } ?? "—",
    ]
  }

  /// Intent accuracy per gesture kind, as `placement 27/28 · flick …`.
  public func accuracyByKind(_ s: AlgorithmScore) -> String {
    GestureKind.allCases.compactMap { kind in
      guard let entry = s.byKind[kind] else { return nil }
      return "\(kind.rawValue) \(entry.correct)/\(entry.total)"
    }.joined(separator: " · ")
  }

  /// The comparison as a terminal table, with per-kind accuracy and the corpus summary.
  public var table: String {
    var out = "corpus: \(count) gestures, seed \(seed) (\(command))\n\n"
    out += TextTable(
      header: Self.header, rows: scores.map(cells), rightAligned: [1, 2, 3, 4, 5, 6, 7, 8, 9]
    )
    .render()
    out += "\nintent accuracy by gesture kind:\n"
    for s in scores {
      out += "  " + TextFormat.pad(s.algorithm.id, 18) + accuracyByKind(s) + "\n"
    }
    out += "\nreleased / true finger velocity at lift, p5 / median / p95 (throwing fingers):\n"
    for s in scores where s.throwRatios != nil {
      out +=
        "  " + TextFormat.pad(s.algorithm.id, 18) + "throws " + (s.throwRatios?.text ?? "")
        + "\n"
      for kind in GestureKind.allCases {
        guard let r = s.ratios[kind] else { continue }
        out += "  " + TextFormat.pad("", 18) + TextFormat.pad(kind.rawValue, 13) + r.text + "\n"
      }
    }
    out += "\nreversals: count in gestures-with-any / monotonic-finger gestures.\n"
    return out
  }

  /// Intent accuracy and released / true finger velocity per gesture kind, as Markdown.
  public var markdownByKind: String {
    let kinds = GestureKind.allCases.filter { kind in scores.contains { $0.byKind[kind] != nil } }
    var out = "| algorithm | " + kinds.map(\.rawValue).joined(separator: " | ") + " |\n"
    out += "|---|" + kinds.map { _ in "---:" }.joined(separator: "|") + "|\n"
    for s in scores {
      let cells = kinds.map { kind -> String in
        guard let entry = s.byKind[kind] else { return "—" }
        return "\(entry.correct)/\(entry.total)"
      }
      out += "| `" + s.algorithm.id + "` | " + cells.joined(separator: " | ") + " |\n"
    }
    let f = TextFormat.fixed
    out += "\nReleased / true finger velocity at the lift, 5th percentile / median / 95th "
    out += "percentile (share within 0.85–1.15), for fingers at least 100 pt/s at the lift:\n\n"
    out += "| algorithm | " + kinds.map(\.rawValue).joined(separator: " | ") + " |\n"
    out += "|---|" + kinds.map { _ in "---:" }.joined(separator: "|") + "|\n"
    for s in scores where s.throwRatios != nil {
      let cells = kinds.map { kind -> String in
        guard let r = s.ratios[kind] else { return "—" }
        return f(r.p5, 2) + " / " + f(r.median, 2) + " / " + f(r.p95, 2) + " ("
          + f(r.withinBand * 100, 0) + " %)"
      }
      out += "| `" + s.algorithm.id + "` | " + cells.joined(separator: " | ") + " |\n"
    }
    return out
  }

  /// The comparison as a Markdown table (for `docs/LAB.md` and `docs/PHYSICS-RESULTS.md`).
  public var markdown: String {
    var out = "| " + Self.header.joined(separator: " | ") + " |\n"
    out +=
      "|" + Self.header.enumerated().map { $0.offset == 0 ? "---" : "---:" }.joined(separator: "|")
      + "|\n"
    for s in scores {
      var row = cells(s)
      row[0] = "`" + row[0] + "`"
      out += "| " + row.joined(separator: " | ") + " |\n"
    }
    return out
  }
}

extension Comparison {
  /// One line per gesture for the algorithm with `id`: intent, landing and metrics, for
  /// finding the gestures behind an aggregate.
  public func details(_ id: String) -> String {
    guard let measurements = measurements[id] else { return "unknown algorithm \(id)\n" }
    let f = TextFormat.fixed
    var rows: [[String]] = []
    for (item, m) in zip(items, measurements) {
      rows.append([
        item.id, item.startDetent.rawValue + " → " + item.intentName,
        (m.correct ? "" : "✗ ") + CorpusItem.name(m.landed),
        item.plannedSpeed.map { f($0, 0) } ?? "", f(m.trackingErrorMax, 1),
        m.monotonic ? String(m.reversals) : "-", m.speedJump.map { f($0, 0) } ?? "",
        m.velocityRatio.map { f($0, 2) } ?? "", m.settleTime.map { f($0, 3) } ?? "—",
        m.overshoot.map { f($0, 1) } ?? "",
        "\(Int(item.samplingRate)) Hz " + item.traits.joined(separator: ","),
      ])
    }
    return TextTable(
      header: [
        "gesture", "intent", "landed", "planned v", "track max", "rev", "jump", "v ratio",
        "settle", "overshoot", "sampling, traits",
      ], rows: rows, rightAligned: [3, 4, 5, 6, 7, 8, 9]
    ).render()
  }
}
