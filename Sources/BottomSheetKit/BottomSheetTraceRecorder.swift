#if canImport(SwiftUI)
  import Foundation
  import SwiftUI

  /// Records the exact input stream a sheet receives — touches, scroll offsets, geometry,
  /// programmatic calls, accessibility actions — as a scenario file (the format of
  /// `sheetlab replay`), so a gesture felt on a device can be replayed, pictured and tested
  /// anywhere Swift runs.
  ///
  /// Attach it inside the sheet content, perform the gesture, then read ``scenarioJSON``:
  ///
  /// ```swift
  /// @State private var recorder = BottomSheetTraceRecorder()
  ///
  /// Text("Drag me")
  ///   .bottomSheetTrace(recorder)
  ///   .onBottomSheetEvent { event in
  ///     if case .settled = event.kind { print(recorder.scenarioJSON ?? "") }
  ///   }
  /// ```
  ///
  /// The writing is done by the engine's ``ScenarioTrace`` (tested on every platform: a
  /// replay of its output reproduces the live engine exactly). Times are seconds since the
  /// sheet's engine started (t = 0). Custom detents (``Detent/custom(_:_:)``) cannot be
  /// written and are left out.
  @MainActor public final class BottomSheetTraceRecorder {
    /// One recorded input, as the host sees it.
    enum Input {
      case down(CGPoint, TouchRegion?, Double)
      case move(CGPoint, Double)
      case up(CGPoint, Double)
      case cancel(Double)
      case scroll(Double, Double)
      case setDetent(DetentID, Double)
      case present(Double)
      case dismiss(Double)
      case context(SheetContext, Double)
      case increment(Double)
      case decrement(Double)
      case escape(Double)
    }

    private var trace: ScenarioTrace?

    /// Creates an empty recorder; it starts when the sheet it is attached to appears.
    public init() {}

    /// The number of inputs recorded so far.
    public var eventCount: Int { trace?.inputs.count ?? 0 }

    /// Forgets the recorded inputs (the sheet's starting state is kept).
    public func reset() { trace?.removeAllInputs() }

    /// The recording as a scenario file (JSON text), or `nil` before the sheet has appeared.
    public var scenarioJSON: String? { trace?.json }

    func begin(configuration: SheetConfiguration, context: SheetContext) {
      trace = ScenarioTrace(configuration: configuration, context: context)
    }

    func record(_ input: Input, epoch: Date) {
      func point(_ p: CGPoint) -> SheetPoint { SheetPoint(x: Double(p.x), y: Double(p.y)) }
      switch input {
      case let .down(p, region, t): trace?.record(.down(point(p), region: region), at: t)
      case let .move(p, t): trace?.record(.move(point(p)), at: t)
      case let .up(p, t): trace?.record(.up(point(p)), at: t)
      case let .cancel(t): trace?.record(.cancel, at: t)
      case let .scroll(offset, t): trace?.record(.scroll(offset: offset), at: t)
      case let .setDetent(id, t): trace?.record(.setDetent(id, animated: true), at: t)
      case let .present(t): trace?.record(.present(animated: true), at: t)
      case let .dismiss(t): trace?.record(.dismiss(animated: true), at: t)
      case let .context(context, t): trace?.record(.context(context, animated: true), at: t)
      case let .increment(t): trace?.record(.increment, at: t)
      case let .decrement(t): trace?.record(.decrement, at: t)
      case let .escape(t): trace?.record(.escape, at: t)
      }
    }
  }
#endif
