#if canImport(UIKit)
  /// What the layer does per display frame, counted for the device plan and the simulator
  /// suite (``BottomSheetFrameCost``, read through the trace recorder): root-view assignments (each re-evaluates the content's root), draws and geometry
  /// reports, and the most of each seen within one display frame.
  ///
  /// The rule they check (the host decides it, `SheetHostModel.needsDraw`): while the sheet
  /// moves, one draw and at most one geometry report per display frame, and no root-view
  /// assignment that no SwiftUI update of the modifier asked for. A display frame here is the
  /// time from one display-link tick to the next; while no link runs, every draw is its own
  /// frame. Reading them: `docs/SwiftUI-layer.md`, "Cost per frame".
  struct SheetFrameCounters: Sendable, Equatable {
    /// Totals since the controller was made.
    private(set) var rootViewAssignments = 0
    private(set) var draws = 0
    private(set) var geometryReports = 0
    private(set) var ticks = 0
    /// The most within one display frame.
    private(set) var mostDrawsInOneFrame = 0
    private(set) var mostGeometryReportsInOneFrame = 0
    private(set) var mostRootViewAssignmentsInOneFrame = 0
    private var drawsThisFrame = 0
    private var reportsThisFrame = 0
    private var assignmentsThisFrame = 0

    /// The counts as the app reads them.
    var cost: BottomSheetFrameCost {
      BottomSheetFrameCost(
        frames: ticks, draws: draws, geometryReports: geometryReports,
        rootViewAssignments: rootViewAssignments, mostDrawsInOneFrame: mostDrawsInOneFrame,
        mostGeometryReportsInOneFrame: mostGeometryReportsInOneFrame,
        mostRootViewAssignmentsInOneFrame: mostRootViewAssignmentsInOneFrame)
    }

    /// A display-link tick: a new frame begins.
    mutating func tick() {
      ticks += 1
      drawsThisFrame = 0
      reportsThisFrame = 0
      assignmentsThisFrame = 0
    }

    /// A draw. While the display link is stopped (`linkRunning` false) no tick separates the
    /// frames: each draw starts a frame of its own, with the reports and assignments that
    /// follow it.
    mutating func drew(linkRunning: Bool) {
      if !linkRunning {
        drawsThisFrame = 0
        reportsThisFrame = 0
        assignmentsThisFrame = 0
      }
      draws += 1
      drawsThisFrame += 1
      mostDrawsInOneFrame = max(mostDrawsInOneFrame, drawsThisFrame)
    }

    mutating func reportedGeometry() {
      geometryReports += 1
      reportsThisFrame += 1
      mostGeometryReportsInOneFrame = max(mostGeometryReportsInOneFrame, reportsThisFrame)
    }

    mutating func rootViewAssigned() {
      rootViewAssignments += 1
      assignmentsThisFrame += 1
      mostRootViewAssignmentsInOneFrame = max(
        mostRootViewAssignmentsInOneFrame, assignmentsThisFrame)
    }
  }
#endif
