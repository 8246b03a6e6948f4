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
    case .robust:
      return window(at: time, rollAfterRest: true) { n in
        (axisVelocity(.x, count: n, estimator), axisVelocity(.y, count: n, estimator))
      }
    default:
      return window(at: time) { n in
        (axisVelocity(.x, count: n, estimator), axisVelocity(.y, count: n, estimator))
      }
    }
  }

  /// The estimators the lab's velocity study compares (`docs/LAB.md`, "Velocity study").
  @_spi(Study)
  public enum Estimator: Sendable, Hashable {
    /// The release rule: ``robust(horizon:atLeast:cubicHorizon:cubicAtLeast:floor:restSpeed:lineTest:lineBand:confidence:)``
    /// with the constants the studies chose (``VelocityTracker/recentHorizon``,
    /// ``VelocityTracker/cubicHorizon``, ``VelocityTracker/cubicFloor`` in issue #14;
    /// ``VelocityTracker/restSpeed``, ``VelocityTracker/lineTestScale``,
    /// ``VelocityTracker/lineBand`` in issue #21), no intersection rule.
    public static let standard = Estimator.robust(
      horizon: VelocityTracker.recentHorizon, atLeast: 3,
      cubicHorizon: VelocityTracker.cubicHorizon, cubicAtLeast: 4,
      floor: VelocityTracker.cubicFloor, restSpeed: VelocityTracker.restSpeed,
      lineTest: VelocityTracker.lineTestScale, lineBand: VelocityTracker.lineBand,
      confidence: 0)
    /// The release rule of issue #14 (the standard one until issue #21):
    /// ``recentCapped(horizon:cubicHorizon:floor:)`` over 30 ms and 50 ms, floor 0.8.
    public static let issue14 = Estimator.recentCapped(
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
    /// ``recentCapped(horizon:cubicHorizon:floor:)`` (the parabola over `horizon` with at least
    /// `atLeast` samples, capped by the cubic over `cubicHorizon` with at least `cubicAtLeast`,
    /// never below `floor` × the parabola) made to hold on the finger models of issue #21:
    ///
    /// - **Roll.** The newest one or two samples within ``VelocityTracker/twitchWindow`` of the
    ///   newest that step at most ``VelocityTracker/twitchDistance`` back against the line over
    ///   the window — at any speed — or either way when that line is slower than `restSpeed`,
    ///   are dropped: a fingertip rolling off the glass after slow motion is not a throw. A
    ///   lone sample after a rest (the window holds only it) that moved no more than
    ///   ``VelocityTracker/twitchDistance`` is such a roll too: zero.
    /// - **Rest.** When the line over the window (after the drop) is slower than `restSpeed`,
    ///   the finger is resting on noisy input, and the release is that line (a parabola over
    ///   30 ms of a resting finger's 0.5 pt noise reads ±100 pt/s).
    /// - **Steady.** When `lineTest` > 0 and a line explains the window (at least six samples)
    ///   as well as a cubic does, within `lineTest` × the 95 % quantile of the F test of the
    ///   cubic's two extra terms, the line bounds the release: with `lineBand` > 0 the release
    ///   is the capped parabola held within `lineBand` of the line (a parabola that strays
    ///   further is read through jittered timestamps; one within it follows the lift better
    ///   than the line, which lags a stroke still speeding up or slowing down by half the
    ///   window), with `lineBand` = 0 the line itself. A steady throw read through jittered
    ///   timestamps is then held near the average over the whole window instead of
    ///   extrapolated through the last three samples (issue #21's 1 400 pt/s throw at 60 Hz,
    ///   ±2 ms, 40 draws: 0.53–1.38 × by the parabola, 0.98–1.03 × by the line, 0.88–1.12 ×
    ///   held within 10 % of it).
    /// - **Intersection of confidence intervals.** When `confidence` > 0, the parabola is
    ///   lengthened by older samples while it agrees with every shorter one within `confidence`
    ///   standard errors (measured, not used by the release rule: on clean input it lowers the
    ///   share of 120 Hz throws within 0.85–1.15; see `docs/LAB.md`, "Release sweep").
    case robust(
      horizon: Double, atLeast: Int, cubicHorizon: Double, cubicAtLeast: Int, floor: Double,
      restSpeed: Double, lineTest: Double, lineBand: Double, confidence: Double)
  }

  /// How far back the release rule's degree-2 fit looks, in seconds (at least three samples
  /// are used whatever their age inside ``horizon``).
  public static let recentHorizon = 0.03
  /// How far back the release rule's degree-3 cap looks, in seconds (at least four samples).
  public static let cubicHorizon = 0.05
  /// The degree-3 cap lowers the degree-2 slope to no less than this fraction of it.
  public static let cubicFloor = 0.8
  /// A finger whose line over the window is slower than this (points per second) is resting:
  /// it is released at that line, and any step of up to ``twitchDistance`` in its last
  /// ``twitchWindow`` is a roll. Chosen by the release sweep of issue #21 (`docs/LAB.md`): 20
  /// and 40 leave every clean release as it was; 40 lands more noisy placements (99.2 % against
  /// 98.4 % on the combined axis) and is a tenth of the engine's 300 pt/s velocity threshold,
  /// 20 pt of projection.
  public static let restSpeed = 40.0
  /// How readily the release rule takes the line over the window for a steady throw: the F
  /// statistic of a cubic's two extra terms against the line must stay below this × its 95 %
  /// quantile. Chosen by the release sweep of issue #21: ×1 keeps one of 40 jittered 60 Hz
  /// constant throws at 1.16 × and lowers the worst seed's nudges under timestamp error; ×2
  /// keeps all 40 within 0.98–1.03 × and lowers no gesture kind on any axis; ×4 lowers the
  /// combined axis's placements.
  public static let lineTestScale = 2.0
  /// When a line explains the window, the release is the capped parabola held within this
  /// fraction of the line (see ``Estimator/robust(horizon:atLeast:cubicHorizon:cubicAtLeast:floor:restSpeed:lineTest:lineBand:confidence:)``).
  /// Chosen by the release sweep of issue #21 (`docs/LAB.md`): releasing the line itself
  /// (0) lowered four medians on the tuning seeds (a line over 100 ms lags a flick braking or
  /// a throw still speeding up at the lift by half the window, and the F test cannot see
  /// that curvature through timestamp error or noise); every band from 8 % to 15 % lowers no
  /// gesture kind's median or worst seed on any axis of either seed set; 5 % lowers two
  /// tuning medians, and above 12 % the jittered 1 400 pt/s throw leaves 0.85–1.15 (the line
  /// is within 3 % of it). 10 %: the line's 3 % and the band stay inside 0.85–1.15.
  public static let lineBand = 0.1
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
  ///
  /// With `rollAfterRest`, a window of one sample (the finger was still for longer than
  /// ``restThreshold`` before it) whose step is no longer than ``twitchDistance`` on both axes
  /// is the fingertip rolling off the glass after the rest, not a throw: zero.
  private func window(
    at time: Double, rollAfterRest: Bool = false, _ fit: (Int) -> (Double, Double)
  ) -> (x: Double, y: Double) {
    guard count >= 2, !hasRested(at: time) else { return (0, 0) }
    let newestSample = sample(0)
    let n = windowCount(at: time)
    guard n >= 2 else {
      let previous = sample(1)
      let segment = newestSample.t - previous.t
      guard segment > 0 else { return (0, 0) }
      if rollAfterRest && abs(newestSample.x - previous.x) <= Self.twitchDistance
        && abs(newestSample.y - previous.y) <= Self.twitchDistance
      {
        return (0, 0)
      }
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
    case let .robust(
      horizon, atLeast, cubicHorizon, cubicAtLeast, floor, restSpeed, lineTest, lineBand,
      confidence):
      let skip = roll(axis, count: n, restSpeed: restSpeed)
      let line = fit(axis, from: skip, count: n, degree: 1, horizon: Self.horizon)
      if abs(line) < restSpeed { return line }
      let steady = lineTest > 0 && straight(axis, from: skip, count: n, scale: lineTest)
      if steady && lineBand <= 0 { return line }
      var v = fit(axis, from: skip, count: n, degree: 2, horizon: horizon, atLeast: atLeast)
      if confidence > 0 {
        v = widened(
          axis, from: skip, count: n, horizon: horizon, atLeast: atLeast, gamma: confidence,
          base: v)
      }
      if v * line < 0 && !steady { return 0 }
      let c = fit(
        axis, from: skip, count: n, degree: 3, horizon: cubicHorizon, atLeast: cubicAtLeast)
      if c * v > 0 && abs(c) < abs(v) { v = abs(c) < floor * abs(v) ? floor * v : c }
      guard steady else { return v }
      // The line bounds the release: |line| ≥ restSpeed > 0 here, so the band is not empty.
      let low = abs(line) * (1 - lineBand)
      let high = abs(line) * (1 + lineBand)
      let magnitude = v * line < 0 ? low : min(max(abs(v), low), high)
      return line < 0 ? -magnitude : magnitude
    }
  }

  /// The slope of the longest parabola, ending at sample `first`, whose estimate agrees with
  /// every shorter one within `gamma` standard errors (the intersection-of-confidence-intervals
  /// rule: A. Goldenshluger and A. Nemirovski, "On spatially adaptive estimation of
  /// nonparametric regression", Mathematical Methods of Statistics 6, 1997; V. Katkovnik,
  /// "A new method for varying adaptive bandwidth selection", IEEE Trans. Signal Processing
  /// 47(9), 1999). The shortest is the release rule's own window (`horizon`, at least
  /// `atLeast` samples); each longer one adds the next older sample of the window. The
  /// standard errors use the newest eight samples' scatter (``scatterEstimate(_:from:count:)``):
  /// under position noise or timestamp error the intervals widen and a longer, steadier fit is
  /// taken as long as it does not disagree with the short ones. Measured by the release sweep
  /// and not used: the scatter of a short stroke at 120 Hz is large enough on clean input to
  /// let a longer parabola carry its start-up acceleration past the lift.
  private func widened(
    _ axis: Axis, from first: Int, count n: Int, horizon: Double, atLeast minimum: Int,
    gamma: Double, base: Double
  ) -> Double {
    let k = n - first
    guard k >= 6 else { return base }
    let anchor = sample(first).t
    let sigma = scatterEstimate(axis, from: first, count: min(n, first + 8))
    var sums = AxisSums()
    var lower = -Double.infinity
    var upper = Double.infinity
    var chosen = base
    var i = first
    while i < n {
      let s = sample(i)
      let age = anchor - s.t
      sums.add(t: -age * 1000, v: s.value(axis))
      i += 1
      let used = i - first
      // The release rule's own window first; then each longer one.
      if age <= horizon + Self.timeSlack || used < minimum { continue }
      guard used >= 3, let slope = sums.quadraticSlope(), let spread = sums.quadraticSlopeVariance()
      else { continue }
      let error = gamma * sigma * spread.squareRoot()
      lower = max(lower, slope - error)
      upper = min(upper, slope + error)
      guard lower <= upper else { break }
      chosen = slope * 1000
    }
    return chosen
  }

  /// The scatter (standard deviation, points) of samples `first..<end` around the smooth
  /// path they come from, from their fourth divided differences: each is Σ wᵢ·xᵢ over five
  /// consecutive samples, wᵢ = 1 / Πₘ≠ᵢ (tᵢ − tₘ), which is x⁗/24 for a smooth path (a
  /// finger's is a few hundredths of a point in these units) and has variance σ²·Σ wᵢ² for
  /// independent scatter σ; so σ² is the mean of DD² / Σ wᵢ². Unlike the residuals of a fit,
  /// it does not count a fit's misfit as scatter. Timestamp error shows up as scatter v·δt.
  /// 0 with fewer than five samples.
  func scatterEstimate(_ axis: Axis, from first: Int, count end: Int) -> Double {
    var total = 0.0
    var terms = 0
    var j = first
    while j + 5 <= end {
      var dd = 0.0
      var weights = 0.0
      for i in j..<(j + 5) {
        let ti = sample(i).t
        var product = 1.0
        for m in j..<(j + 5) where m != i { product *= (ti - sample(m).t) * 1000 }
        let w = 1 / product
        dd += w * sample(i).value(axis)
        weights += w * w
      }
      let term = dd * dd / weights
      if term.isFinite {
        total += term
        terms += 1
      }
      j += 1
    }
    return terms > 0 ? (total / Double(terms)).squareRoot() : 0
  }

  /// Whether a line explains samples `first..<n` as well as a cubic does, within the scatter
  /// the cubic leaves: the F statistic ((RSS₁ − RSS₃) / 2) / (RSS₃ / (k − 4)) of the cubic's
  /// two extra terms is below `scale` × its 95 % quantile for 2 and k − 4 degrees of freedom
  /// (k ≥ 6 samples). A steady throw read through jittered timestamps is then released at the
  /// line's slope, which averages the jitter over the whole window, instead of a parabola's
  /// through the last three samples, which amplifies it (issue #21). Against a parabola the
  /// test would also pass a stroke near its peak speed (an inflection a parabola cannot fit
  /// either) and release it at the window's mean speed; a cubic fits that, so only a path
  /// that is really straight within its scatter passes. On clean input the scatter is
  /// rounding, and any curvature fails the test.
  private func straight(_ axis: Axis, from first: Int, count n: Int, scale: Double) -> Bool {
    let k = n - first
    guard k >= 6 else { return false }
    let anchor = sample(first).t
    var sums = AxisSums()
    for i in first..<n {
      let s = sample(i)
      sums.add(t: -(anchor - s.t) * 1000, v: s.value(axis))
    }
    guard let line = sums.lineCoefficients(), let cubic = sums.cubicCoefficients() else {
      return false
    }
    var rss1 = 0.0
    var rss3 = 0.0
    for i in first..<n {
      let s = sample(i)
      let t = -(anchor - s.t) * 1000
      let v = s.value(axis)
      let r1 = v - (line.a + line.b * t)
      let r3 = v - (cubic.0 + t * (cubic.1 + t * (cubic.2 + t * cubic.3)))
      rss1 += r1 * r1
      rss3 += r3 * r3
    }
    // 95 % quantiles of F(2, d), d = 2…16 (NIST/SEMATECH e-Handbook 1.3.6.7.3).
    let quantiles = (
      19.0, 9.55, 6.94, 5.79, 5.14, 4.74, 4.46, 4.26, 4.10, 3.98, 3.89, 3.81, 3.74, 3.68, 3.63
    )
    let d = min(k - 4, 16)
    let critical = withUnsafeBytes(of: quantiles) {
      $0.load(fromByteOffset: (d - 2) * 8, as: Double.self)
    }
    return (rss1 - rss3) / 2 <= scale * critical * rss3 / Double(k - 4)
  }

  /// How many of the newest samples are a lift-off roll or twitch on `axis` (0, 1 or 2):
  /// samples within ``twitchWindow`` of the newest that step at most ``twitchDistance`` back
  /// against the line over the window before them, whatever its speed, or either way when
  /// that line is slower than `restSpeed` (a finger at rest has no "back"). A throw's last
  /// step goes with its line and is kept; a roll of a few points after slow motion is not a
  /// throw (issue #21: a placement rolled 3 pt back in its last 16 ms was released at
  /// 200–400 pt/s toward the detent it came from).
  private func roll(_ axis: Axis, count n: Int, restSpeed: Double) -> Int {
    liftDrop(count: n) { drop, newest, kept in
      let step = newest.value(axis) - kept.value(axis)
      guard abs(step) <= Self.twitchDistance else { return false }
      let before = fit(axis, from: drop, count: n, degree: 1, horizon: Self.horizon)
      return step * before < 0 || abs(before) < restSpeed
    }
  }

  /// The first of 2, then 1 newest samples to drop for which `isLiftOff` holds, among those
  /// that leave at least two samples and lie within ``twitchWindow`` of the newest; 0 when
  /// none does. `isLiftOff` gets the count, the newest sample and the newest one kept.
  private func liftDrop(count n: Int, _ isLiftOff: (Int, Sample, Sample) -> Bool) -> Int {
    let newest = sample(0)
    for drop in stride(from: 2, through: 1, by: -1) where n - drop >= 2 {
      let kept = sample(drop)
      guard newest.t - kept.t <= Self.twitchWindow + Self.timeSlack else { continue }
      if isLiftOff(drop, newest, kept) { return drop }
    }
    return 0
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
    liftDrop(count: n) { drop, newest, kept in
      let before = fit(axis, from: drop, count: n, degree: 2, horizon: horizon, atLeast: 3)
      guard before != 0 else { return false }
      let back = (kept.value(axis) - newest.value(axis)) * (before > 0 ? 1 : -1)
      return back > 0 && back <= Self.twitchDistance && back < abs(before) * Self.twitchWindow
    }
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
