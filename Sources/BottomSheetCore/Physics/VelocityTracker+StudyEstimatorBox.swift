extension VelocityTracker {
  /// A study estimator's name and function, behind one reference that is never released, so
  /// that ``StudyEstimator`` (and the engine that stores one) copies without reference
  /// counting.
  final class StudyEstimatorBox: Sendable {
    let name: String
    let velocity: @Sendable (VelocityTracker, Double) -> (x: Double, y: Double)

    init(
      name: String,
      velocity: @escaping @Sendable (VelocityTracker, Double) -> (x: Double, y: Double)
    ) {
      self.name = name
      self.velocity = velocity
    }
  }
}
