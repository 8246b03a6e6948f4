import BottomSheetCore
import BottomSheetTooling

/// Runs a ``GeneratedScenario`` through a ``SheetEngine`` the way a host would (apply each
/// input, advance the clock, draw frames in between) and checks the engine's invariants on every
/// layout and event.
///
/// The invariants, and the exact bounds they use (all derived from the engine's documented
/// rules; `tol` is 10⁻⁶ relative plus a small absolute slack):
///
/// - **finite**: every `Double` in every ``SheetLayout`` and ``SheetEvent``.
/// - **ranges**: `progress`, `segment.fraction` ∈ [0, 1]; `stretch`, `sidewaysStretch` ∈ [−1, 1];
///   `backdropOpacity` ∈ [0, configured opacity]; frame size, radii, content height ≥ 0;
///   `segment` indices valid.
/// - **detents**: non-empty, ascending with gaps ≥ ``DetentResolver/mergeTolerance``, heights
///   finite, > 0 and ≤ max(maximum height, 1).
/// - **selection**: the selected detent is a resolved identity (never an alias or a stale one).
/// - **presentation**: `isPresented` = the layout's = the state implied by the log (presented and
///   dismissed events alternate, starting from the initial state).
/// - **phase**: `dragging` exactly between `dragBegan` and `released`/`cancelled`; `dismissed`
///   only when not presented, `idle` only when presented; a sheet that is not presented is
///   `settling` or `dismissed`. Without an input in between, the phase only stays or goes from
///   `settling` to `idle`/`dismissed`; `dismissed → dragging` never happens.
/// - **height**, by phase. `idle`: exactly the selected detent's height. `dismissed`: exactly
///   ``SheetMetrics/hiddenHeight``. `dragging` (after a move): within
///   [lowerLimit − B, highest + B], where B = `rubberBand.maximumDisplacement(dimension:
///   max(maximumHeight, 1))` and lowerLimit is the lowest detent, or the hidden height when the
///   sheet may be dismissed (it then follows the finger off screen) — or exactly where the
///   drag caught the sheet, until a move takes effect. `settling`: within the same bounds
///   widened to the spring's target, if the spring started inside them (docs/HARDENING.md,
///   finding 5; new rules with an unchanged motion count as a new start), and the spring's
///   energy bound |h − target| ≤ √(x₀² + (v₀ / ω₀)²), with x₀, v₀ measured when the input that
///   started or changed the spring was applied (a damped spring's energy never grows; v₀ is the
///   larger of the engine's speed and a finite difference). Sideways, in every phase that
///   starts inside it: |x| ≤ the horizontal band's maximum for a floating card, 0 otherwise.
/// - **continuity**: an animated request (select, present, dismiss, VoiceOver increment,
///   decrement, escape) or an animated context or configuration change that finds the sheet
///   settling and leaves it settling keeps its sideways offset at that instant (the new spring
///   starts where the old one was); a request keeps its height too (new geometry may clamp it).
/// - **event log**: event times finite and non-decreasing; detents named by `settled`,
///   `selectionChanged`, `released`, `cancelled` and `detentCrossed` resolved before or after
///   the input.
/// - **rest**: unless a finger is still down after the last input, the sheet is `idle` on its
///   selected detent or `dismissed` by the last input's time + ``SpringMotion/maximumDuration``
///   (every spring's settle time is capped there), having emitted `settled` if it was moving
///   to a detent.
/// - **determinism**: a second run gives an identical trace, and a run that draws no frames
///   between inputs gives the same events and the same layouts at the input times.
///
/// ```swift
/// let report = InvariantChecker().check(scenario)
/// if !report.isClean { print(report.violations, scenario.swiftSource) }
/// ```
public struct InvariantChecker: Sendable {
  /// The fewest frames drawn between consecutive inputs (evenly spaced; more in long gaps, at
  /// least one per 50 ms up to 30).
  public var framesBetweenInputs: Int
  /// Frames drawn from 1.5 s after the last input to the rest deadline (the first 1.5 s get one
  /// every 50 ms).
  public var framesAfterLastInput: Int
  /// Whether to run the determinism comparisons (two extra runs).
  public var checksDeterminism: Bool
  /// The most violations collected before the checker stops looking.
  public static let maximumViolations = 20

  /// Creates a checker.
  public init(
    framesBetweenInputs: Int = 4, framesAfterLastInput: Int = 12, checksDeterminism: Bool = true
  ) {
    self.framesBetweenInputs = framesBetweenInputs
    self.framesAfterLastInput = framesAfterLastInput
    self.checksDeterminism = checksDeterminism
  }

  /// Runs `scenario` and checks every invariant.
  public func check(_ scenario: GeneratedScenario) -> InvariantReport {
    var run = Run(scenario: scenario, frames: framesBetweenInputs, tail: framesAfterLastInput)
    run.execute()
    var violations = run.violations
    if checksDeterminism && violations.allSatisfy({ $0.invariant != .finite }) {
      var again = Run(
        scenario: scenario, frames: framesBetweenInputs, tail: framesAfterLastInput)
      again.execute()
      if again.trace != run.trace {
        violations.append(
          Violation(.determinism, time: 0, inputIndex: -1, "a second run gave a different trace"))
      }
      let plain = Run.inputTimeTrace(scenario)
      if plain.events != run.eventsThroughInputs || plain.layouts != run.atInputs {
        violations.append(
          Violation(
            .determinism, time: 0, inputIndex: -1,
            "drawing frames between inputs changed the events or the layouts at input times"))
      }
    }
    return InvariantReport(
      violations: Array(violations.prefix(Self.maximumViolations)), trace: run.trace)
  }
}
