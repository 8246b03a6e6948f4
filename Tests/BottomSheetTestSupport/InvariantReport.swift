import BottomSheetCore

/// One broken invariant: which, when, after which input, and what was seen.
public struct Violation: Sendable, Hashable, CustomStringConvertible {
  /// The families of invariants the checker enforces (see ``InvariantChecker``).
  public enum Invariant: String, Sendable, Hashable {
    /// Every number in every layout and event is finite.
    case finite
    /// Progress, segment, stretch, backdrop, sizes and radii are within their ranges.
    case ranges
    /// Detents are non-empty, ascending, positive and within the maximum height.
    case detents
    /// The selected detent is one of the resolved ones.
    case selection
    /// `isPresented`, the layout and the presented/dismissed events agree.
    case presentation
    /// The phase is consistent with the state and changes only as inputs allow.
    case phase
    /// The height stays within the bound for its phase.
    case height
    /// An animated request or geometry change never makes a moving card jump sideways.
    case continuity
    /// The event log is well-formed: ordered times, matched drags, resolved detent names.
    case eventLog
    /// After the last touch the sheet comes to rest within the bound.
    case rest
    /// The same inputs give the same outputs, however often the host samples.
    case determinism
  }

  /// Which invariant.
  public var invariant: Invariant
  /// The engine time of the observation.
  public var time: Double
  /// The index of the last input applied before the observation (−1: none yet).
  public var inputIndex: Int
  /// What was seen.
  public var message: String

  /// Creates a violation.
  public init(_ invariant: Invariant, time: Double, inputIndex: Int, _ message: String) {
    self.invariant = invariant
    self.time = time
    self.inputIndex = inputIndex
    self.message = message
  }

  /// `invariant @ t (input n): message`.
  public var description: String {
    "\(invariant.rawValue) @ t=\(time) (after input \(inputIndex)): \(message)"
  }
}

/// What one run of a scenario produced, for determinism comparisons and benchmarks.
public struct Trace: Sendable, Equatable {
  /// Every sampled layout, in sampling order.
  public var layouts: [SheetLayout] = []
  /// Every event, in order.
  public var events: [SheetEvent] = []
  /// The engine's diagnostics at the end.
  public var diagnostics: [SheetDiagnostic] = []
  /// Creates an empty trace.
  public init() {}
}

/// The outcome of ``InvariantChecker/check(_:)``.
public struct InvariantReport: Sendable {
  /// Everything that broke, in the order it was seen (at most ``InvariantChecker/maximumViolations``).
  public var violations: [Violation]
  /// The sampled run.
  public var trace: Trace
  /// True when nothing broke.
  public var isClean: Bool { violations.isEmpty }
}
