@_spi(Lab) @_spi(Study) import BottomSheetCore

/// The estimators that lost the lab's velocity study (`docs/LAB.md`, "Velocity study"), kept
/// so the study and the peers' published numbers can be checked against the same model: the
/// plain least-squares fit, the previous conservative rule, Android's IMPULSE, the twitch
/// rule of the velocity study and the widened parabola of the release sweep. The engine runs none of them, so
/// they live here rather than in BottomSheetCore; they read the tracker through its `package`
/// internals (the window, the fits, the lift-off drop), the same code the release rule runs.
extension VelocityTracker {
  /// The plain degree-2 least-squares estimate — Flutter's and Android's LSQ2 — without the
  /// release rules; kept so the peers' published numbers can be checked against the same
  /// model.
  ///
  /// Tests call it in loops, so it uses one estimator built once
  /// (`StudyEstimator.plainLeastSquares`).
  @_spi(Study) public func leastSquaresVelocity(at time: Double) -> (x: Double, y: Double) {
    velocity(at: time, estimator: StudyEstimator.plainLeastSquares)
  }

  /// A study estimator's velocity per axis over the shared window rules
  /// (``window(at:rollAfterRest:_:)``: rest → zero, the window ends at gaps, sparse input →
  /// the last segment's average).
  func windowed(at time: Double, _ axisVelocity: (Axis, Int) -> Double) -> (x: Double, y: Double) {
    window(at: time) { n in (axisVelocity(.x, n), axisVelocity(.y, n)) }
  }

  /// A degree-2 fit over the samples of the last `horizon` seconds (at least three), after
  /// the lift-off twitch when `rejectsTwitch`; zero when it points against the line over the
  /// window.
  func recentVelocity(_ axis: Axis, count n: Int, horizon: Double, rejectsTwitch: Bool)
    -> Double
  {
    let skip = rejectsTwitch ? twitch(axis, count: n, horizon: horizon) : 0
    let v = fit(axis, from: skip, count: n, degree: 2, horizon: horizon, atLeast: 3)
    let line = fit(axis, from: skip, count: n, degree: 1, horizon: Self.horizon)
    return v * line < 0 ? 0 : v
  }

  /// ``recentVelocity(_:count:horizon:rejectsTwitch:)`` with the twitch rule, capped by a
  /// degree-3 fit over `cubicHorizon` (at least four samples) when both point the same way,
  /// no lower than `floor` × the degree-2 slope (the velocity study's rule).
  func recentCappedVelocity(
    _ axis: Axis, count n: Int, horizon: Double, cubicHorizon: Double, floor: Double
  ) -> Double {
    let skip = twitch(axis, count: n, horizon: horizon)
    let v = fit(axis, from: skip, count: n, degree: 2, horizon: horizon, atLeast: 3)
    let line = fit(axis, from: skip, count: n, degree: 1, horizon: Self.horizon)
    if v * line < 0 { return 0 }
    let c = fit(axis, from: skip, count: n, degree: 3, horizon: cubicHorizon, atLeast: 4)
    guard c * v > 0 && abs(c) < abs(v) else { return v }
    return abs(c) < floor * abs(v) ? floor * v : c
  }

  /// The plain degree-2 estimate over the window (`conservative` false) or the conservative
  /// rule (true), from two-axis sums: the code the study measured them with.
  func estimate(at time: Double, conservative: Bool) -> (x: Double, y: Double) {
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
  func widened(
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

  /// How many of the newest samples are a lift-off twitch on `axis` (0, 1 or 2): samples
  /// within ``twitchWindow`` of the newest that step back by at most ``twitchDistance``
  /// against the motion before them, and by less than that motion covers in
  /// ``twitchWindow`` (so a slow finger's noise is not taken for one).
  func twitch(_ axis: Axis, count n: Int, horizon: Double) -> Int {
    liftDrop(count: n) { drop, newest, kept in
      let before = fit(axis, from: drop, count: n, degree: 2, horizon: horizon, atLeast: 3)
      guard before != 0 else { return false }
      let back = (kept.value(axis) - newest.value(axis)) * (before > 0 ? 1 : -1)
      return back > 0 && back <= Self.twitchDistance && back < abs(before) * Self.twitchWindow
    }
  }

  /// Android's IMPULSE estimate over the window's `n` samples (`calculateImpulseVelocity`).
  func impulse(_ axis: Axis, count n: Int) -> Double {
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
}
