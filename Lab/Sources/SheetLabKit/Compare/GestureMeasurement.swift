@_spi(Lab) import BottomSheetCore

/// The metrics of one corpus gesture under one algorithm. `docs/LAB.md` defines each.
public struct GestureMeasurement: Sendable {
  /// Where the sheet ended.
  public var landed: SheetEvent.Destination
  /// Whether that is where the person meant it to go.
  public var correct: Bool
  /// Sum of |sheet displacement − finger displacement| over the drag's samples inside the
  /// detent range, points.
  public var trackingErrorSum: Double
  /// Number of samples in that sum.
  public var trackingSamples: Int
  /// The largest such error, points.
  public var trackingErrorMax: Double
  /// Whether the finger moved monotonically (never back) between down and up.
  public var monotonic: Bool
  /// Times the sheet moved against the finger's direction by more than
  /// ``reversalThreshold`` during a monotonic drag (0 for non-monotonic ones).
  public var reversals: Int
  /// |sheet velocity just after the lift − just before|, points per second.
  public var speedJump: Double?
  /// Seconds from the lift until the sheet stays within ``restTolerance`` of where it ends;
  /// nil if it had not come to rest by the scenario's end.
  public var settleTime: Double?
  /// How far past its final detent the sheet travelled after the lift, points; nil for
  /// dismissals (off screen, invisible).
  public var overshoot: Double?
  /// The finger's true vertical velocity at the lift (the `up` event's time), from the
  /// corpus's finger path, pt/s (y down).
  public var fingerVelocityAtLift: Double?
  /// The vertical velocity the algorithm released with, pt/s (y down); nil if it keeps none.
  public var releasedVelocity: Double?
  /// ``releasedVelocity`` / ``fingerVelocityAtLift`` when the finger was throwing (at least
  /// ``throwSpeed`` at the lift).
  public var velocityRatio: Double?

  /// A finger at least this fast at the lift (pt/s) is throwing: its ratio is measured.
  public static let throwSpeed = 100.0

  /// Movement against the finger smaller than this (points) is not a reversal.
  public static let reversalThreshold = 0.5
  /// Distance from the final position that counts as at rest, points.
  public static let restTolerance = 0.5

  /// Measures `trace` (the run of an algorithm on `item`'s scenario).
  @_spi(Lab) public init(item: CorpusItem, trace: SheetTrace, detents: [ResolvedDetent]) {
    landed = trace.destination
    correct = trace.destination == item.intent
    let touches = trace.touches
    let down = touches.first { $0.phase == "down" }
    let lift = touches.first { $0.phase == "up" || $0.phase == "cancel" }
    trackingErrorSum = 0
    trackingSamples = 0
    trackingErrorMax = 0
    monotonic = false
    reversals = 0
    speedJump = nil
    settleTime = nil
    overshoot = nil
    fingerVelocityAtLift = nil
    releasedVelocity = nil
    velocityRatio = nil
    guard let down, let lift, let lowest = detents.first?.height,
      let highest = detents.last?.height
    else { return }

    // Tracking: the grid inside the drag, against the latest finger sample.
    var latest = 0
    var dragSamples: [(t: Double, height: Double)] = []
    for sample in trace.grid where sample.t >= down.t && sample.t < lift.t {
      while latest + 1 < touches.count && touches[latest + 1].t <= sample.t + 1e-12 {
        latest += 1
      }
      let ideal = down.height + (down.fingerY - touches[latest].fingerY)
      dragSamples.append((sample.t, sample.height))
      guard ideal >= lowest - 1e-9 && ideal <= highest + 1e-9 else { continue }
      let error = abs(sample.height - ideal)
      trackingErrorSum += error
      trackingSamples += 1
      trackingErrorMax = max(trackingErrorMax, error)
    }

    // Reversals, for fingers that never move back.
    let strokes = touches.filter { $0.t >= down.t && $0.t <= lift.t }
    let ys = strokes.map(\.fingerY)
    let rising = zip(ys, ys.dropFirst()).allSatisfy { $1 <= $0 }
    let falling = zip(ys, ys.dropFirst()).allSatisfy { $1 >= $0 }
    let direction: Double = lift.fingerY < down.fingerY ? 1 : lift.fingerY > down.fingerY ? -1 : 0
    monotonic = (rising || falling) && direction != 0
    if monotonic {
      var sequence = dragSamples + strokes.map { ($0.t, $0.height) }
      sequence.sort { $0.t < $1.t }
      reversals = Self.countReversals(sequence.map(\.height), direction: direction)
    }

    // Speed jump: the sheet's velocity over its last three touch samples, against the
    // velocity the model gives it right after the lift.
    if let release = trace.releases.first {
      let before = Self.endSlope(strokes.suffix(3).map { ($0.t, $0.height) })
      speedJump = abs(release.velocityAfter - before)
      if lift.phase == "up" {
        let truth = item.path.velocityY(at: item.upTime)
        fingerVelocityAtLift = truth
        releasedVelocity = release.fingerVelocity
        if let released = release.fingerVelocity, abs(truth) >= Self.throwSpeed {
          velocityRatio = released / truth
        }
      }
    }

    // Settling and overshoot.
    if let final = trace.grid.last {
      var lastAway: Double?
      for sample in trace.grid where sample.t >= lift.t {
        if abs(sample.height - final.height) > Self.restTolerance { lastAway = sample.t }
      }
      // Still moving in the trace's last 50 ms: it has not visibly come to rest.
      let settle = lastAway.map { $0 + trace.step - lift.t } ?? 0
      settleTime = lift.t + settle < final.t - 0.05 ? settle : nil
      if case .detent = trace.destination {
        let start = trace.releases.first?.height ?? lift.height
        let sign: Double = final.height > start ? 1 : final.height < start ? -1 : 0
        var worst = 0.0
        for sample in trace.grid where sample.t >= lift.t {
          let past =
            sign == 0 ? abs(sample.height - final.height) : (sample.height - final.height) * sign
          worst = max(worst, past)
        }
        overshoot = worst
      }
    }
  }

  /// Episodes of movement against `direction` (+1 = up = growing height) larger than the
  /// threshold, measured from the last turning point.
  static func countReversals(_ heights: [Double], direction: Double) -> Int {
    guard var extreme = heights.first else { return 0 }
    var against = false
    var count = 0
    for h in heights.dropFirst() {
      let along = (h - extreme) * direction
      if !against {
        if along > 0 {
          extreme = h
        } else if -along > reversalThreshold {
          count += 1
          against = true
          extreme = h
        }
      } else {
        if along < 0 {
          extreme = h
        } else if along > reversalThreshold {
          against = false
          extreme = h
        }
      }
    }
    return count
  }

  /// The derivative at the last point of the parabola through the last three points (the
  /// line through two; 0 for fewer).
  static func endSlope(_ points: [(Double, Double)]) -> Double {
    if points.count >= 3 {
      let (t0, h0) = points[points.count - 3]
      let (t1, h1) = points[points.count - 2]
      let (t2, h2) = points[points.count - 1]
      let d01 = t1 - t0
      let d12 = t2 - t1
      let d02 = t2 - t0
      guard d01 > 0, d12 > 0 else { return 0 }
      // Lagrange parabola, differentiated at t2.
      return h0 * d12 / (d01 * d02) - h1 * d02 / (d01 * d12) + h2 * (d02 + d12) / (d02 * d12)
    }
    if points.count == 2 {
      let dt = points[1].0 - points[0].0
      return dt > 0 ? (points[1].1 - points[0].1) / dt : 0
    }
    return 0
  }
}
