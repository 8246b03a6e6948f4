@_spi(Lab) import BottomSheetCore
import Testing

/// Table-driven tests of the one pure target function, one row per case (FloatingPanel-style).
///
/// Detents are the phone's [120, 398.5, 797]. With the normal rate (0.998) a release projects
/// 0.499 pt per pt/s; with the fast rate (0.99), 0.099 pt per pt/s — used where a row must
/// isolate the velocity-threshold rule from projection.
///
/// Differences from peers, by design: Compose's AnchoredDraggable picks the adjacent anchor by a
/// positional threshold (e.g. 50 %) unless the velocity exceeds a threshold; FloatingPanel
/// projects with the same WWDC formula but only toward adjacent states by default. Here the
/// nearest detent to the *projected* position wins (a hard flick skips), `skipsDetents: false`
/// restores adjacency, and the velocity threshold guarantees at least one detent of progress.
/// A release less than 70 pt from the detent it left is a nudge and skips only when
/// |v| · 0.1 s reaches the midpoint beyond the next detent (`NudgeTargetTests`): from the top,
/// 537.75 pt to the midpoint between medium and small, so 6 000 pt/s skips and 2 000 does not.
@Suite("Target selection")
struct TargetSelectionTests {
  static let detents = [
    ResolvedDetent(id: "small", height: 120), ResolvedDetent(id: "medium", height: 398.5),
    ResolvedDetent(id: "large", height: 797),
  ]

  struct Row: Sendable, CustomTestStringConvertible {
    var name: String
    var height: Double
    var velocity: Double
    var rate = 0.998
    var skips = true
    var dismissal = false
    var expected: SheetTarget
    var testDescription: String { name }
  }

  static let rows: [Row] = [
    Row(name: "rest near the lowest stays", height: 130, velocity: 0, expected: .detent(0)),
    Row(name: "rest nearer medium goes to medium", height: 300, velocity: 0, expected: .detent(1)),
    Row(
      name: "rest just nearer small goes to small", height: 250, velocity: 0, expected: .detent(0)),
    Row(
      name: "slow upward push is projected to medium", height: 130, velocity: 350,
      expected: .detent(1)),
    Row(
      name: "fast rate: projection alone would stay, threshold forces next",
      height: 130, velocity: 310, rate: 0.99, expected: .detent(1)),
    Row(
      name: "fast rate: below threshold stays at nearest",
      height: 130, velocity: 290, rate: 0.99, expected: .detent(0)),
    Row(
      name: "hard flick after 80 pt (no nudge) skips to large", height: 200, velocity: 2000,
      expected: .detent(2)),
    Row(
      name: "hard flick limited to adjacent", height: 200, velocity: 2000, skips: false,
      expected: .detent(1)),
    Row(
      name: "hard downward flick from the top skips to small", height: 797, velocity: -6000,
      expected: .detent(0)),
    Row(
      name: "hard downward flick from the top, adjacent only", height: 797, velocity: -2000,
      skips: false, expected: .detent(1)),
    Row(
      name: "hard downward flick from the top dismisses", height: 797, velocity: -6000,
      dismissal: true, expected: .dismiss),
    Row(
      name: "2 000 pt/s down from the top is a nudge: medium, not dismissed", height: 797,
      velocity: -2000, dismissal: true, expected: .detent(1)),
    Row(
      name: "below lowest, fast down: velocity rule dismisses although projection would not",
      height: 100, velocity: -310, rate: 0.99, dismissal: true, expected: .dismiss),
    Row(
      name: "below lowest, slower than threshold: back to lowest",
      height: 100, velocity: -290, rate: 0.99, dismissal: true, expected: .detent(0)),
    Row(
      name: "resting above half the lowest stays", height: 65, velocity: 0, dismissal: true,
      expected: .detent(0)),
    Row(
      name: "resting below half the lowest dismisses", height: 55, velocity: 0, dismissal: true,
      expected: .dismiss),
    Row(
      name: "rubber-banded above the top, slow down: top", height: 850, velocity: -100,
      expected: .detent(2)),
    Row(
      name: "at medium, fast down: at least the next one below", height: 398.5, velocity: -310,
      rate: 0.99, expected: .detent(0)),
    Row(
      name: "between medium and large, fast down: medium", height: 500, velocity: -310, rate: 0.99,
      expected: .detent(1)),
    Row(name: "non-finite height treated as 0", height: .nan, velocity: 0, expected: .detent(0)),
    Row(
      name: "non-finite velocity treated as 0", height: 390, velocity: .infinity,
      expected: .detent(1)),
  ]

  @Test(arguments: rows)
  func target(_ row: Row) {
    var behavior = SheetBehavior()
    behavior.decelerationRate = row.rate
    behavior.skipsDetents = row.skips
    let decision = TargetSelection.computeTarget(
      height: row.height, velocity: row.velocity, detents: Self.detents, behavior: behavior,
      considersDismissal: row.dismissal)
    #expect(decision.target == row.expected)
    #expect(decision.projectedHeight.isFinite)
  }

  @Test func projectionIsReported() {
    let decision = TargetSelection.computeTarget(
      height: 200, velocity: 1000, detents: Self.detents, behavior: SheetBehavior(),
      considersDismissal: false)
    #expect(abs(decision.projectedHeight - 699) < 1e-9)  // 200 + 1000/1000 · 0.998/0.002
  }

  @Test func singleDetentAlwaysWinsUnlessDismissed() {
    let one = [ResolvedDetent(id: "only", height: 400)]
    for v in [-5000.0, -100, 0, 100, 5000] {
      let d = TargetSelection.computeTarget(
        height: 300, velocity: v, detents: one, behavior: SheetBehavior(), considersDismissal: false
      )
      #expect(d.target == .detent(0))
    }
  }
}
