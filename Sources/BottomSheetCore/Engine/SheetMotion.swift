/// The state of a finger-driven drag.
struct SheetDrag: Sendable {
  /// Who the finger currently moves.
  var owner: DragOwner
  /// Whether the touch started on content that can scroll (hand-off applies).
  var routesToContent: Bool
  /// The finger's latest position.
  var lastPoint: SheetPoint
  /// The un-rubber-banded height the finger has dragged the sheet to.
  var rawHeight: Double
  /// The finger's x at touch-down and the card's raw sideways offset then.
  var startX: Double
  var startRawX: Double
  /// Finger samples for the release velocity.
  var tracker: VelocityTracker
  /// The displayed height after the latest move, for detent-crossing events.
  var displayedHeight: Double
  /// Whether releasing here (without velocity) would dismiss.
  var dismissArmed: Bool
  /// The detent this drag last emitted a crossing of, for the crossings' hysteresis.
  var lastCrossing: DetentCrossing? = nil
}

/// The last detent crossing a drag reported: the detent's height and the direction.
struct DetentCrossing: Sendable {
  var height: Double
  var upward: Bool
}

/// The state of a spring-driven motion, started at `startTime`.
struct ActiveSpring: Sendable {
  var startTime: Double
  /// The height and the sideways offset: each a free spring shown through what the rubber
  /// band allows on its axis, so an overshoot never leaves the range a finger could drag the
  /// sheet to.
  var vertical: LimitedMotion
  var horizontal: LimitedMotion
  var destination: SheetEvent.Destination
  /// A floating card's minimum drawn height during this motion, so it slides rather than
  /// shrinks when it enters or leaves.
  var cardFloor: Double

  /// When the motion is over: at most ``SpringMotion/maximumDuration`` after the start.
  var endTime: Double { startTime + max(vertical.duration, horizontal.duration) }

  /// The engine's state during this motion: settling or leaving until it has `arrived` (its
  /// end), then where it went. Takes the comparison rather than the time so that a caller that
  /// needs `endTime` anyway computes it once (it reads both axes' optional walls).
  func state(arrived: Bool) -> SheetEngine.State {
    if case .dismiss = destination { return arrived ? .hidden : .leaving }
    return arrived ? .resting : .settling
  }

  /// The shown position and speed on both axes at `t`.
  func state(at t: Double) -> (height: Double, x: Double, vHeight: Double, vX: Double) {
    let h = vertical.state(at: t - startTime)
    let x = horizontal.state(at: t - startTime)
    return (h.position, x.position, h.velocity, x.velocity)
  }
}

extension SheetEngine {
  /// The sheet's displayed height and sideways offset at `t`, with its velocities.
  func kinematics(at t: Double) -> (height: Double, x: Double, vHeight: Double, vX: Double) {
    switch motion {
    case let .rest(height):
      return (height, 0, 0, 0)
    case let .drag(drag):
      let x = displayedOffsetX(raw: drag.startRawX + (drag.lastPoint.x - drag.startX))
      return (drag.displayedHeight, x, 0, 0)
    case let .spring(spring):
      return spring.state(at: t)
    }
  }

  /// The sheet's vertical (height) and sideways speed at `t`, in points per second: the
  /// spring's, as shown through its ``MotionLimit``; 0 at rest and while a finger drags.
  ///
  /// For test support only (`@_spi(Testing)`): the invariant checker bounds a spring's energy
  /// from its start, and a finite difference of ``layout(at:)`` there understates the speed of
  /// a sheet starting on a knee of its limit.
  @_spi(Testing) public func speed(at t: Double) -> (height: Double, x: Double) {
    let now = kinematics(at: t)
    return (now.vHeight, now.vX)
  }

  /// Starts a spring from the current state at `t` toward `destination`.
  ///
  /// `startX` overrides where it starts sideways, for a caller that has already replaced the
  /// motion (a context change mid-spring), so a card thrown sideways does not jump to the middle.
  mutating func startSpring(
    to destination: SheetEvent.Destination, at t: Double, velocity: Double, velocityX: Double,
    animated: Bool = true, startX: Double? = nil
  ) {
    var now = kinematics(at: t)
    if let startX { now.x = startX }
    let targetHeight: Double
    switch destination {
    case let .detent(id): targetHeight = height(of: id)
    case .dismiss: targetHeight = metrics.hiddenHeight
    }
    var spring = configuration.behavior.effectiveSpring
    var v = velocity
    var vx = velocityX
    if configuration.behavior.reduceMotion {
      // Reduce Motion: a short critically damped move from rest; no overshoot, no bounce.
      spring = .reducedMotion
      v = 0
      vx = 0
    }
    arrivalRefused = false
    if !animated {
      motion = .rest(height: targetHeight)
      arrive(at: t, destination: destination)
      return
    }
    let visibleEnd =
      switch destination {
      case let .detent(id): height(of: id)
      case .dismiss: max(now.height, lowestHeight)
      }
    contentLayoutHeight = max(contentLayoutHeight, now.height, targetHeight)
    let verticalLimit = MotionLimit(
      freeLower: lowerLimit, freeUpper: highestHeight, allowance: bandAllowance,
      start: now.height, target: targetHeight)
    let horizontalLimit = MotionLimit(
      freeLower: 0, freeUpper: 0, allowance: sidewaysAllowance, start: now.x, target: 0)
    motion = .spring(
      ActiveSpring(
        startTime: t,
        vertical: LimitedMotion(
          SpringMotion(from: now.height, to: targetHeight, initialVelocity: v, spring: spring),
          limit: verticalLimit),
        horizontal: LimitedMotion(
          SpringMotion(from: now.x, to: 0, initialVelocity: vx, spring: spring),
          limit: horizontalLimit),
        destination: destination, cardFloor: min(visibleEnd, lowestHeight)))
    if case let .spring(started) = motion, started.endTime <= t {
      arrive(at: t, destination: destination)
    }
  }

  /// See ``Input/advance``. A time that is not finite, or earlier than the clock's, is ignored.
  @usableFromInline mutating func advance(to t: Double) {
    guard t.isFinite, t >= time else { return }
    time = t
    if case let .spring(spring) = motion, spring.endTime <= t {
      let leaves = spring.destination == .dismiss
      let to: State = leaves ? .hidden : .resting
      let settled: SheetEvent.Name? = leaves ? nil : .settled
      // A refused arrival leaves the spring in place, so every later frame passes its end and
      // asks again; the report is made once (a host draws 60 frames a second, and the
      // diagnostics are capped).
      if arrivalRefused, !has(.arrival, to: to, settled) { return }
      guard take(.arrival, to: to, settled) else {
        arrivalRefused = true
        return
      }
      arrive(at: spring.endTime, destination: spring.destination)
    }
  }
}
