/// The state of a spring-driven motion, started at `startTime`.
struct ActiveSpring: Sendable {
  var startTime: Double
  /// The height and the sideways offset: each a free spring shown through what the rubber
  /// band allows on its axis, so an overshoot never leaves the range a finger could drag the
  /// sheet to.
  var vertical: BoundedSpring
  var horizontal: BoundedSpring
  var destination: SheetEvent.Destination
  /// A floating card's minimum drawn height during this motion, so it slides rather than
  /// shrinks when it enters or leaves.
  var cardFloor: Double
  /// Which of the behaviour's springs this motion runs on, kept when the geometry re-aims it.
  var role: SpringRole = .motion

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
