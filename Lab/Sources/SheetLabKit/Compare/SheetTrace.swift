@_spi(Lab) import BottomSheetCore
@_spi(Lab) import BottomSheetTooling

/// What a ``SheetModel`` did with a scenario's inputs: its height on a fine time grid, right
/// after each touch, and its velocity just after each release.
public struct SheetTrace: Sendable {
  /// The sheet's height at one instant.
  public struct Sample: Sendable, Equatable {
    /// Seconds from the scenario's start.
    public var t: Double
    /// The sheet's height, points.
    public var height: Double
  }

  /// One touch input and the sheet's height right after the model applied it.
  public struct Touch: Sendable, Equatable {
    /// The input's time.
    public var t: Double
    /// The finger's container-space y.
    public var fingerY: Double
    /// The sheet's height right after the input.
    public var height: Double
    /// `down`, `move`, `up` or `cancel`.
    public var phase: String
  }

  /// A lift (or cancellation) and the sheet's velocity just after it.
  public struct Release: Sendable, Equatable {
    /// The lift's time.
    public var t: Double
    /// The sheet's height at the lift.
    public var height: Double
    /// The height's rate of change just after the lift, points per second (+ = up), from a
    /// one-sided second-order difference over 0.5 ms steps.
    public var velocityAfter: Double
    /// The finger's vertical velocity the model released with (pt/s, y down), if it has one.
    public var fingerVelocity: Double?
  }

  /// Heights every `step` seconds from 0 to the scenario's end (a grid sample at time t
  /// reflects every input at or before t).
  public var grid: [Sample]
  /// Touch inputs in order.
  public var touches: [Touch]
  /// Lifts and cancellations in order.
  public var releases: [Release]
  /// Where the sheet ended up (or is heading) after the last input.
  public var destination: SheetEvent.Destination
  /// The grid's spacing, seconds.
  public var step: Double

  /// Runs `algorithm` on `scenario`, sampling every `step` seconds (default 2 ms).
  /// - Complexity: O(events + duration / step) model evaluations.
  public static func record(
    _ algorithm: SheetAlgorithm, _ scenario: Scenario, step: Double = 0.002
  ) -> SheetTrace {
    var model = algorithm.makeModel(scenario)
    var grid: [Sample] = []
    var touches: [Touch] = []
    var releases: [Release] = []
    let count = Int((scenario.until / step + 1e-9).rounded(.down))
    grid.reserveCapacity(count + 1)
    var next = 0
    func sampleGrid(before limit: Double, inclusive: Bool) {
      while next <= count {
        let t = Double(next) * step
        guard inclusive ? t <= limit + 1e-12 : t < limit - 1e-12 else { return }
        grid.append(Sample(t: t, height: model.height(at: t)))
        next += 1
      }
    }
    let events = scenario.events
    for (n, event) in events.enumerated() {
      sampleGrid(before: event.t, inclusive: false)
      model.apply(event)
      let t = event.t
      switch event.kind {
      case let .touchDown(p, _):
        touches.append(Touch(t: t, fingerY: p.y, height: model.height(at: t), phase: "down"))
      case let .touchMoved(p):
        touches.append(Touch(t: t, fingerY: p.y, height: model.height(at: t), phase: "move"))
      case .touchUp, .touchCancelled:
        let y: Double
        if case let .touchUp(p, _) = event.kind { y = p.y } else { y = touches.last?.fingerY ?? 0 }
        let phase = if case .touchUp = event.kind { "up" } else { "cancel" }
        touches.append(Touch(t: t, fingerY: y, height: model.height(at: t), phase: phase))
        // Probe before the next input can change the state.
        let gap = n + 1 < events.count ? events[n + 1].t - t : 1
        let delta = min(0.0005, gap / 3)
        let h0 = model.height(at: t)
        let h1 = model.height(at: t + delta)
        let h2 = model.height(at: t + 2 * delta)
        let velocity = delta > 0 ? (-3 * h0 + 4 * h1 - h2) / (2 * delta) : 0
        releases.append(
          Release(
            t: t, height: h0, velocityAfter: velocity,
            fingerVelocity: model.releasedVelocity))
      default:
        break
      }
    }
    sampleGrid(before: Double(count) * step, inclusive: true)
    return SheetTrace(
      grid: grid, touches: touches, releases: releases, destination: model.destination, step: step)
  }
}
