/// Where a released sheet goes.
public enum SheetTarget: Sendable, Hashable {
  /// Rest at this detent (index into the resolved, ascending detents).
  case detent(Int)
  /// Leave the screen (dismiss, or hide an inline sheet).
  case dismiss
}

/// The outcome of ``TargetSelection/computeTarget(height:velocity:detents:behavior:considersDismissal:)``.
public struct TargetDecision: Sendable, Hashable {
  /// Where the sheet goes.
  public var target: SheetTarget
  /// The height the release would coast to if it decelerated like a scroll view.
  public var projectedHeight: Double
}

/// The one pure function that decides where a release lands.
///
/// Given the sheet's height `h`, its height velocity `v` (points per second, positive =
/// growing, i.e. finger moving up) and the resolved detents:
///
/// 1. **Projection**: projected = h + (v / 1000) · r / (1 − r), with r the deceleration rate
///    (WWDC 2018 "Designing Fluid Interfaces").
/// 2. **Dismissal** (when considered): projected < lowest / 2, or moving down faster than the
///    velocity threshold while below the lowest detent.
/// 3. **Nearest**: the detent nearest to the projected height — so a hard flick can skip
///    detents. With `skipsDetents == false`, limited to the detents adjacent to `h`.
/// 4. **Velocity threshold**: a release faster than the threshold reaches at least the next
///    detent in its direction (so a quick short flick never bounces back).
///
/// Compared with Compose's AnchoredDraggable (positional threshold, then velocity threshold to
/// the adjacent anchor), rule 3 replaces the positional threshold with projection, which is
/// what lets a flick land "where the finger meant".
///
/// Complexity: O(n) in the number of detents; no allocation.
public enum TargetSelection {
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
    if considersDismissal
      && (projected < lowest / 2 || (velocity < -threshold && height < lowest - eps))
    {
      return TargetDecision(target: .dismiss, projectedHeight: projected)
    }
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
}
