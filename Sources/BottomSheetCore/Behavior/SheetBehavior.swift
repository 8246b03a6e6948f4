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
  /// Whether dragging scrollable content up expands the sheet before the content scrolls
  /// (Apple's "scrolling expands when scrolled to edge"). Default true.
  public var expandsOnContentScroll: Bool
  /// Reduce Motion: every spring becomes ``SheetSpring/reducedMotion`` (short, no bounce).
  public var reduceMotion: Bool

  /// Creates a behaviour; every argument has the documented default.
  public init(
    rubberBand: RubberBand = .default,
    horizontalRubberBand: RubberBand = .damped(scale: 20, limit: 30),
    spring: SheetSpring = .default,
    decelerationRate: Double = Projection.normal,
    velocityThreshold: Double = 300,
    skipsDetents: Bool = true,
    expandsOnContentScroll: Bool = true,
    reduceMotion: Bool = false
  ) {
    self.rubberBand = rubberBand
    self.horizontalRubberBand = horizontalRubberBand
    self.spring = spring
    self.decelerationRate = decelerationRate
    self.velocityThreshold = velocityThreshold
    self.skipsDetents = skipsDetents
    self.expandsOnContentScroll = expandsOnContentScroll
    self.reduceMotion = reduceMotion
  }

  /// The spring actually used: ``spring``, or ``SheetSpring/reducedMotion`` under Reduce Motion.
  @_spi(Lab) public var effectiveSpring: SheetSpring { reduceMotion ? .reducedMotion : spring }
}
