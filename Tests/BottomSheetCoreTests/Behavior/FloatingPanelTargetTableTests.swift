@_spi(Lab) import BottomSheetCore
import Testing

/// FloatingPanel's `test_targetPosition_3positionsFromHalf` table (scenee/FloatingPanel,
/// Tests/CoreTests.swift), ported.
///
/// Their test layout: a 667 pt container with `.full` 20 pt from the top, `.half` 250 pt and
/// `.tip` 60 pt from the bottom — heights 647, 250, 60 here. Their rows give the surface's y and
/// a y-velocity (positive = down); here height = 667 − y and velocity = −vy.
///
/// FloatingPanel's default behaviour does not project momentum past the adjacent state ("block
/// projecting to tip at half"). With `skipsDetents: false` every row matches; since issue #14
/// every row matches with the engine's defaults too: the three "block projecting" rows start at
/// a detent (0 pt of travel, a nudge) and are slower than the skip speed (|v| · 0.1 s against
/// 388.5–492 pt to the midpoint beyond the adjacent detent). Projection alone
/// (`nudgeDistance: 0`, the rule before) lands them where the projection points instead; that
/// difference is pinned by `projectionAloneSkipsWhereFloatingPanelBlocks`.
@Suite("FloatingPanel target table (ported)")
struct FloatingPanelTargetTableTests {
  static let detents = [
    ResolvedDetent(id: "tip", height: 60), ResolvedDetent(id: "half", height: 250),
    ResolvedDetent(id: "full", height: 647),
  ]
  static let fullY = 20.0
  static let halfY = 417.0
  static let tipY = 607.0

  struct Row: Sendable, CustomTestStringConvertible {
    var y: Double
    var vy: Double
    var expected: Int
    var note: String
    var testDescription: String { "y \(y), vy \(vy) → \(expected) (\(note))" }
  }

  static let rows: [Row] = [
    Row(y: fullY - 500, vy: -100, expected: 2, note: "far from topMostState"),
    Row(y: fullY - 500, vy: 0, expected: 2, note: "far from topMostState"),
    Row(y: fullY - 500, vy: 100, expected: 2, note: "far from topMostState"),
    Row(y: fullY, vy: -100, expected: 2, note: ""),
    Row(y: fullY, vy: 0, expected: 2, note: ""),
    Row(y: fullY, vy: 500, expected: 1, note: "project to half"),
    Row(y: fullY, vy: 1000, expected: 1, note: "block projecting to tip at half"),
    Row(y: fullY, vy: 3000, expected: 1, note: "block projecting to tip at half"),
    Row(y: fullY + 10, vy: 100, expected: 2, note: "redirect"),
    Row(y: halfY - 10, vy: -100, expected: 1, note: "redirect"),
    Row(y: halfY, vy: -1000, expected: 2, note: "project to full"),
    Row(y: halfY, vy: -100, expected: 1, note: ""),
    Row(y: halfY, vy: 0, expected: 1, note: ""),
    Row(y: halfY, vy: 100, expected: 1, note: ""),
    Row(y: halfY, vy: 1000, expected: 0, note: "project to tip"),
    Row(y: halfY + 10, vy: 100, expected: 1, note: "redirect"),
    Row(y: tipY - 10, vy: -100, expected: 0, note: "redirect"),
    Row(y: tipY, vy: -3000, expected: 1, note: "block projecting to full at half"),
    Row(y: tipY, vy: -1000, expected: 1, note: "block projecting to full at half"),
    Row(y: tipY, vy: -500, expected: 1, note: "project to half"),
    Row(y: tipY, vy: -100, expected: 0, note: ""),
    Row(y: tipY, vy: 0, expected: 0, note: ""),
    Row(y: tipY, vy: 100, expected: 0, note: ""),
    Row(y: tipY + 500, vy: -100, expected: 0, note: "far from bottomMostState"),
    Row(y: tipY + 500, vy: 0, expected: 0, note: "far from bottomMostState"),
    Row(y: tipY + 500, vy: 100, expected: 0, note: "far from bottomMostState"),
  ]

  static func target(
    y: Double, vy: Double, skips: Bool, nudgeDistance: Double = SheetBehavior().nudgeDistance
  ) -> SheetTarget {
    var behavior = SheetBehavior()
    behavior.skipsDetents = skips
    behavior.nudgeDistance = nudgeDistance
    return TargetSelection.computeTarget(
      height: 667 - y, velocity: -vy, detents: detents, behavior: behavior,
      considersDismissal: false
    ).target
  }

  @Test(arguments: rows)
  func matchesFloatingPanel(_ row: Row) {
    #expect(Self.target(y: row.y, vy: row.vy, skips: false) == .detent(row.expected))
  }

  @Test(arguments: rows)
  func defaultsMatchFloatingPanel(_ row: Row) {
    #expect(Self.target(y: row.y, vy: row.vy, skips: true) == .detent(row.expected))
  }

  @Test func projectionAloneSkipsWhereFloatingPanelBlocks() {
    // From full, a 1000 pt/s downward flick projects 499 pt to height 148: nearest is tip.
    #expect(Self.target(y: Self.fullY, vy: 1000, skips: true, nudgeDistance: 0) == .detent(0))
    #expect(Self.target(y: Self.fullY, vy: 3000, skips: true, nudgeDistance: 0) == .detent(0))
    // From tip, 1000 pt/s up projects to 559: nearest is full.
    #expect(Self.target(y: Self.tipY, vy: -1000, skips: true, nudgeDistance: 0) == .detent(2))
  }
}
