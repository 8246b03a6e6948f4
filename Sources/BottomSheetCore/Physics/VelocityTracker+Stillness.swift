/// The release rule's noise-tolerant rest test (the release sweep, noisy placements).
extension VelocityTracker {
  /// A finger whose samples of the last ``stillSpan`` seconds (before the newest kept one)
  /// span no more than this many points on an axis has stopped on that axis, whatever a fit
  /// through them reads.
  ///
  /// Through digitiser noise every sample differs from the one before, so ``hasRested(at:)``
  /// never fires, and the 30 ms parabola reads a finger that ends a corrective stroke at rest
  /// as a throw of one or two hundred points per second. A wider range, or a shorter span, would
  /// also zero slow flicks. The release sweep chose the value (`docs/LAB.md`, "Release sweep").
  public static let stillRange = 2.0
  /// How far back the rest test of ``stillRange`` looks, in seconds: four samples on a 60 Hz
  /// grid (the oldest within the tracker's 1 µs slack; three at 59.94 Hz, whose three frames
  /// are 50.05 ms), seven at 120 Hz (at least three are needed).
  public static let stillSpan = 0.05

  /// The samples the rest test of ``stillRange`` reads must reach at least this far back, in
  /// seconds (two 60 Hz frames, with room for ±2 ms of timestamp error): three samples
  /// microseconds apart say nothing about 50 ms.
  public static let stillCoverage = 0.03

  /// Whether samples `first..<n` no older than ``stillSpan`` before sample `first` (at least
  /// three, reaching back ``stillCoverage`` or more) lie within ``stillRange`` of each other
  /// on `axis`: the finger stopped there, and the release on that axis is zero. A resting
  /// fingertip's sub-point noise and the last points of a stroke braking to a stop stay inside
  /// it; a throw of 80 pt/s or more does not.
  ///
  /// The bound is on the extent, not the speed, so which steady drags it zeroes depends on
  /// how many samples the span holds; and it is per axis, so a fast throw's slow axis can be
  /// zeroed. Bounding the speed or the 2-D extent instead landed fewer noisy placements
  /// (`docs/LAB.md`, "Release sweep", has the speeds it zeroes per sampling rate).
  func isStill(_ axis: Axis, from first: Int, count n: Int) -> Bool {
    let anchor = sample(first).t
    var low = Double.infinity
    var high = -Double.infinity
    var covered = 0.0
    var i = first
    while i < n {
      let s = sample(i)
      let age = anchor - s.t
      if age > Self.stillSpan + Self.timeSlack { break }
      low = min(low, s.value(axis))
      high = max(high, s.value(axis))
      covered = age
      i += 1
    }
    return i - first >= 3 && covered + Self.timeSlack >= Self.stillCoverage
      && high - low <= Self.stillRange
  }
}
