/// The one pure function that decides where a release lands.
///
/// Given the sheet's height `h`, its height velocity `v` (points per second, positive =
/// growing, i.e. finger moving up) and the resolved detents. The *resting positions* are the
/// detents and, when dismissal is considered, the hidden position below them (at height 0, so
/// the boundary between it and the lowest detent is half the lowest detent's height).
///
/// 1. **Projection**: projected = h + (v / 1000) · r / (1 − r), with r the deceleration rate
///    (WWDC 2018 "Designing Fluid Interfaces").
/// 2. **Nearest**: the resting position nearest to the projected height — so a hard flick can
///    skip detents; dismissal when projected < lowest / 2. With `skipsDetents == false`, the
///    detents are limited to those adjacent to `h` (dismissal is not).
/// 3. **Nudges move one position**: a release that has moved less than
///    ``SheetBehavior/nudgeDistance`` from the resting position behind it (the nearest one at
///    or behind `h`, against `v`; with none behind, on the rubber band, the extreme one it comes
///    from: the highest detent moving down, the lowest moving up, or the hidden position at
///    height 0 moving up when dismissal is considered) goes at most to the first
///    resting position ahead of `h` (`a₁`, possibly dismissal) — unless it is fast enough to
///    skip: |v| ≥ |m − h| / ``SheetBehavior/nudgeSkipTime``, with m the midpoint between `a₁`
///    and the position after it. The skip speed thus scales with the gaps: 0.1 s to reach
///    the midpoint is about a fifth of the time projection allows (0.499 s at r = 0.998).
/// 4. **Dismissal by a fast flick**: moving down faster than the velocity threshold while
///    below the lowest detent dismisses (when considered).
/// 5. **Velocity threshold**: a release faster than the threshold reaches at least the next
///    detent in its direction (so a quick short flick never bounces back).
///
/// Compared with Compose's AnchoredDraggable (positional threshold, then velocity threshold to
/// the adjacent anchor) and FloatingPanel (projection limited to the adjacent state), rule 2
/// lets a long throw land "where the finger meant", and rule 3 keeps a short habitual flick on
/// the next detent; the numbers behind rule 3 are in `docs/LAB.md`, "Target selection".
///
/// Complexity: O(n) in the number of detents; no allocation.
@_spi(Lab) public enum TargetSelection {
  /// Decides the target of a release. `detents` must be ascending and non-empty (as
  /// ``SheetEngine/detents`` are); an empty list yields `.dismiss` when considered, else
  /// `.detent(0)` (callers never pass one).
  public static func computeTarget(
    height h: Double, velocity v: Double, detents: [ResolvedDetent], behavior: SheetBehavior,
    considersDismissal: Bool
  ) -> TargetDecision {
    let height = h.isFinite ? h : 0
    let velocity = v.isFinite ? v : 0
    // Both terms are finite, but near Double.greatestFiniteMagnitude their sum is not.
    let projected = clamp(
      height + Projection.distance(velocity: velocity, decelerationRate: behavior.decelerationRate),
      -Double.greatestFiniteMagnitude, Double.greatestFiniteMagnitude)
    guard let lowest = detents.first?.height else {
      return TargetDecision(
        target: considersDismissal ? .dismiss : .detent(0), projectedHeight: projected)
    }
    let threshold = behavior.velocityThreshold
    let eps = DetentResolver.mergeTolerance
    var index = 0
    var best = Double.infinity
    var below: Int?
    var at: Int?
    var above: Int?
    for (i, detent) in detents.enumerated() {
      let distance = abs(detent.height - projected)
      if distance < best {
        best = distance
        index = i
      }
      if detent.height < height - eps { below = i }
      if abs(detent.height - height) <= eps { at = i }
      if above == nil && detent.height > height + eps { above = i }
    }
    // Rule 3: how far a nudge may go. `limit` is the first resting position ahead
    // (-1: dismissal), nil when the release may go as far as projection says.
    let limit = nudgeLimit(
      height: height, velocity: velocity, detents: detents, below: below, at: at, above: above,
      behavior: behavior, considersDismissal: considersDismissal)
    // A nudge down that stops at a detent does not dismiss; one moving up was never going to
    // pass dismissal (it lies behind), so projection decides as before.
    let cappedAboveDismissal = velocity < 0 && (limit ?? -1) >= 0
    let projectedDismissal = projected < lowest / 2 && !cappedAboveDismissal
    if considersDismissal
      && (projectedDismissal || (velocity < -threshold && height < lowest - eps))
    {
      return TargetDecision(target: .dismiss, projectedHeight: projected)
    }
    if let limit {
      index = velocity > 0 ? min(index, limit) : max(index, limit)
    }
    if !behavior.skipsDetents {
      let low = below ?? at ?? 0
      let high = above ?? at ?? detents.count - 1
      index = min(max(index, low), high)
    }
    if abs(velocity) > threshold {
      if velocity > 0, let above, index < above { index = above }
      if velocity < 0, let below, index > below { index = below }
    }
    return TargetDecision(target: .detent(index), projectedHeight: projected)
  }

  /// Rule 3: the first resting position ahead of `height` (a detent index, or -1 for
  /// dismissal) when the release is a nudge that may not go beyond it; nil otherwise.
  static func nudgeLimit(
    height: Double, velocity: Double, detents: [ResolvedDetent], below: Int?, at: Int?,
    above: Int?, behavior: SheetBehavior, considersDismissal: Bool
  ) -> Int? {
    let reach = behavior.nudgeDistance
    guard velocity != 0, reach > 0 else { return nil }  // also false for NaN
    // Resting position i's height; -1 is the hidden position (height 0).
    func position(_ i: Int) -> Double { i < 0 ? 0 : detents[i].height }
    let last = detents.count - 1
    // The position the release leaves (at or behind `height`) and the next two ahead. On the
    // rubber band past the last position in the other direction, it leaves that one.
    let leaves: Int
    let first: Int?
    if velocity > 0 {
      let behind = at ?? below ?? (considersDismissal && height >= 0 ? -1 : nil)
      leaves = behind ?? 0
      first = behind == nil ? (last > 0 ? 1 : nil) : above
    } else {
      let behind = at ?? above
      leaves = behind ?? last
      let next = behind == nil ? last - 1 : below ?? -1
      first = next >= 0 || considersDismissal && next == -1 ? next : nil
    }
    guard let first else { return nil }
    let second: Int
    if velocity > 0 {
      guard first < last else { return nil }
      second = first + 1
    } else {
      guard first > 0 || (first == 0 && considersDismissal) else { return nil }
      second = first - 1
    }
    guard abs(height - position(leaves)) < reach else { return nil }
    // NaN or negative: never skips. (A NaN product compares false, as does a negative one.)
    let midpoint = (position(first) + position(second)) / 2
    let skipTime = behavior.nudgeSkipTime
    if skipTime > 0 && abs(velocity) * skipTime >= abs(midpoint - height) { return nil }
    return first
  }
}
