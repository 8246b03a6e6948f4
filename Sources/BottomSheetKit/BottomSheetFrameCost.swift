#if canImport(UIKit)
  /// What the sheet's layer did per display frame while it was recorded: the numbers the
  /// device plan reads to check the layer's cost rule.
  ///
  /// The rule: while the sheet moves, one draw and at most one geometry report per display
  /// frame, and no re-render of the sheet's content that no SwiftUI update of its modifier
  /// asked for (each root-view assignment re-evaluates the content's root). Read it from
  /// ``BottomSheetTraceRecorder/frameCost`` after a drag or a spring:
  ///
  /// ```swift
  /// Button("Print cost") { print(recorder.frameCost ?? "not recorded") }
  /// ```
  ///
  /// A display frame is the time from one display-link tick to the next (the link runs while
  /// a spring, a keyboard slide or a finger moves the sheet).
  public struct BottomSheetFrameCost: Sendable, Hashable, CustomStringConvertible {
    /// Display-link ticks counted.
    public var frames: Int
    /// Frames drawn, in all.
    public var draws: Int
    /// Geometry reports (`onBottomSheetGeometryChange` calls, reader updates), in all.
    public var geometryReports: Int
    /// Content root-view assignments (SwiftUI updates of the modifier), in all.
    public var rootViewAssignments: Int
    /// The most draws within one display frame (the rule: 1).
    public var mostDrawsInOneFrame: Int
    /// The most geometry reports within one display frame (the rule: at most 1).
    public var mostGeometryReportsInOneFrame: Int
    /// The most content root-view assignments within one display frame.
    public var mostRootViewAssignmentsInOneFrame: Int

    /// One line: the totals, then the most per frame.
    public var description: String {
      "frames \(frames), draws \(draws) (at most \(mostDrawsInOneFrame) a frame), "
        + "geometry reports \(geometryReports) (at most \(mostGeometryReportsInOneFrame) a frame), "
        + "root-view assignments \(rootViewAssignments) "
        + "(at most \(mostRootViewAssignmentsInOneFrame) a frame)"
    }
  }
#endif
