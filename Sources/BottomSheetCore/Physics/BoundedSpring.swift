/// One axis of a sheet's spring: the free motion, the ``MotionLimit`` it is shown through, and
/// the restart from rest where it runs into a hard stop.
///
/// The spring runs free so that its energy bound and settle time stay those of a plain
/// ``SpringMotion``; the limit keeps what is shown within the rubber band. A hard stop (no
/// headroom) is an inelastic wall on either axis: from the time the free motion reaches it,
/// the same spring continues from rest there (``MotionLimit/hardStop(of:)``), so the sheet
/// stops instead of waiting at the wall while the free spring is past it and then coming back.
struct BoundedSpring: Sendable {
  /// The spring as it would run with nothing in its way.
  let free: SpringMotion
  /// What the rubber band allows on this axis.
  let limit: MotionLimit
  /// When the free motion reaches a hard stop (seconds after the start), and the motion from
  /// rest there that replaces it.
  let wall: (time: Double, motion: SpringMotion)?

  init(_ free: SpringMotion, limit: MotionLimit) {
    self.free = free
    self.limit = limit
    wall = limit.hardStop(of: free)
  }

  /// Where the motion ends.
  var target: Double { free.target }

  /// Seconds after the start when the motion is over: like every spring's settle time, at
  /// most ``SpringMotion/maximumDuration``, the restart at a wall included (a spring too slow
  /// to arrive by then snaps to its target there, as one without a wall does).
  var duration: Double {
    guard let wall else { return free.settleTime }
    return min(wall.time + wall.motion.settleTime, SpringMotion.maximumDuration)
  }

  /// The position and speed shown `elapsed` seconds after the start.
  ///
  /// - Complexity: O(1): one spring evaluation and the limit; no allocation.
  func state(at elapsed: Double) -> (position: Double, velocity: Double) {
    var (motion, since) = (free, elapsed)
    if let wall, elapsed >= wall.time { (motion, since) = (wall.motion, elapsed - wall.time) }
    let p = motion.position(at: since)
    return (limit.position(p), limit.velocity(p, motion.velocity(at: since)))
  }
}
