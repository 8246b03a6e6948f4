@_spi(Lab) @_spi(Study) import BottomSheetCore

/// What the lab's widened parabola (the release sweep's ICI variant,
/// `VelocityTracker.widened(…)`) needs from the
/// release rule's sums and the rule does not: it lives here so BottomSheetCore carries only
/// what the engine runs.
extension AxisSums {
  /// The variance of the least-squares parabola's linear coefficient per unit variance of
  /// the samples, ((XᵀX)⁻¹)₁₁ = (n·t4 − t2²) / det; nil when singular (the same test as
  /// `quadraticSlope()`, so the two agree on which windows have a slope).
  func quadraticSlopeVariance() -> Double? {
    let det = n * (t2 * t4 - t3 * t3) - t1 * (t1 * t4 - t3 * t2) + t2 * (t1 * t3 - t2 * t2)
    guard abs(det) > 1e-9 * max(1, n * t4) else { return nil }
    return (n * t4 - t2 * t2) / det
  }
}
