/// The release rule the engine uses (``Estimator/standard``), over the window the tracker keeps,
/// and the fits it shares with the estimators the lab's velocity study compares it with
/// (`BottomSheetTooling`'s `VelocityTracker+Study.swift`; the estimator values and the rule's
/// constants are in `VelocityTracker+Estimator.swift`).
extension VelocityTracker {
  /// A study's change to the release rule's degree-2 slope on one axis: given the axis, the
  /// first sample kept after a roll, the window's count and the rule's slope, the slope to use.
  ///
  /// A seam, not a variant: the lab's ICI variant widens here (`BottomSheetTooling`'s widened
  /// parabola of the release sweep, which keeps all of its code); without the seam Tooling would have
  /// to copy the rest of the rule's body (roll, rest, line test, cubic cap, line band) and
  /// keep the copy bit-identical by hand.
  package typealias Widening = (_ axis: Axis, _ first: Int, _ count: Int, _ slope: Double) ->
    Double

  /// The velocity at `time` as `estimator` computes it, with the shared rules (rest → zero,
  /// window ends at gaps, sparse input → the last segment's average). The lab's velocity study
  /// compares the estimators with this; the engine uses ``Estimator/standard``.
  @_spi(Study)
  public func velocity(at time: Double, estimator: Estimator) -> (x: Double, y: Double) {
    window(at: time, rollAfterRest: true) { n in
      (axisVelocity(.x, count: n, estimator), axisVelocity(.y, count: n, estimator))
    }
  }

  /// Applies the rules every estimator shares and calls `fit` with the number of samples in
  /// the window (at least two): zero after a rest, the window ends at ``horizon`` or at a gap
  /// longer than ``restThreshold``, and a window of one sample uses the last segment's average.
  ///
  /// With `rollAfterRest`, a window of one sample (the finger was still for longer than
  /// ``restThreshold`` before it) whose step is no longer than ``twitchDistance`` on both axes
  /// is the fingertip rolling off the glass after the rest, not a throw: zero.
  package func window(
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

  /// One axis's velocity from the `n` samples of the window, in points per second, by the
  /// release rule `estimator`; `widen`, when given, replaces the rule's degree-2 slope.
  package func axisVelocity(
    _ axis: Axis, count n: Int, _ estimator: Estimator, widen: Widening? = nil
  ) -> Double {
    switch estimator {
    case let .robust(
      horizon, atLeast, cubicHorizon, cubicAtLeast, floor, restSpeed, lineTest, lineBand):
      let skip = roll(axis, count: n, restSpeed: restSpeed)
      if restSpeed > 0 && isStill(axis, from: skip, count: n) { return 0 }
      let line = fit(axis, from: skip, count: n, degree: 1, horizon: Self.horizon)
      if abs(line) < restSpeed { return line }
      let steady = lineTest > 0 && straight(axis, from: skip, count: n, scale: lineTest)
      if steady && lineBand <= 0 { return line }
      var v = fit(axis, from: skip, count: n, degree: 2, horizon: horizon, atLeast: atLeast)
      if let widen { v = widen(axis, skip, n, v) }
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

  /// Whether a line explains samples `first..<n` as well as a cubic does, within the scatter
  /// the cubic leaves: the F statistic ((RSS₁ − RSS₃) / 2) / (RSS₃ / (k − 4)) of the cubic's
  /// two extra terms is below `scale` × its 95 % quantile for 2 and k − 4 degrees of freedom
  /// (k ≥ 6 samples). A steady throw read through jittered timestamps is then released at the
  /// line's slope, which averages the jitter over the whole window, instead of a parabola's
  /// through the last three samples, which amplifies it. Against a parabola the
  /// test would also pass a stroke near its peak speed (an inflection a parabola cannot fit
  /// either) and release it at the window's mean speed; a cubic fits that, so only a path
  /// that is really straight within its scatter passes. On clean input the scatter is
  /// rounding, and any curvature fails the test.
  func straight(_ axis: Axis, from first: Int, count n: Int, scale: Double) -> Bool {
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
  /// throw (kept, it releases a placement toward the detent it came from).
  func roll(_ axis: Axis, count n: Int, restSpeed: Double) -> Int {
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
  package func liftDrop(count n: Int, _ isLiftOff: (Int, Sample, Sample) -> Bool) -> Int {
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
  package func fit(
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

  package func finite(_ value: Double) -> Double { value.isFinite ? value : 0 }
}
