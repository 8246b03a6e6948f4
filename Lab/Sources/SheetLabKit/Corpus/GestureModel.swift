/// The parameters of the corpus's model of a person dragging a sheet. Every value is
/// documented in `docs/CORPUS.md`, with its source or the reason for its choice.
///
/// A person picks where they want the sheet (a detent, or gone), then makes one of four
/// gestures: a *placement* (drag the edge to the detent and let go), a *flick* (throw it
/// there, as hard as the distance needs), a *nudge* (a short flick of habitual speed meaning
/// "the next detent"), or a *peek* (pull a little and let it fall back). The finger follows
/// minimum-jerk strokes (``MinimumJerk``), sampled like a touch screen.
public struct GestureModel: Sendable, Equatable {
  /// Touch sampling rates (Hz), drawn uniformly: 60 Hz panels and 120 Hz ProMotion.
  public var samplingRates: [Double] = [60, 120]
  /// Timestamp jitter, ± this fraction of the sampling period, uniform.
  public var timestampJitter = 0.1
  /// Error on each *reported* timestamp, ± this many seconds at 60 Hz (half at 120 Hz),
  /// uniform; the position is the finger's at the true sampling time, and reported times never
  /// decrease. Unlike ``timestampJitter`` (the sampling tick itself moves, and the position
  /// with it), this is a clock that disagrees with the digitiser: 0 by default; the release
  /// sweep (`sheetlab study --sweep`) uses 0.002 (issue #21).
  public var reportedTimeError = 0.0
  /// Standard deviation of the noise added to every reported position after the touch-down,
  /// points (both axes): 0 by default; the release sweep uses 0.5.
  public var positionNoise = 0.0
  /// Probability that a gesture whose finger is slow at the lift (a placement or a peek)
  /// ends with a lift-off roll: the last sample lands ``liftRoll`` points back, against the
  /// last stroke, as the fingertip rolls off the glass. 0 by default; the sweep uses 0.3.
  public var liftRollProbability = 0.0
  /// How far a lift-off roll moves the last sample, points, uniform.
  public var liftRoll: ClosedRange<Double> = 1...4
  /// Reported positions are rounded to this many points.
  public var positionResolution = 0.01
  /// Reported times are rounded to this many seconds.
  public var timeResolution = 0.0001

  /// Share of placements.
  public var placementShare = 0.4
  /// Share of distance-aimed flicks that leave the glass near their peak speed.
  public var flickShare = 0.25
  /// Share of distance-aimed throws whose finger is still speeding up at the lift.
  public var acceleratingShare = 0.10
  /// Share of nudges (habitual short flicks meaning the adjacent detent).
  public var nudgeShare = 0.15
  /// Share of peeks (the intent is the starting detent): what the other shares leave.
  public var peekShare: Double {
    max(0, 1 - placementShare - flickShare - acceleratingShare - nudgeShare)
  }

  /// Fitts's-law duration of a placement stroke: T = a + b · log2(D / W + 1) seconds for a
  /// distance D in points (Shannon form, MacKenzie 1992).
  public var fittsIntercept = 0.12
  /// Fitts's-law slope b, seconds per bit.
  public var fittsSlope = 0.11
  /// Fitts's-law target width W in points.
  public var fittsWidth = 20.0
  /// Relative standard deviation of a stroke's duration.
  public var durationNoise = 0.12
  /// Aim error of a placement: standard deviation = relative × distance + absolute (points).
  public var aimErrorRelative = 0.06
  /// The constant part of the aim error, in points.
  public var aimErrorAbsolute = 3.0
  /// Where a placement meant to dismiss lets go, as a fraction of the lowest detent's height.
  public var dismissPlacement: ClosedRange<Double> = 0.05...0.35

  /// Probability that a placement pauses half-way.
  public var hesitationProbability = 0.25
  /// Length of that pause, seconds.
  public var hesitationPause: ClosedRange<Double> = 0.08...0.25
  /// Probability that a placement overshoots its aim and comes back (a small reversal).
  public var reversalProbability = 0.3
  /// Overshoot of such a placement, points.
  public var reversalOvershoot: ClosedRange<Double> = 4...20
  /// Duration of the corrective stroke back, seconds.
  public var correctionDuration: ClosedRange<Double> = 0.12...0.22
  /// Probability that the finger rests on the glass before lifting.
  public var restProbability = 0.5
  /// Length of that rest, seconds.
  public var rest: ClosedRange<Double> = 0.05...0.4

  /// Where in its minimum-jerk stroke a flick leaves the glass (normalised time s).
  public var flickLiftPhase: ClosedRange<Double> = 0.45...0.7
  /// Where in its minimum-jerk stroke an accelerating throw leaves the glass (normalised time
  /// s, before the peak speed at s = ½): near the start of such a stroke the speed grows as
  /// the square of the time (x ≈ 10s³), so the finger speeds up over the whole contact.
  public var acceleratingLiftPhase: ClosedRange<Double> = 0.2...0.4
  /// How long an accelerating throw touches the glass before the lift, seconds.
  public var acceleratingContact: ClosedRange<Double> = 0.1...0.25
  /// Finger travel from the start of the throw to the lift, points.
  public var flickTravel: ClosedRange<Double> = 25...110
  /// Shortest contact of a throw, seconds (a digitiser reports at least 3 samples at 60 Hz).
  public var flickMinimumContact = 0.05
  /// The deceleration rate the person expects the sheet to coast with after the throw: a
  /// scroll view's (UIScrollView normal, 0.998 per ms); see `docs/CORPUS.md`.
  public var expectedDecelerationRate = 0.998
  /// Relative standard deviation of the throw's speed around the one that would coast to
  /// the target.
  public var flickSpeedNoise = 0.25
  /// Extra factor on the speed when nothing lies beyond the target (the top detent, or
  /// dismissal): people throw harder when overshooting cannot hurt.
  public var extremeBoost: ClosedRange<Double> = 1...2.5
  /// The fastest throw, points per second.
  public var maximumFlickSpeed = 6000.0
  /// A nudge's speed at lift, pt/s, uniform: a habit, independent of the distance.
  public var nudgeSpeed: ClosedRange<Double> = 400...1600
  /// A nudge's finger travel before the lift, points.
  public var nudgeTravel: ClosedRange<Double> = 20...60
  /// Probability that a flick starts with a slow drag (then throws).
  public var preDragProbability = 0.3
  /// That drag's share of the way to the target.
  public var preDragFraction: ClosedRange<Double> = 0.15...0.4
  /// Pause between the drag and the throw, seconds.
  public var preDragPause: ClosedRange<Double> = 0...0.12

  /// How far a peek pulls, as a fraction of the gap to the neighbouring detent (≤ 70 pt).
  public var peekFraction: ClosedRange<Double> = 0.1...0.3
  /// Sideways drift over a whole gesture, ± points (floating cards move sideways too).
  public var lateralDrift = 15.0
  /// Sideways drift for floating cards, ± points.
  public var floatingLateralDrift = 40.0
  /// Where on the sheet the finger lands, points below its top edge (on the 20 pt grabber).
  public var grabOffset: ClosedRange<Double> = 4...16
  /// Seconds of output after the lift, enough for every algorithm compared to come to rest.
  public var settleAllowance = 1.6

  /// The default model.
  public init() {}
}
