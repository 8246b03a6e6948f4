/// How the sheet moves: resistance, release projection, thresholds and springs.
///
/// "Where it rests" is ``SheetConfiguration/detents``; "how it moves" is this value; "where it
/// is now" is ``SheetEngine``'s state. Defaults match the original designs and UIKit.
///
/// ```swift
/// var behavior = SheetBehavior()
/// behavior.skipsDetents = false        // a flick moves at most one detent
/// behavior.spring = SheetSpring(duration: 0.4, bounce: 0.1)
/// ```
public struct SheetBehavior: Sendable, Hashable {
  /// Resistance past the highest and lowest detent. Default `.elastic(coefficient: 0.55)`.
  public var rubberBand: RubberBand
  /// Sideways resistance of a floating card. Default `.damped(scale: 20, limit: 30)`.
  public var horizontalRubberBand: RubberBand
  /// The spring for every motion. Default response 0.35 s, damping fraction 0.8.
  public var spring: SheetSpring
  /// Per-millisecond deceleration for release projection. Default 0.998 (UIKit normal).
  public var decelerationRate: Double
  /// A release faster than this (pt/s) reaches at least the next detent in its direction.
  /// Default 300.
  public var velocityThreshold: Double
  /// Whether a hard flick may skip detents. Default true; false restricts to adjacent ones.
  public var skipsDetents: Bool
  /// A release that has moved less than this (points) from the resting position behind it is
  /// a *nudge*: it goes at most to the next resting position in its direction (a detent, or
  /// dismissal from the lowest one), unless it is faster than the skip speed of
  /// ``nudgeSkipTime``. Default 70; 0 turns the rule off (projection alone decides).
  ///
  /// People flick a short way at a habitual speed to mean "the next detent", and projection
  /// carries such a flick past it. The value was chosen on the lab's gesture corpus, so it
  /// rests on that corpus's model of a nudge, not on recorded touches (`docs/LAB.md`, "Target
  /// selection"). `.infinity` makes every release a
  /// nudge (FloatingPanel's rule). NaN or negative: the engine replaces it with 70 and reports
  /// it; the target rule called directly (`TargetSelection`, the lab's) treats it as 0.
  public var nudgeDistance: Double
  /// How fast a nudge must be to skip the next resting position, as a time (seconds): it skips
  /// when |v| · this ≥ the distance from the sheet to the midpoint between the next position
  /// and the one after, so the skip speed scales with the gaps between detents. Default 0.1
  /// (a fifth of the 0.499 s projection allows at UIKit's normal deceleration rate, `distance
  /// = v · r / (1 − r) / 1000`, WWDC 2018 "Designing Fluid Interfaces"): on detents 160 pt
  /// apart, 2 000 pt/s after 40 pt of travel. Chosen on the lab's corpus (`docs/LAB.md`,
  /// "Target selection"); 0: a nudge never skips. NaN, negative or infinite: the engine replaces
  /// it with 0.1 and reports it; `computeTarget` called directly treats NaN or negative as 0.
  public var nudgeSkipTime: Double
  /// Whether dragging scrollable content up expands the sheet before the content scrolls
  /// (Apple's "scrolling expands when scrolled to edge"). Default true.
  public var expandsOnContentScroll: Bool
  /// Reduce Motion: every spring becomes ``SheetSpring/reducedMotion`` (short, no bounce), and
  /// a sheet with a ``SheetConfiguration/source`` cross-fades instead of morphing
  /// (``SheetLayout/opacity``).
  public var reduceMotion: Bool
  /// The entrance's spring; nil → ``spring``, as before this value existed.
  ///
  /// Apple's sheets and most peers present and dismiss on a curve of their own, often slower
  /// in and quicker out than a drag's settle; a design system names each. A motion keeps the
  /// spring it started on when the geometry re-aims it (an entrance re-aimed by a keyboard is
  /// still an entrance); a finger that catches the entrance hands the sheet to ``spring``.
  public var presentationSpring: SheetSpring?
  /// The exit's spring (a release past the dismissal threshold, a backdrop tap, code, escape);
  /// nil → ``spring``.
  public var dismissalSpring: SheetSpring?

  /// Creates a behaviour; every argument has the documented default.
  public init(
    rubberBand: RubberBand = .default,
    horizontalRubberBand: RubberBand = .damped(scale: 20, limit: 30),
    spring: SheetSpring = .default,
    decelerationRate: Double = 0.998,
    velocityThreshold: Double = 300,
    skipsDetents: Bool = true,
    nudgeDistance: Double = 70,
    nudgeSkipTime: Double = 0.1,
    expandsOnContentScroll: Bool = true,
    reduceMotion: Bool = false,
    presentationSpring: SheetSpring? = nil,
    dismissalSpring: SheetSpring? = nil
  ) {
    self.rubberBand = rubberBand
    self.horizontalRubberBand = horizontalRubberBand
    self.spring = spring
    self.decelerationRate = decelerationRate
    self.velocityThreshold = velocityThreshold
    self.skipsDetents = skipsDetents
    self.nudgeDistance = nudgeDistance
    self.nudgeSkipTime = nudgeSkipTime
    self.expandsOnContentScroll = expandsOnContentScroll
    self.reduceMotion = reduceMotion
    self.presentationSpring = presentationSpring
    self.dismissalSpring = dismissalSpring
  }

  /// The spring actually used: ``spring``, or ``SheetSpring/reducedMotion`` under Reduce Motion.
  @_spi(Lab) public var effectiveSpring: SheetSpring { reduceMotion ? .reducedMotion : spring }
}
