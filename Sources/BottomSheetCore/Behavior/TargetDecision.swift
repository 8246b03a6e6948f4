/// The outcome of ``TargetSelection/computeTarget(height:velocity:detents:behavior:considersDismissal:)``.
@_spi(Lab) public struct TargetDecision: Sendable, Hashable {
  /// Where the sheet goes.
  public var target: SheetTarget
  /// The height the release would coast to if it decelerated like a scroll view.
  public var projectedHeight: Double
}
