/// Estimates a finger's velocity from its recent touch samples, without allocating.
///
/// SwiftUI's `DragGesture` reports no velocity before iOS 17, so the engine measures it. The
/// sample handling is the one Flutter and Android ship (`VelocityTracker`):
///
/// - keep the last ``capacity`` samples; the window is the samples of the last ``horizon``
///   seconds, stopping at any gap longer than ``restThreshold``;
/// - if the finger last *moved* more than ``restThreshold`` before the moment asked about, the
///   velocity is zero: a finger that rests before lifting throws nothing.
///
/// The release rule (``velocity(at:)``), per axis, follows the finger at the lift whether it is
/// speeding up, steady or slowing down, and holds when the input is noisy, its timestamps
/// jittered or the fingertip rolls as it lifts:
///
/// 1. **Roll.** Drop the newest one or two samples when they lie within ``twitchWindow`` of
///    the newest and step at most ``twitchDistance`` back against the window's line (a
///    fingertip rolling off the glass), or either way when that line is slower than
///    ``restSpeed``. A lone sample after a rest that moved no more is a roll too: zero.
/// 2. **Rest.** Zero when the samples of the last ``stillSpan`` lie within ``stillRange``
///    of each other; the window's line when it is slower than ``restSpeed`` (a resting
///    finger's sub-point noise would read as ±100 pt/s).
/// 3. **Steady.** When a line explains the window as well as a cubic (an F test, scaled by
///    ``lineTestScale``), hold steps 4–5 within ``lineBand`` of that line: the line averages
///    jittered timestamps, which a parabola through the last samples amplifies.
/// 4. **Recent parabola.** The slope of a least-squares parabola over the last
///    ``recentHorizon`` (at least three samples): it neither lags a finger still speeding up
///    nor carries a short throw's start-up acceleration past the lift.
/// 5. **Cubic cap.** A cubic over the last ``cubicHorizon`` sees the acceleration falling off
///    near peak speed; when it points the same way and is smaller it is used, never below
///    ``cubicFloor`` × the parabola.
/// 6. **Direction guard.** Zero when the parabola points against the window's line (a finger
///    turning back as it lifts throws nothing).
///
/// Why each step and constant, and what they were measured against: `docs/PHYSICS-RESULTS.md`
/// ("The release rule's constants") and `docs/LAB.md` ("Velocity study", "Release sweep").
///
/// **Sparse input.** If the finger moved but only the newest sample lies inside the window,
/// the average speed across the last segment is used instead of zero.
///
/// Irregular sampling is fine (the fits use real times). A sample with the same timestamp as
/// the newest replaces it; a sample older than the newest is dropped and counted in
/// ``droppedSamples``. Non-finite samples are dropped too.
///
/// Sources: Flutter `velocity_tracker.dart` (horizon 100 ms, "assume stopped" 40 ms, degree 2);
/// Android `VelocityTracker.cpp` (LSQ2 and IMPULSE strategies); least squares by the normal
/// equations (Cramer's rule for degree 2, Gaussian elimination for degree 3).
///
/// Complexity: ``add(time:x:y:)`` O(1); ``velocity(at:)`` O(capacity). Storage is inline.
@_spi(Lab) public struct VelocityTracker: Sendable {
  /// A finger sample in container space.
  @usableFromInline
  package struct Sample: Sendable {
    package var t: Double
    package var x: Double
    package var y: Double

    package func value(_ axis: Axis) -> Double { axis == .x ? x : y }
  }

  /// One coordinate of the samples.
  package enum Axis { case x, y }

  /// How many samples are kept.
  public static let capacity = 20
  /// How far back samples count, in seconds.
  public static let horizon = 0.1
  /// A pause longer than this (seconds) means the finger stopped.
  public static let restThreshold = 0.04
  /// Slack on the ``horizon`` and ``restThreshold`` comparisons, in seconds (1 µs). Timestamps
  /// are seconds since boot, whose spacing at 10⁵–10⁷ s is 10⁻¹¹–10⁻⁹ s, so a sample exactly
  /// 100 ms old can compute as 100.000 000 006 ms; both peers count it as inside the window.
  package static let timeSlack = 1e-6

  private var storage:
    (
      Sample, Sample, Sample, Sample, Sample, Sample, Sample, Sample, Sample, Sample,
      Sample, Sample, Sample, Sample, Sample, Sample, Sample, Sample, Sample, Sample
    )
  private var newest = -1
  package private(set) var count = 0
  private(set) var lastMovementTime = -Double.infinity
  /// Samples rejected because their time went backwards or a value was not finite.
  public private(set) var droppedSamples = 0

  /// Creates an empty tracker.
  public init() {
    let zero = Sample(t: 0, x: 0, y: 0)
    storage = (
      zero, zero, zero, zero, zero, zero, zero, zero, zero, zero,
      zero, zero, zero, zero, zero, zero, zero, zero, zero, zero
    )
  }

  /// Forgets every sample (start of a new gesture).
  public mutating func reset() {
    newest = -1
    count = 0
    lastMovementTime = -.infinity
    droppedSamples = 0
  }

  /// The number of samples held.
  public var sampleCount: Int { count }

  /// Records the finger at (`x`, `y`) at `time` seconds.
  public mutating func add(time: Double, x: Double, y: Double) {
    guard time.isFinite, x.isFinite, y.isFinite else {
      droppedSamples += 1
      return
    }
    if count > 0 {
      let last = sample(0)
      if time < last.t {
        droppedSamples += 1
        return
      }
      if time == last.t {
        // Same instant reported twice: the later report is the truth.
        let previous = count > 1 ? sample(1) : nil
        if let previous, previous.x != x || previous.y != y { lastMovementTime = time }
        set(Sample(t: time, x: x, y: y), at: newest)
        return
      }
      if last.x != x || last.y != y { lastMovementTime = time }
    } else {
      lastMovementTime = time
    }
    newest = (newest + 1) % Self.capacity
    set(Sample(t: time, x: x, y: y), at: newest)
    count = min(count + 1, Self.capacity)
  }

  /// The estimated velocity at `time` (normally the lift-off time), in points per second.
  ///
  /// Zero when fewer than two samples are usable or the finger rested longer than
  /// ``restThreshold`` before `time`. A `time` before the newest sample, or not finite, is
  /// taken as the newest sample's time. Always finite. Per axis, the release rule of the
  /// type's discussion: no roll, the line at rest or on a steady path, else a recent
  /// parabola capped by a cubic.
  public func velocity(at time: Double) -> (x: Double, y: Double) {
    velocity(at: time, estimator: .standard)
  }

  /// Whether the finger last moved more than ``restThreshold`` before `time` (or nothing was
  /// recorded): every estimate is zero then.
  public func hasRested(at time: Double) -> Bool {
    guard count > 0 else { return true }
    let newestT = sample(0).t
    let now = time.isFinite ? max(time, newestT) : newestT
    return now - lastMovementTime > Self.restThreshold + Self.timeSlack
  }

  /// How many samples the window holds for a lift at `time` (the last ``horizon`` seconds,
  /// ending at gaps longer than ``restThreshold``); 0 without samples.
  package func windowCount(at time: Double) -> Int {
    guard count > 0 else { return 0 }
    let newestT = sample(0).t
    var n = 0
    var previousT = newestT
    while n < count {
      let s = sample(n)
      if newestT - s.t > Self.horizon + Self.timeSlack
        || previousT - s.t > Self.restThreshold + Self.timeSlack
      {
        break
      }
      previousT = s.t
      n += 1
    }
    return n
  }

  // MARK: - Storage

  /// The i-th newest sample (0 = newest).
  package func sample(_ i: Int) -> Sample {
    let index = (newest - i + Self.capacity) % Self.capacity
    return withUnsafeBytes(of: storage) { raw in
      raw.load(fromByteOffset: index * MemoryLayout<Sample>.stride, as: Sample.self)
    }
  }

  private mutating func set(_ value: Sample, at index: Int) {
    withUnsafeMutableBytes(of: &storage) { raw in
      raw.storeBytes(of: value, toByteOffset: index * MemoryLayout<Sample>.stride, as: Sample.self)
    }
  }
}
