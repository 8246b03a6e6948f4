@_spi(Lab) import BottomSheetCore
@_spi(Lab) import BottomSheetTooling

/// A re-implementation, for comparison, of a positional-threshold policy without
/// projection, as in Jetpack Compose Material's swipeable sheets.
///
/// The sheet follows the finger 1:1, clamped to its anchors (the detents, and the hidden
/// position when it may leave). On release, with the anchors just below and above the
/// sheet and the direction of the drag relative to the anchor it started from: a release
/// faster than 125 pt/s in that direction goes to the far anchor; otherwise the sheet goes
/// to whichever of the two it is nearer (a 50 % positional threshold). It then animates with
/// Compose's default `SpringSpec` (damping ratio 1, stiffness 1500 = `StiffnessMedium`) from
/// the release velocity.
///
/// Sources: Compose Material `SwipeableDefaults.VelocityThreshold` (125.dp),
/// `FractionalThreshold(0.5f)`, `computeTarget` in `Swipeable.kt`; Compose `SpringSpec`
/// defaults. Velocity comes from ``VelocityTracker`` (least squares, like Compose's). Points
/// stand in for dp. A drag starts from where the sheet is (an animation is interrupted).
struct PositionalThresholdModel: SheetModel {
  static let velocityThreshold = 125.0
  static let positionalThreshold = 0.5
  static let spring = SheetSpring(mass: 1, stiffness: 1500, damping: 2 * 1500.0.squareRoot())

  let geometry: BaselineGeometry
  var anchor: (destination: SheetEvent.Destination, height: Double)
  var drag: (startY: Double, startHeight: Double, shown: Double, tracker: VelocityTracker)?
  var motion: TimedSpring?
  var releasedVelocity: Double?

  init(_ scenario: Scenario) {
    geometry = BaselineGeometry(scenario)
    let start = geometry.detents[geometry.startIndex]
    anchor = (.detent(start.id), start.height)
  }

  var destination: SheetEvent.Destination { anchor.destination }

  func height(at t: Double) -> Double {
    if let drag { return drag.shown }
    return motion?.position(at: t) ?? anchor.height
  }

  mutating func apply(_ event: ScenarioEvent) {
    let t = event.t
    switch event.kind {
    case let .touchDown(p, _):
      let now = height(at: t)
      var tracker = VelocityTracker()
      tracker.add(time: t, x: p.x, y: p.y)
      drag = (p.y, now, now, tracker)
      motion = nil
    case let .touchMoved(p):
      follow(p, at: t)
    case let .touchUp(p, _):
      follow(p, at: t)
      guard let d = drag else { return }
      let velocity = -d.tracker.velocity(at: t).y
      releasedVelocity = -velocity
      drag = nil
      anchor = target(offset: d.shown, velocity: velocity)
      motion = TimedSpring(
        motion: SpringMotion(
          from: d.shown, to: anchor.height, initialVelocity: velocity, spring: Self.spring),
        start: t)
    case .touchCancelled:
      guard let d = drag else { return }
      drag = nil
      anchor = target(offset: d.shown, velocity: 0)
      motion = TimedSpring(
        motion: SpringMotion(
          from: d.shown, to: anchor.height, initialVelocity: 0, spring: Self.spring),
        start: t)
    default:
      break
    }
  }

  mutating func follow(_ p: SheetPoint, at t: Double) {
    guard var d = drag else { return }
    let positions = geometry.positions
    let raw = d.startHeight + (d.startY - p.y)
    d.shown = min(max(raw, positions[0].height), positions[positions.count - 1].height)
    d.tracker.add(time: t, x: p.x, y: p.y)
    drag = d
  }

  /// Compose Material's `computeTarget`, in heights (up = positive).
  func target(
    offset: Double, velocity: Double
  ) -> (destination: SheetEvent.Destination, height: Double) {
    let positions = geometry.positions
    let lower = positions.last { $0.height <= offset }
    let upper = positions.first { $0.height >= offset }
    guard let lower else { return upper ?? anchor }
    guard let upper else { return lower }
    if lower.height == upper.height { return lower }
    let threshold = lower.height + (upper.height - lower.height) * Self.positionalThreshold
    if anchor.height <= offset {
      if velocity >= Self.velocityThreshold { return upper }
      return offset < threshold ? lower : upper
    } else {
      if velocity <= -Self.velocityThreshold { return lower }
      return offset > threshold ? upper : lower
    }
  }
}
