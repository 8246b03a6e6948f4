@_spi(Lab) import BottomSheetCore
import Testing

/// The nudge rule of target selection (issue #14, `docs/LAB.md` "Target selection"), one row
/// per case: a release that has moved less than `nudgeDistance` (70 pt) from the resting
/// position behind it goes at most to the next one in its direction, unless
/// |v| · `nudgeSkipTime` (0.1 s) reaches the midpoint beyond that one.
///
/// Each row also pins what projection alone (`nudgeDistance = 0`, the rule before) decides, so
/// the table shows where the rule changes the outcome. Projection at the normal rate carries a
/// release 0.499 pt per pt/s.
@Suite("Target selection: nudges")
struct NudgeTargetTests {
  /// The phone's detents: gaps of 278.5 and 398.5 pt.
  static let phone = [
    ResolvedDetent(id: "small", height: 120), ResolvedDetent(id: "medium", height: 398.5),
    ResolvedDetent(id: "large", height: 797),
  ]
  /// A floating card's detents: gaps of 160 pt (the corpus's three-detent card).
  static let card = [
    ResolvedDetent(id: "low", height: 200), ResolvedDetent(id: "mid", height: 360),
    ResolvedDetent(id: "high", height: 520),
  ]

  struct Row: Sendable, CustomTestStringConvertible {
    var name: String
    var detents: [ResolvedDetent]
    var height: Double
    var velocity: Double
    var dismissal = false
    var nudgeDistance = 70.0
    var nudgeSkipTime = 0.1
    /// With the rule.
    var expected: SheetTarget
    /// With projection alone (`nudgeDistance = 0`).
    var projection: SheetTarget
    var testDescription: String { name }
  }

  static let rows: [Row] = [
    // Nudges to the next detent.
    Row(
      name: "nudge up: 1 200 pt/s after 30 pt stops at medium (projection: large)",
      detents: phone, height: 150, velocity: 1200, expected: .detent(1), projection: .detent(2)),
    Row(
      name: "nudge down on a card: 1 000 pt/s after 40 pt stops at mid (projection: low)",
      detents: card, height: 480, velocity: -1000, expected: .detent(1), projection: .detent(0)),
    Row(
      name: "a long drag (80 pt) is no nudge: projection to large",
      detents: phone, height: 200, velocity: 1200, expected: .detent(2), projection: .detent(2)),
    // Hard throws across several detents.
    Row(
      name: "hard throw up: 5 000 pt/s after 10 pt reaches large (500 ≥ 467.75 pt to the midpoint)",
      detents: phone, height: 130, velocity: 5000, expected: .detent(2), projection: .detent(2)),
    Row(
      name: "hard throw down: 5 000 pt/s after 40 pt reaches small (500 ≥ 497.75 pt)",
      detents: phone, height: 757, velocity: -5000, expected: .detent(0), projection: .detent(0)),
    // The skip speed scales with the gaps: 2 100 pt/s skips on a card, not on the phone.
    Row(
      name: "card: 2 100 pt/s after 40 pt skips mid (210 ≥ 200 pt to the midpoint at 280)",
      detents: card, height: 480, velocity: -2100, expected: .detent(0), projection: .detent(0)),
    Row(
      name: "card: 1 900 pt/s after 40 pt stops at mid (190 < 200 pt)",
      detents: card, height: 480, velocity: -1900, expected: .detent(1), projection: .detent(0)),
    Row(
      name: "phone: 2 100 pt/s after 40 pt stops at medium (210 < 497.75 pt)",
      detents: phone, height: 757, velocity: -2100, expected: .detent(1), projection: .detent(0)),
    // Dismissal.
    Row(
      name: "nudge down from mid stops at low, not dismissed (100 < 230 pt to the midpoint at 100)",
      detents: card, height: 330, velocity: -1000, dismissal: true, expected: .detent(0),
      projection: .dismiss),
    Row(
      name: "nudge down from the lowest dismisses (dismissal is the next position)",
      detents: card, height: 170, velocity: -1000, dismissal: true, expected: .dismiss,
      projection: .dismiss),
    Row(
      name: "hard throw down from mid dismisses (300 ≥ 230 pt)",
      detents: card, height: 330, velocity: -3000, dismissal: true, expected: .dismiss,
      projection: .dismiss),
    Row(
      name: "below the lowest, faster down than the threshold: dismissed",
      detents: card, height: 190, velocity: -400, dismissal: true, expected: .dismiss,
      projection: .dismiss),
    Row(
      name: "let go below half the lowest, drifting up: dismissed (dismissal lies behind)",
      detents: card, height: 60, velocity: 50, dismissal: true, expected: .dismiss,
      projection: .dismiss),
    Row(
      name: "from the top, a hard throw (4 000 pt/s after 40 pt) dismisses",
      detents: card, height: 480, velocity: -4000, dismissal: true, expected: .dismiss,
      projection: .dismiss),
    // Not dismissible: never .dismiss.
    Row(
      name: "not dismissible: nudge down from the lowest stays at low",
      detents: card, height: 170, velocity: -1000, expected: .detent(0), projection: .detent(0)),
    Row(
      name: "not dismissible: hard throw down from mid lands at low",
      detents: card, height: 330, velocity: -3000, expected: .detent(0), projection: .detent(0)),
    // On the rubber band past the top, the release leaves the top detent.
    Row(
      name: "pulled 33 pt above large, 1 500 pt/s down: medium (projection: small)",
      detents: phone, height: 830, velocity: -1500, expected: .detent(1), projection: .detent(0)),
    // The parameters.
    Row(
      name: "nudgeSkipTime 0: even 5 000 pt/s after 10 pt stops at medium",
      detents: phone, height: 130, velocity: 5000, nudgeSkipTime: 0, expected: .detent(1),
      projection: .detent(2)),
    Row(
      name: "nudgeDistance infinite: an 80 pt drag at 1 200 pt/s is a nudge too",
      detents: phone, height: 200, velocity: 1200, nudgeDistance: .infinity,
      expected: .detent(1), projection: .detent(2)),
    Row(
      name: "nudgeDistance NaN: the rule is off",
      detents: phone, height: 150, velocity: 1200, nudgeDistance: .nan, expected: .detent(2),
      projection: .detent(2)),
    Row(
      name: "nudgeSkipTime NaN: a nudge never skips",
      detents: phone, height: 130, velocity: 5000, nudgeSkipTime: .nan, expected: .detent(1),
      projection: .detent(2)),
    Row(
      name: "nudgeSkipTime negative: a nudge never skips",
      detents: phone, height: 130, velocity: 5000, nudgeSkipTime: -1, expected: .detent(1),
      projection: .detent(2)),
  ]

  static func target(_ row: Row, nudgeDistance: Double) -> TargetDecision {
    var behavior = SheetBehavior()
    behavior.nudgeDistance = nudgeDistance
    behavior.nudgeSkipTime = row.nudgeSkipTime
    return TargetSelection.computeTarget(
      height: row.height, velocity: row.velocity, detents: row.detents, behavior: behavior,
      considersDismissal: row.dismissal)
  }

  @Test(arguments: rows)
  func target(_ row: Row) {
    let decision = Self.target(row, nudgeDistance: row.nudgeDistance)
    #expect(decision.target == row.expected)
    #expect(Self.target(row, nudgeDistance: 0).target == row.projection)
    // The rule never changes the projection the release reports.
    #expect(decision.projectedHeight == Self.target(row, nudgeDistance: 0).projectedHeight)
  }

  @Test func defaultsAreTheStudysChoice() {
    let behavior = SheetBehavior()
    #expect(behavior.nudgeDistance == 70)
    #expect(behavior.nudgeSkipTime == 0.1)
  }
}
