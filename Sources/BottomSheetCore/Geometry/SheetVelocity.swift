/// A velocity in the container's coordinate space, in points per second (y grows downward).
///
/// The host may pass the platform's own estimate of the finger's velocity at lift-off, e.g.
/// UIKit's `UIPanGestureRecognizer.velocity(in:)` in the `.ended` state, to
/// ``SheetEngine/Input/touchUp(at:platformVelocity:)``.
public struct SheetVelocity: Sendable, Hashable {
  /// Horizontal velocity, points per second.
  public var x: Double
  /// Vertical velocity, points per second; positive is downward.
  public var y: Double
  /// Creates a velocity.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
}
