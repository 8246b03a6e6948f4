/// The estimators: the release rule the engine uses, and the ones the lab's velocity study
/// compares it with (`docs/LAB.md`, "Velocity study"), over the window the tracker keeps.
extension VelocityTracker {
  /// The plain degree-2 least-squares estimate — Flutter's and Android's LSQ2 — without the
  /// release rules; kept so the peers' published numbers can be checked against the same
  /// model.
  func leastSquaresVelocity(at time: Double) -> (x: Double, y: Double) {
    velocity(at: time, estimator: .leastSquares(degree: 2, horizon: Self.horizon))
  }

  /// The velocity at `time` as `estimator` computes it, with the shared rules (rest → zero,
  /// window ends at gaps, sparse input → the last segment's average). The lab's velocity study
  /// compares the estimators with this; the engine uses ``Estimator/standard``.
  @_spi(Study)
  public func velocity(at time: Double, estimator: Estimator) -> (x: Double, y: Double) {
    switch estimator {
    case .conservative: return estimate(at: time, conservative: true)
    case .leastSquares(degree: 2, horizon: Self.horizon):
      return estimate(at: time, conservative: false)
    default:
      return window(at: time) { n in
        (axisVelocity(.x, count: n, estimator), axisVelocity(.y, count: n, estimator))
      }
    }
  }

  /// The estimators the lab's velocity study compares (`docs/LAB.md`, "Velocity study").
  @_spi(Study)
  public enum Estimator: Sendable, Hashable {
    /// The release rule: ``recentCapped(horizon:cubicHorizon:)`` with the constants the study
    /// chose (``VelocityTracker/recentHorizon``, ``VelocityTracker/cubicHorizon``).
    public static let standard = Estimator.recentCapped(
      horizon: VelocityTracker.recentHorizon, cubicHorizon: VelocityTracker.cubicHorizon,
      floor: VelocityTracker.cubicFloor)
    /// The previous release rule: the smaller of the degree-1 and degree-2 slopes over the
    /// window, zero when they disagree in sign.
    case conservative
    /// A plain least-squares polynomial of `degree` (1 or 2; 3 is cubic) over the last
    /// `horizon` seconds, evaluated at the newest sample (Flutter's and Android's LSQ2 with
    /// degree 2 and 0.1 s).
    case leastSquares(degree: Int, horizon: Double)
    /// Android's IMPULSE strategy (`VelocityTracker.cpp`, `calculateImpulseVelocity`): the
    /// kinetic energy a unit mass would get from each segment's velocity, oldest first,
    /// v = sign(E)·√(2|E|).
    case impulse
    /// A degree-2 fit over the samples of the last `horizon` seconds (at least three), with
    /// the lift-off twitch dropped when `rejectsTwitch`, and zero when its sign disagrees with
    /// the line over the whole window.
    case recent(horizon: Double, rejectsTwitch: Bool)
    /// ``recent(horizon:rejectsTwitch:)``, then the smaller of that degree-2 slope and a
    /// degree-3 one over the last `cubicHorizon` seconds (at least four samples) when both
    /// point the same way, but no less than `floor` × the degree-2 slope: a cubic sees a
    /// finger's acceleration falling off as it nears its peak speed, where a parabola
    /// extrapolates it, but through four samples of a stroke that brakes hard it can
    /// extrapolate the braking to almost nothing.
    case recentCapped(horizon: Double, cubicHorizon: Double, floor: Double)
  }

  /// How far back the release rule's degree-2 fit looks, in seconds (at least three samples
  /// are used whatever their age inside ``horizon``).
  public static let recentHorizon = 0.03
  /// How far back the release rule's degree-3 cap looks, in seconds (at least four samples).
  public static let cubicHorizon = 0.05
  /// The degree-3 cap lowers the degree-2 slope to no less than this fraction of it.
  public static let cubicFloor = 0.8
  /// A lift-off twitch is a backward step of at most this many points…
  public static let twitchDistance = 4.0
  /// …within this many seconds of the newest sample (the finger rolling off the glass).
  public static let twitchWindow = 0.02

  private func estimate(at time: Double, conservative: Bool) -> (x: Double, y: Double) {
    guard count >= 2, !hasRested(at: time) else { return (0, 0) }
    let newestSample = sample(0)
    // The window: ages in milliseconds (≤ 0), newest first.
    let n = windowCount(at: time)
    var sums = Sums()
    for i in 0..<n {
      let s = sample(i)
      sums.add(t: -(newestSample.t - s.t) * 1000, x: s.x, y: s.y)
    }
    let previous = sample(1)
    let segment = newestSample.t - previous.t
    guard n >= 2 else {
      // Sparse input: the finger moved between the two newest samples but they are farther
      // apart than the fit allows. It did not rest (checked above), so the segment's average
      // speed is the best estimate; zero would throw away a real flick.
      guard segment > 0 else { return (0, 0) }
      return (
        finite((newestSample.x - previous.x) / segment),
        finite((newestSample.y - previous.y) / segment)
      )
    }
    let vx = n >= 3 ? (sums.quadraticSlope(\.x) ?? sums.linearSlope(\.x)) : sums.linearSlope(\.x)
    let vy = n >= 3 ? (sums.quadraticSlope(\.y) ?? sums.linearSlope(\.y)) : sums.linearSlope(\.y)
    let quadratic = (x: finite((vx ?? 0) * 1000), y: finite((vy ?? 0) * 1000))
    guard conservative else { return quadratic }
    let linear = (
      x: finite((sums.linearSlope(\.x) ?? 0) * 1000), y: finite((sums.linearSlope(\.y) ?? 0) * 1000)
    )
    return (
      Self.conservative(quadratic.x, linear.x), Self.conservative(quadratic.y, linear.y)
    )
  }

  /// Applies the rules every estimator shares and calls `fit` with the number of samples in
  /// the window (at least two): zero after a rest, the window ends at ``horizon`` or at a gap
  /// longer than ``restThreshold``, and a window of one sample uses the last segment's average.
  private func window(
    at time: Double, _ fit: (Int) -> (Double, Double)
  ) -> (x: Double, y: Double) {
    guard count >= 2, !hasRested(at: time) else { return (0, 0) }
    let newestSample = sample(0)
    let n = windowCount(at: time)
    guard n >= 2 else {
      let previous = sample(1)
      let segment = newestSample.t - previous.t
      guard segment > 0 else { return (0, 0) }
      return (
        finite((newestSample.x - previous.x) / segment),
        finite((newestSample.y - previous.y) / segment)
      )
    }
    let v = fit(n)
    return (finite(v.0), finite(v.1))
  }

  /// One axis's velocity from the `n` samples of the window, in points per second.
  private func axisVelocity(
    _ axis: Axis, count n: Int, _ estimator: Estimator
  ) -> Double {
    switch estimator {
    case .conservative:
      let q = fit(axis, from: 0, count: n, degree: 2, horizon: Self.horizon)
      let l = fit(axis, from: 0, count: n, degree: 1, horizon: Self.horizon)
      return Self.conservative(q, l)
    case let .leastSquares(degree, horizon):
      return fit(axis, from: 0, count: n, degree: degree, horizon: horizon)
    case .impulse:
      return impulse(axis, count: n)
    case let .recent(horizon, rejectsTwitch):
      let skip = rejectsTwitch ? twitch(axis, count: n, horizon: horizon) : 0
      let v = fit(axis, from: skip, count: n, degree: 2, horizon: horizon, atLeast: 3)
      let line = fit(axis, from: skip, count: n, degree: 1, horizon: Self.horizon)
      return v * line < 0 ? 0 : v
    case let .recentCapped(horizon, cubicHorizon, floor):
      let skip = twitch(axis, count: n, horizon: horizon)
      let v = fit(axis, from: skip, count: n, degree: 2, horizon: horizon, atLeast: 3)
      let line = fit(axis, from: skip, count: n, degree: 1, horizon: Self.horizon)
      if v * line < 0 { return 0 }
      let c = fit(axis, from: skip, count: n, degree: 3, horizon: cubicHorizon, atLeast: 4)
      guard c * v > 0 && abs(c) < abs(v) else { return v }
      return abs(c) < floor * abs(v) ? floor * v : c
    }
  }

  /// The slope, in points per second at sample `first`, of a least-squares polynomial of
  /// `degree` (1 or 2) through samples `first..<n` no older than `horizon` before it; at
  /// least `atLeast` samples are used when the window has them. Degree 2 falls back to the
  /// line with fewer than three samples or singular normal equations; 0 with fewer than two.
  private func fit(
    _ axis: Axis, from first: Int, count n: Int, degree: Int,
    horizon: Double, atLeast minimum: Int = 2
  ) -> Double {
    let anchor = sample(first).t
    var sums = AxisSums()
    var i = first
    while i < n {
      let s = sample(i)
      let age = anchor - s.t
      if age > horizon + Self.timeSlack && i - first >= minimum { break }
      sums.add(t: -age * 1000, v: s.value(axis))
      i += 1
    }
    var slope: Double?
    if degree >= 3 { slope = sums.cubicSlope() }
    if degree >= 2 && slope == nil && sums.n >= 3 { slope = sums.quadraticSlope() }
    if slope == nil { slope = sums.linearSlope() }
    return (slope ?? 0) * 1000
  }

  /// How many of the newest samples are a lift-off twitch on `axis` (0, 1 or 2): samples
  /// within ``twitchWindow`` of the newest that step back by at most ``twitchDistance``
  /// against the motion before them, and by less than that motion covers in
  /// ``twitchWindow`` (so a slow finger's noise is not taken for one).
  private func twitch(_ axis: Axis, count n: Int, horizon: Double) -> Int {
    let newest = sample(0)
    var drop = 2
    while drop >= 1 {
      defer { drop -= 1 }
      guard n - drop >= 2 else { continue }
      let kept = sample(drop)
      guard newest.t - kept.t <= Self.twitchWindow + Self.timeSlack else { continue }
      let before = fit(axis, from: drop, count: n, degree: 2, horizon: horizon, atLeast: 3)
      guard before != 0 else { continue }
      let back = (kept.value(axis) - newest.value(axis)) * (before > 0 ? 1 : -1)
      if back > 0, back <= Self.twitchDistance, back < abs(before) * Self.twitchWindow {
        return drop
      }
    }
    return 0
  }

  /// Android's IMPULSE estimate over the window's `n` samples (`calculateImpulseVelocity`).
  private func impulse(_ axis: Axis, count n: Int) -> Double {
    func velocity(_ work: Double) -> Double { (work < 0 ? -1 : 1) * (2 * abs(work)).squareRoot() }
    var work = 0.0
    var i = n - 1
    while i > 0 {
      let older = sample(i)
      let newer = sample(i - 1)
      let dt = newer.t - older.t
      if dt > 0 {
        let current = (newer.value(axis) - older.value(axis)) / dt
        if n == 2 { return current }
        work += (current - velocity(work)) * abs(current)
        if i == n - 1 { work *= 0.5 }
      }
      i -= 1
    }
    return velocity(work)
  }

  /// Combines the degree-2 (`q`) and degree-1 (`l`) slopes of one axis.
  ///
  /// A degree-2 fit evaluated at its newest sample overshoots in both directions that matter
  /// for a release: when a finger decelerates or holds before lifting it can point *against*
  /// the finger (a flick at +1000 pt/s then a 40 ms hold fits to −428.6 pt/s), and when a
  /// short throw starts from rest inside the window it extrapolates the start-up acceleration
  /// (the lab's corpus measured a median 1.25× and up to 8.8× the finger's speed at lift). A line
  /// over the same window cannot do either, but lags a finger that is still accelerating. So:
  /// signs disagree → 0 (the finger was stopping); otherwise the smaller magnitude.
  ///
  /// Measured with `sheetlab compare --count 600 --seed 1` against the plain degree-2 fit:
  /// intent accuracy 89.3 % → 94.5 % (nudges 46 → 75 of 103, flicks 200 → 202 of 207), mean
  /// release speed jump 153 → 119 pt/s. The cost: a finger still accelerating at lift is
  /// under-estimated (x = t²/10 sampled every 10 ms: 4000 pt/s instead of 8000).
  static func conservative(_ q: Double, _ l: Double) -> Double {
    if q * l < 0 { return 0 }
    return abs(q) <= abs(l) ? q : l
  }

  private func finite(_ value: Double) -> Double { value.isFinite ? value : 0 }
}
