@_spi(Lab) import BottomSheetCore
@_spi(Lab) import BottomSheetTooling

/// The data a timeline draws — segments, releases, bands, labels — derived from the scenario
/// and its outcome, kept apart from the drawing so it can be tested on its own.
extension TimelineRenderer {
  static func segments(_ scenario: Scenario, until: Double) -> [Segment] {
    var cuts: [Double] = [0]
    for event in scenario.events {
      guard case .updateContext = event.kind, let last = cuts.last else { continue }
      if event.t > last + 1e-9 && event.t < until { cuts.append(event.t) }
    }
    return cuts.enumerated().map { n, t in
      let engine = ScenarioProbe.engine(scenario, at: t)
      return Segment(
        start: t, end: n + 1 < cuts.count ? cuts[n + 1] : until, base: engine.metrics.base,
        containerHeight: engine.metrics.containerHeight, detents: engine.detents)
    }
  }

  static func releases(_ scenario: Scenario, outcome: Outcome, segments: [Segment]) -> [Release] {
    var result: [Release] = []
    for event in outcome.log {
      let segment = segments.last { $0.start <= event.time + 1e-9 } ?? segments[0]
      func top(_ destination: SheetEvent.Destination) -> (String, Double) {
        switch destination {
        case .dismiss:
          return ("dismiss", segment.containerHeight)
        case let .detent(id):
          let height = segment.detents.first { $0.id == id }?.height ?? 0
          return (id.rawValue, segment.base - height)
        }
      }
      var release: Release
      switch event.kind {
      case let .released(velocity, projected, target):
        let (name, targetTop) = top(target)
        release = Release(
          t: event.time, cancelled: false, velocity: velocity, projectedHeight: projected,
          projectedTop: segment.base - projected, target: name, targetTop: targetTop, sheetTop: 0)
      case let .cancelled(id):
        let (name, targetTop) = top(.detent(id))
        release = Release(
          t: event.time, cancelled: true, velocity: 0, projectedHeight: nil, projectedTop: nil,
          target: name, targetTop: targetTop, sheetTop: 0)
      case .settled:
        if let index = result.indices.last, result[index].settledAt == nil {
          result[index].settledAt = event.time
        }
        continue
      default:
        continue
      }
      release.sheetTop = ScenarioProbe.layout(scenario, at: event.time).top
      result.append(release)
    }
    return result
  }

  static func facts(_ releases: [Release], outcome: Outcome) -> [String] {
    var lines: [String] = []
    for release in releases.prefix(2) {
      var text: String
      if release.cancelled {
        text = "cancelled at \(TextFormat.fixed(release.t, 3)) s → \(release.target)"
      } else {
        let direction = release.velocity < 0 ? "up" : release.velocity > 0 ? "down" : "at rest"
        text =
          "released at \(TextFormat.fixed(release.t, 3)) s, v = "
          + "\(TextFormat.fixed(release.velocity, 0)) pt/s (\(direction)), projected height "
          + "\(TextFormat.fixed(release.projectedHeight ?? 0, 0)) pt → \(release.target)"
      }
      if let settled = release.settledAt {
        text += ", settled at \(TextFormat.fixed(settled, 3)) s"
      }
      lines.append(text)
    }
    let final = outcome.final
    let where_ = final.isPresented ? (final.selectedDetent?.rawValue ?? "none") : "dismissed"
    lines.append(
      "final: \(where_), height \(TextFormat.fixed(final.height, 1)) pt, \(final.phase.rawValue)"
        + (outcome.diagnostics.isEmpty ? "" : " · \(outcome.diagnostics.count) diagnostic(s)"))
    return lines
  }

  struct Band {
    var phase: SheetPhase
    var start: Double
    var end: Double
  }

  /// Contiguous runs of dragging or settling frames.
  static func bands(_ frames: [SheetLayout], until: Double) -> [Band] {
    var bands: [Band] = []
    for (n, frame) in frames.enumerated() where frame.phase == .dragging || frame.phase == .settling
    {
      let end = n + 1 < frames.count ? frames[n + 1].time : min(frame.time, until)
      if let last = bands.last, last.phase == frame.phase, abs(last.end - frame.time) < 1e-9 {
        bands[bands.count - 1].end = end
      } else {
        bands.append(Band(phase: frame.phase, start: frame.time, end: end))
      }
    }
    return bands
  }

  /// A short label for the event strip.
  static func shortName(_ event: SheetEvent) -> String {
    switch event.kind {
    case let .released(_, _, target):
      switch target {
      case let .detent(id): return "released→" + id.rawValue
      case .dismiss: return "released→dismiss"
      }
    case let .settled(id): return "settled " + id.rawValue
    case let .selectionChanged(_, to): return "selected " + to.rawValue
    case let .detentCrossed(id, upward): return (upward ? "↑" : "↓") + id.rawValue
    case let .dismissed(reason): return "dismissed (" + reason.rawValue + ")"
    case let .dismissBlocked(reason): return "blocked (" + reason.rawValue + ")"
    case let .handoff(_, to): return "handoff→" + to.rawValue
    case let .cancelled(target): return "cancelled→" + target.rawValue
    default: return event.typeName
    }
  }

  /// 1, 2 or 5 times a power of ten, at least `raw`.
  static func niceStep(_ raw: Double) -> Double {
    guard raw.isFinite, raw > 0 else { return 1 }
    var magnitude = 1.0
    while magnitude > raw { magnitude /= 10 }
    while magnitude * 10 <= raw { magnitude *= 10 }
    for factor in [1.0, 2, 5, 10] where magnitude * factor >= raw - 1e-12 {
      return magnitude * factor
    }
    return magnitude * 10
  }

  /// Moves labels apart vertically so neighbours are at least `minimumGap` apart, keeping
  /// their order and staying inside `range` where possible.
  static func spread(
    _ labels: [(y: Double, text: String, color: String)], minimumGap: Double,
    within range: ClosedRange<Double>
  ) -> [(y: Double, text: String, color: String)] {
    var sorted = labels.sorted { $0.y < $1.y }
    guard !sorted.isEmpty else { return sorted }
    sorted[0].y = max(sorted[0].y, range.lowerBound)
    for i in 1..<sorted.count where sorted[i].y < sorted[i - 1].y + minimumGap {
      sorted[i].y = sorted[i - 1].y + minimumGap
    }
    if let last = sorted.last, last.y > range.upperBound {
      sorted[sorted.count - 1].y = range.upperBound
      for i in stride(from: sorted.count - 2, through: 0, by: -1)
      where sorted[i].y > sorted[i + 1].y - minimumGap {
        sorted[i].y = sorted[i + 1].y - minimumGap
      }
    }
    return sorted
  }
}
