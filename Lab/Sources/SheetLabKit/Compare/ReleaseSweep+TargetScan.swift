@_spi(Lab) @_spi(Study) import BottomSheetCore

extension ReleaseSweep {
  /// The target rule's own reach (issue #21, "intent within a point of the ceiling"): every
  /// gesture of `seeds` default corpora handed to `TargetSelection.computeTarget` with the
  /// finger's *true* lift height and velocity, under the engine's nudge rule, without it, and
  /// with its two constants (``SheetBehavior/nudgeDistance``, ``SheetBehavior/nudgeSkipTime``)
  /// moved. No estimator is involved, so what a row misses no release-velocity rule can land
  /// with that target rule. A Markdown table, median / worst seed per gesture kind, the
  /// corpus's ceiling first.
  public static func targetScan(count: Int, firstSeed: UInt64, seeds: Int) -> String {
    var variants: [(name: String, distance: Double?, skip: Double?)] = [
      ("engine (70 pt, 0.1 s)", nil, nil), ("no nudge rule", 0, nil),
    ]
    for distance in [50.0, 70, 90] {
      for skip in [0.05, 0.16] {
        variants.append(("\(Int(distance)) pt, \(skip) s", distance, skip))
      }
    }
    let corpora = (0..<max(1, seeds)).map { k in
      CorpusGenerator(model: GestureModel()).generate(count: count, seed: firstSeed &+ UInt64(k))
    }
    let kinds: [GestureKind] = [.placement, .flick, .accelerating, .nudge, .peek]
    let f = TextFormat.fixed
    func row(_ name: String, _ perSeed: [(all: Double, kinds: [GestureKind: Double])]) -> String {
      func cell(_ values: [Double]) -> String {
        let s = spread(values)
        return f(s.median, 1) + " / " + f(s.worst, 1)
      }
      var cells = [name, cell(perSeed.map(\.all))]
      for kind in kinds { cells.append(cell(perSeed.map { $0.kinds[kind] ?? 100 })) }
      return "| " + cells.joined(separator: " | ") + " |\n"
    }
    func percentages(_ items: [CorpusItem], _ isRight: (CorpusItem) -> Bool)
      -> (all: Double, kinds: [GestureKind: Double])
    {
      var total: [GestureKind: Int] = [:]
      var right: [GestureKind: Int] = [:]
      for item in items {
        total[item.kind, default: 0] += 1
        if isRight(item) { right[item.kind, default: 0] += 1 }
      }
      var byKind: [GestureKind: Double] = [:]
      for (kind, n) in total { byKind[kind] = Tally.percent(right[kind] ?? 0, n) }
      return (Tally.percent(right.values.reduce(0, +), items.count), byKind)
    }
    var out = "| target rule, true lift velocity | intent | placement | flick | accelerating "
    out += "| nudge | peek |\n|---|---:|---:|---:|---:|---:|---:|\n"
    out += row("ceiling", corpora.map { percentages($0, achievable) })
    for variant in variants {
      out += row(
        variant.name,
        corpora.map { items in
          percentages(items) { item in
            var behavior = item.scenario.configuration.behavior
            if let distance = variant.distance { behavior.nudgeDistance = distance }
            if let skip = variant.skip { behavior.nudgeSkipTime = skip }
            let geometry = BaselineGeometry(item.scenario)
            let start = geometry.detents[geometry.startIndex].height
            let height = start + (item.path.origin.y - item.path.point(at: item.upTime).y)
            return lands(item, height: height, behavior: behavior)
          }
        })
    }
    return out
  }
}
