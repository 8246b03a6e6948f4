@_spi(Lab) import BottomSheetCore
import Testing

/// Rows derived from the behaviours Compose's `AnchoredDraggableState` tests name
/// (androidx `compose/foundation/.../anchoredDraggable`): settling when the positional
/// threshold (50 % of the distance) is or is not reached, and when the velocity threshold is or
/// is not reached. Their tests are swipe-driven UI tests with no numeric tables, so these rows
/// re-express the *rules* on three anchors 250 pt apart (heights 100, 350, 600), not their
/// numbers.
///
/// Where the rules agree, the row says "same". Where the engine differs by design it says why:
/// Compose ignores how far a release would coast (no projection) and never moves more than one
/// anchor; the engine projects the release like a scroll view, so a moderate flick below the
/// velocity threshold can still reach the next detent, and a hard one can skip — a short one
/// (a nudge, less than 70 pt from its detent) only when |v| · 0.1 s reaches the midpoint beyond
/// the next detent (here 375 pt from A: 3 750 pt/s).
@Suite("Compose AnchoredDraggable behaviours (derived)")
struct ComposeBehaviourTests {
  static let detents = [
    ResolvedDetent(id: "A", height: 100), ResolvedDetent(id: "B", height: 350),
    ResolvedDetent(id: "C", height: 600),
  ]

  struct Row: Sendable, CustomTestStringConvertible {
    var name: String
    var height: Double
    var velocity: Double
    var compose: Int
    var engine: Int
    var testDescription: String { name }
  }

  // Compose's default velocity threshold is 125 dp/s; the engine's is 300 pt/s. Rows use
  // velocities that sit on the same side of both, or say which side they test.
  static let rows: [Row] = [
    Row(
      name: "positional threshold not reached, no velocity: back to A (same)", height: 200,
      velocity: 0, compose: 0, engine: 0),
    Row(
      name: "positional threshold reached, no velocity: on to B (same)", height: 240, velocity: 0,
      compose: 1, engine: 1),
    Row(
      name: "velocity threshold reached from just past A: on to B (same)", height: 110,
      velocity: 400, compose: 1, engine: 1),
    Row(
      name: "velocity threshold reached backwards from just past A: back to A (same)", height: 120,
      velocity: -400, compose: 0, engine: 0),
    Row(
      name: "slow release, positional threshold not reached: Compose stays; projection reaches B",
      height: 200, velocity: 100, compose: 0, engine: 1),
    Row(
      name: "flick from A at 2 000 pt/s: one anchor (same; for the engine a nudge, 200 < 375 pt)",
      height: 100, velocity: 2000, compose: 1, engine: 1),
    Row(
      name: "hard flick from A at 4 000 pt/s: Compose moves one anchor; the engine skips to C",
      height: 100, velocity: 4000, compose: 1, engine: 2),
  ]

  @Test(arguments: rows)
  func engineTarget(_ row: Row) {
    let decision = TargetSelection.computeTarget(
      height: row.height, velocity: row.velocity, detents: Self.detents,
      behavior: SheetBehavior(), considersDismissal: false)
    #expect(decision.target == .detent(row.engine))
  }

  /// With `skipsDetents: false` and a fast deceleration (little projection) the engine
  /// reproduces Compose's answer on every row.
  @Test(arguments: rows)
  func composeLikeSettings(_ row: Row) {
    var behavior = SheetBehavior(velocityThreshold: 125)
    behavior.skipsDetents = false
    behavior.decelerationRate = 0.9
    let decision = TargetSelection.computeTarget(
      height: row.height, velocity: row.velocity, detents: Self.detents, behavior: behavior,
      considersDismissal: false)
    #expect(decision.target == .detent(row.compose))
  }
}
