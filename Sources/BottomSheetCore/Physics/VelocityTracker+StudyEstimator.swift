extension VelocityTracker {
  /// An estimator the lab's velocity study runs in place of the release rule, supplied by
  /// another module of the package: `BottomSheetTooling` keeps the estimators that lost the
  /// study there, so the engine's module carries only the rule it runs.
  ///
  /// Two study estimators are equal when their names are: a name spells the estimator and
  /// its parameters (`leastSquares(degree: 2, horizon: 0.1)`), as an enum case would.
  @_spi(Study)
  public struct StudyEstimator: Sendable, Hashable, CustomStringConvertible {
    /// The name and the function, never released (see ``init(name:velocity:)``).
    private unowned(unsafe) let box: StudyEstimatorBox

    /// An estimator called `name` (unique per estimator and parameters) computing `velocity`.
    ///
    /// Its storage lives as long as the process: the engine stores its estimator inline
    /// (``SheetEngine/velocityEstimator``), and a reference counted on every copy of the
    /// engine cost each `layout(at:)` of a stored engine about 50 instructions (2 %) for the
    /// sake of the lab.
    ///
    /// So the number per process is bounded by the estimators the code names, not by how
    /// often it runs: every call of a factory (`leastSquares(degree:horizon:)`, `recent(…)`,
    /// `robust(…, confidence:)` with a confidence) builds one, so the lab and the tests build
    /// theirs once, in `static let` tables, and a hot caller such as `leastSquaresVelocity(at:)`
    /// uses one built once. That is a few dozen per run.
    package init(
      name: String,
      velocity: @escaping @Sendable (VelocityTracker, Double) -> (x: Double, y: Double)
    ) {
      let box = StudyEstimatorBox(name: name, velocity: velocity)
      _ = Unmanaged.passRetained(box)
      self.box = box
    }

    /// The estimator and its parameters, as the lab's tables and test failures print it.
    public var name: String { box.name }

    /// The velocity at a lift time, from the tracker's samples; finite.
    package var velocity: @Sendable (VelocityTracker, Double) -> (x: Double, y: Double) {
      box.velocity
    }

    /// The name.
    public var description: String { name }

    /// Whether `a` and `b` are the same estimator, by name.
    public static func == (a: Self, b: Self) -> Bool { a.name == b.name }

    /// Hashes the name.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
  }
}
