/// The motion under way: where the sheet is and how fast at a time, a spring started, a
/// spring's arrival.
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
  /// `role` picks the behaviour's spring (``SheetBehavior/spring(for:)``); nil: the dismissal
  /// spring toward `.dismiss`, the motion spring otherwise.
  mutating func startSpring(
    to destination: SheetEvent.Destination, at t: Double, velocity: Double, velocityX: Double,
    animated: Bool = true, startX: Double? = nil, role: SpringRole? = nil
  ) {
    var now = kinematics(at: t)
    if let startX { now.x = startX }
    let targetHeight: Double
    switch destination {
    case let .detent(id): targetHeight = height(of: id)
    case .dismiss: targetHeight = metrics.hiddenHeight
    }
    let role = role ?? (destination == .dismiss ? .dismissal : .motion)
    let spring = configuration.behavior.spring(for: role)
    var v = velocity
    var vx = velocityX
    if configuration.behavior.reduceMotion {
      // Reduce Motion: a short critically damped move from rest (`spring(for:)` gives
      // `SheetSpring.reducedMotion`); no overshoot, no bounce.
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
        vertical: BoundedSpring(
          SpringMotion(from: now.height, to: targetHeight, initialVelocity: v, spring: spring),
          limit: verticalLimit),
        horizontal: BoundedSpring(
          SpringMotion(from: now.x, to: 0, initialVelocity: vx, spring: spring),
          limit: horizontalLimit),
        destination: destination, cardFloor: min(visibleEnd, lowestHeight), role: role))
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
