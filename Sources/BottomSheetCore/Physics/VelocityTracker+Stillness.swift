/// The release rule's noise-tolerant rest test (the release sweep, noisy placements).
extension VelocityTracker {
  /// A finger whose samples of the last ``stillSpan`` seconds (before the newest kept one)
  /// span no more than this many points on an axis has stopped on that axis, whatever a fit
  /// through them reads.
  ///
  /// Through 0.5 pt of digitiser noise every sample differs from the one before, so
  /// ``hasRested(at:)`` never fires, and a finger that ends a corrective stroke at 0 pt/s is
  /// read at 100–260 pt/s by the 30 ms parabola (its standard error there is 76 pt/s at 60 Hz,
  /// 94 pt/s at 120 Hz) and projected past a midpoint. Chosen by the release sweep
  /// (`docs/LAB.md`, "Release sweep", fourth pass): 2 pt over 50 ms lowers no gesture kind on
  /// any axis of the tuning, validation and a fresh seed set; 2.5–4 pt, or a 40 ms span, also
  /// zero slow 60 Hz flicks (85–95 pt/s, 3 pt in 33 ms) read through the noise.
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
  /// The bound is on the extent, not the speed, so which steady drags are zeroed depends on
  /// how many samples the span holds (measured over timestamp phases, `docs/LAB.md`, fourth
  /// pass): up to 40 pt/s on the 60, 120 and 240 Hz grids (2 pt over 50 ms), up to 59.5 pt/s
  /// at 59.94 Hz or under timestamp error, where only three 60 Hz samples (33 ms) fit. The
  /// test is per axis: a floating card's diagonal drag is zeroed up to √2 × that total speed,
  /// and a fast throw's slow axis can be zeroed, rotating it (300 pt/s across with 45 pt/s
  /// down at 59.94 Hz is released straight across). Bounding the speed (2 pt × the span
  /// covered / 50 ms) or the 2-D extent instead lowers noisy placements on the release sweep.
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
