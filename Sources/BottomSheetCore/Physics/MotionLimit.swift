/// Keeps a spring-driven sheet inside the range a finger could drag it to, without a jump.
///
/// A spring released fast toward the end of the sheet's range overshoots its target by up to
/// √(x₀² + (v₀/ω₀)²), and the oscillator knows nothing of the rubber band: a flick onto the
/// highest detent could carry the sheet hundreds of points past it, where a finger is held to
/// the band's maximum displacement B (0 for ``RubberBand/none``). `MotionLimit` maps the
/// spring's free position h to the position shown:
///
/// - between the two *knees* the position is shown as is. The knees are the ends of the range
///   the finger moves 1:1, widened to include the motion's start and target, so a motion that
///   stays between them is not changed at all;
/// - past a knee k, with headroom s from k to the bound: k ± x / (1 + x / s), x = |h − k|.
///   That is the damped rubber band's own form (``RubberBand/damped(scale:limit:)`` with scale
///   s): its slope is 1 at the knee, so neither the position nor the speed jumps where the
///   limit takes over, it is monotone, and it approaches the bound without reaching it;
/// - with no headroom (s below ``minimumRoom``: ``RubberBand/none``, or a start already at the
///   bound) the knee is a hard stop, an inelastic wall: a spring that runs into it, or starts
///   on it moving outward, stops there and goes on from rest (see ``hardStop(of:)``).
///
/// Because the mapping only ever pulls a position toward the knees, which enclose the target,
/// the shown distance from the target is never more than the spring's own: the energy bound
/// of ``SpringMotion`` still holds for what is drawn, and the motion settles when the spring
/// does.
///
/// ```swift
/// // Highest detent 500, `.none` band: a spring from 430 overshooting to 755 is shown at 500.
/// let limit = MotionLimit(freeLower: 200, freeUpper: 500, allowance: 0, start: 430, target: 500)
/// limit.position(755)               // 500
/// // A damped band with 100 pt of allowance: 100 pt of overshoot is shown as 50.
/// MotionLimit(freeLower: 200, freeUpper: 500, allowance: 100, start: 430, target: 500)
///   .position(600)                  // 550
/// ```
///
/// Complexity: O(1) per evaluation, no allocation.
struct MotionLimit: Sendable, Hashable {
  /// The lowest position shown.
  ///
  /// The free range's lower end minus the allowance, or the start or target if lower still.
  /// Approached, not reached, except with no headroom (then it is the knee) or by rounding for
  /// an overshoot hundreds of orders of magnitude past it.
  let lowerBound: Double
  /// Below this the position is compressed toward ``lowerBound``.
  ///
  /// The lower end of the range the finger moves 1:1, or the start or target if lower.
  let lowerKnee: Double
  /// Above this the position is compressed toward ``upperBound``.
  ///
  /// The upper end of the range the finger moves 1:1 (the highest detent), or the start or
  /// target if higher.
  let upperKnee: Double
  /// The highest position shown.
  ///
  /// The free range's upper end plus the allowance, or the start or target if higher still.
  /// Approached, not reached, except with no headroom (then it is the knee) or by rounding for
  /// an overshoot hundreds of orders of magnitude past it.
  let upperBound: Double

  /// A limit that never changes a position.
  ///
  /// What a limit built from a non-finite argument becomes: with nothing sensible to hold the
  /// motion to, it is shown as the spring runs (``SpringMotion`` keeps that finite).
  static let unlimited = MotionLimit(
    lowerBound: -.infinity, lowerKnee: -.infinity, upperKnee: .infinity, upperBound: .infinity)

  private init(lowerBound: Double, lowerKnee: Double, upperKnee: Double, upperBound: Double) {
    self.lowerBound = lowerBound
    self.lowerKnee = lowerKnee
    self.upperKnee = upperKnee
    self.upperBound = upperBound
  }

  /// A limit for a motion from `start` to `target` over a range the finger moves 1:1 from
  /// `freeLower` to `freeUpper`, with `allowance` more on each side (the rubber band's
  /// ``RubberBand/maximumDisplacement(dimension:)``).
  ///
  /// A start or target outside `freeLower − allowance … freeUpper + allowance` (the sheet
  /// animating in after a context change, say) widens the bounds to include it, so the motion
  /// is never moved from where it begins or ends. Non-finite arguments give ``unlimited``; a
  /// negative or non-finite allowance counts as 0; bounds given in the wrong order are swapped.
  init(
    freeLower: Double, freeUpper: Double, allowance: Double, start: Double, target: Double
  ) {
    guard freeLower.isFinite, freeUpper.isFinite, start.isFinite, target.isFinite else {
      self = .unlimited
      return
    }
    let extra = allowance.isFinite ? max(allowance, 0) : 0
    let low = min(freeLower, freeUpper)
    let high = max(freeLower, freeUpper)
    lowerKnee = min(low, start, target)
    upperKnee = max(high, start, target)
    lowerBound = min(low - extra, lowerKnee)
    upperBound = max(high + extra, upperKnee)
  }

  /// The position shown for the spring's free position `h`.
  ///
  /// `h` itself between the knees; past a knee k, k ± x / (1 + x / s) with x = |h − k| and s
  /// the headroom; the knee itself at a hard stop.
  func position(_ h: Double) -> Double {
    if h > upperKnee {
      return upperKnee + Self.compressed(h - upperKnee, room: upperBound - upperKnee)
    }
    if h < lowerKnee {
      return lowerKnee - Self.compressed(lowerKnee - h, room: lowerKnee - lowerBound)
    }
    return h
  }

  /// The speed shown for the spring's free position `h` and speed `v`: v times the mapping's
  /// slope, 1 / (1 + x / s)² past a knee, 0 at a hard stop.
  ///
  /// On a knee the slope is taken in the direction of `v` (the one-sided derivative): moving
  /// outward from a hard stop shows no movement, so a sheet pressed against one has speed 0
  /// (and a spring that starts so stops there at once: ``hardStop(of:)`` finds it at time 0).
  func velocity(_ h: Double, _ v: Double) -> Double {
    if h > upperKnee || (h == upperKnee && v > 0) {
      return v * Self.slope(h - upperKnee, room: upperBound - upperKnee)
    }
    if h < lowerKnee || (h == lowerKnee && v < 0) {
      return v * Self.slope(lowerKnee - h, room: lowerKnee - lowerBound)
    }
    return v
  }

  /// Where `motion` (a free spring from this limit's start) first runs into a hard stop, and
  /// the motion that continues from there: the same spring, from rest at the stop.
  ///
  /// A hard stop is an inelastic wall. Shown through ``position(_:)`` alone, a spring that
  /// runs into one would hold the sheet at the wall while it is past it, then fall back with
  /// the spring as a dip after the fact (38 pt below a detent hit by a 9 000 pt/s flick, for a
  /// 0.5 damping fraction); restarted from rest at the wall, the sheet stops there. `nil` when
  /// the motion never reaches a hard stop (see ``SpringMotion/firstTime(passing:upward:)``).
  ///
  /// - Returns: the time after the motion's start, and the motion from then on.
  func hardStop(of motion: SpringMotion) -> (time: Double, motion: SpringMotion)? {
    var hit: (time: Double, at: Double)?
    if upperBound - upperKnee < Self.minimumRoom,
      let t = motion.firstTime(passing: upperKnee, upward: true)
    {
      hit = (t, upperKnee)
    }
    if lowerKnee - lowerBound < Self.minimumRoom,
      let t = motion.firstTime(passing: lowerKnee, upward: false), t < hit?.time ?? .infinity
    {
      hit = (t, lowerKnee)
    }
    guard let hit else { return nil }
    let rest = SpringMotion(
      from: hit.at, to: motion.target, initialVelocity: 0, spring: motion.spring)
    return (hit.time, rest)
  }

  /// Headroom under which a knee is a hard stop.
  ///
  /// A thousandth of a point, invisible on any screen. Without it a band of, say, 10⁻³⁰⁰ pt
  /// would swallow a spring's outward speed into nothing and give it back later as a dip,
  /// where a true hard stop absorbs it.
  static let minimumRoom = 0.001

  /// x / (1 + x / s) for x ≥ 0: the damped band with scale `room`.
  private static func compressed(_ x: Double, room: Double) -> Double {
    guard room >= minimumRoom else { return 0 }
    guard room.isFinite else { return x }
    let u = x / room
    // For x near Double's limit u is ∞ and x / ∞ would be 0: the limit there is the room.
    guard u.isFinite else { return room }
    // Rounding can put x / (1 + u) an ulp past the room for huge x.
    return min(x / (1 + u), room)
  }

  /// d/dx of ``compressed(_:room:)``.
  private static func slope(_ x: Double, room: Double) -> Double {
    guard room >= minimumRoom else { return 0 }
    guard room.isFinite else { return 1 }
    let w = 1 + x / room
    guard w.isFinite else { return 0 }
    return 1 / (w * w)
  }
}
