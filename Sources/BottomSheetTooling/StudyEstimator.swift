@_spi(Lab) @_spi(Study) import BottomSheetCore

/// A release-velocity estimator the lab's studies compare: the engine's release rule with some
/// constants (``rule(_:)``), or one of the estimators that lost the velocity study, which the
/// engine does not carry. The lab replays a scenario with one through
/// `SheetEngine.send(_:at:releaseEstimate:)`, which asks it for the velocity at each lift.
///
/// Two estimators are equal when their names are: a name spells the estimator and its
/// parameters (`leastSquares(degree: 2, horizon: 0.1)`), as an enum case would.
@_spi(Study)
public struct StudyEstimator: Sendable, Hashable, CustomStringConvertible {
  /// The estimator and its parameters, as the lab's tables and test failures print it.
  public let name: String
  /// The engine's rule, when this is one (the lab then replays the engine unchanged).
  public let rule: VelocityTracker.Estimator?
  /// The velocity at a lift time, from the tracker's samples; finite.
  public let velocity: @Sendable (VelocityTracker, Double) -> (x: Double, y: Double)

  /// An estimator called `name` (unique per estimator and parameters) computing `velocity`.
  init(
    name: String, rule: VelocityTracker.Estimator? = nil,
    velocity: @escaping @Sendable (VelocityTracker, Double) -> (x: Double, y: Double)
  ) {
    self.name = name
    self.rule = rule
    self.velocity = velocity
  }

  /// The engine's release rule with `rule`'s constants.
  public static func rule(_ rule: VelocityTracker.Estimator) -> Self {
    StudyEstimator(name: "\(rule)", rule: rule) { tracker, time in
      tracker.velocity(at: time, estimator: rule)
    }
  }

  /// The name.
  public var description: String { name }

  /// Whether `a` and `b` are the same estimator, by name.
  public static func == (a: Self, b: Self) -> Bool { a.name == b.name }

  /// Hashes the name.
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

extension VelocityTracker {
  /// The velocity at `time` as `estimator` computes it.
  @_spi(Study)
  public func velocity(at time: Double, estimator: StudyEstimator) -> (x: Double, y: Double) {
    estimator.velocity(self, time)
  }
}

/// The estimators that lost the lab's velocity study, with the spellings the study's tables and
/// tests use.
extension StudyEstimator {
  /// The velocity study's release rule (the standard one until the release sweep):
  /// ``recentCapped(horizon:cubicHorizon:floor:)`` over 30 ms and 50 ms, floor 0.8; the
  /// baseline the release sweep compares against.
  public static let issue14 = recentCapped(
    horizon: VelocityTracker.recentHorizon, cubicHorizon: VelocityTracker.cubicHorizon,
    floor: VelocityTracker.cubicFloor)

  /// The previous release rule: the smaller of the degree-1 and degree-2 slopes over the
  /// window, zero when they disagree in sign.
  public static let conservative = study("conservative") { tracker, time in
    tracker.estimate(at: time, conservative: true)
  }

  /// Android's IMPULSE strategy (`VelocityTracker.cpp`, `calculateImpulseVelocity`): the
  /// kinetic energy a unit mass would get from each segment's velocity, oldest first,
  /// v = sign(E)·√(2|E|).
  public static let impulse = study("impulse") { tracker, time in
    tracker.windowed(at: time) { axis, n in tracker.impulse(axis, count: n) }
  }

  /// A plain least-squares polynomial of `degree` (1 or 2; 3 is cubic) over the last
  /// `horizon` seconds, evaluated at the newest sample (Flutter's and Android's LSQ2 with
  /// degree 2 and 0.1 s).
  public static func leastSquares(degree: Int, horizon: Double) -> Self {
    study("leastSquares(degree: \(degree), horizon: \(horizon))") { tracker, time in
      if degree == 2 && horizon == VelocityTracker.horizon {
        return tracker.estimate(at: time, conservative: false)
      }
      return tracker.windowed(at: time) { axis, n in
        tracker.fit(axis, from: 0, count: n, degree: degree, horizon: horizon)
      }
    }
  }

  /// ``leastSquares(degree:horizon:)`` of degree 2 over the window's ``VelocityTracker/horizon``,
  /// built once for ``VelocityTracker/leastSquaresVelocity(at:)``, which tests call in loops:
  /// built once rather than per call.
  static let plainLeastSquares = leastSquares(degree: 2, horizon: VelocityTracker.horizon)

  /// A degree-2 fit over the samples of the last `horizon` seconds (at least three), with
  /// the lift-off twitch dropped when `rejectsTwitch`, and zero when its sign disagrees with
  /// the line over the whole window.
  public static func recent(horizon: Double, rejectsTwitch: Bool) -> Self {
    study("recent(horizon: \(horizon), rejectsTwitch: \(rejectsTwitch))") { tracker, time in
      tracker.windowed(at: time) { axis, n in
        tracker.recentVelocity(axis, count: n, horizon: horizon, rejectsTwitch: rejectsTwitch)
      }
    }
  }

  /// ``recent(horizon:rejectsTwitch:)``, then the smaller of that degree-2 slope and a
  /// degree-3 one over the last `cubicHorizon` seconds (at least four samples) when both
  /// point the same way, but no less than `floor` × the degree-2 slope: a cubic sees a
  /// finger's acceleration falling off as it nears its peak speed, where a parabola
  /// extrapolates it, but through four samples of a stroke that brakes hard it can
  /// extrapolate the braking to almost nothing.
  public static func recentCapped(
    horizon: Double, cubicHorizon: Double, floor: Double
  ) -> Self {
    study("recentCapped(horizon: \(horizon), cubicHorizon: \(cubicHorizon), floor: \(floor))") {
      tracker, time in
      tracker.windowed(at: time) { axis, n in
        tracker.recentCappedVelocity(
          axis, count: n, horizon: horizon, cubicHorizon: cubicHorizon, floor: floor)
      }
    }
  }

  /// The release rule ``VelocityTracker/Estimator/robust(horizon:atLeast:cubicHorizon:cubicAtLeast:floor:restSpeed:lineTest:lineBand:)``
  /// with, when `confidence` > 0, the intersection of confidence intervals: the parabola is
  /// lengthened by older samples while it agrees with every shorter one within `confidence`
  /// standard errors (measured, not used by the release rule: on clean input it lowers the
  /// share of 120 Hz throws within 0.85–1.15; see `docs/LAB.md`, "Release sweep"). With
  /// `confidence` 0 it is the rule itself.
  public static func robust(
    horizon: Double, atLeast: Int, cubicHorizon: Double, cubicAtLeast: Int, floor: Double,
    restSpeed: Double, lineTest: Double, lineBand: Double, confidence: Double
  ) -> Self {
    let rule = VelocityTracker.Estimator.robust(
      horizon: horizon, atLeast: atLeast, cubicHorizon: cubicHorizon,
      cubicAtLeast: cubicAtLeast, floor: floor, restSpeed: restSpeed, lineTest: lineTest,
      lineBand: lineBand)
    guard confidence > 0 else { return .rule(rule) }
    return study("\(rule), confidence: \(confidence)") { tracker, time in
      tracker.window(at: time, rollAfterRest: true) { n in
        func widen(_ axis: VelocityTracker.Axis, _ first: Int, _ n: Int, _ slope: Double)
          -> Double
        {
          tracker.widened(
            axis, from: first, count: n, horizon: horizon, atLeast: atLeast, gamma: confidence,
            base: slope)
        }
        return (
          tracker.axisVelocity(.x, count: n, rule, widen: widen),
          tracker.axisVelocity(.y, count: n, rule, widen: widen)
        )
      }
    }
  }

  /// A study estimator called `name` computing `velocity`.
  static func study(
    _ name: String,
    _ velocity: @escaping @Sendable (VelocityTracker, Double) -> (x: Double, y: Double)
  ) -> Self {
    StudyEstimator(name: name, velocity: velocity)
  }
}
