/// Running sums for a least-squares fit of one axis; t in milliseconds relative to the sample
/// the slope is wanted at, so the derivative there is the linear coefficient.
///
/// The time sums are readable by the package so the lab's study estimators in
/// `BottomSheetTooling` can derive what only they need from the same sums the rule fits with.
package struct AxisSums {
  package private(set) var n = 0.0
  package private(set) var t1 = 0.0
  package private(set) var t2 = 0.0
  package private(set) var t3 = 0.0
  package private(set) var t4 = 0.0
  var t5 = 0.0
  var t6 = 0.0
  var s0 = 0.0
  var s1 = 0.0
  var s2 = 0.0
  var s3 = 0.0

  /// No samples.
  package init() {}

  package mutating func add(t: Double, v: Double) {
    let tt = t * t
    n += 1
    t1 += t
    t2 += tt
    t3 += tt * t
    t4 += tt * tt
    t5 += tt * tt * t
    t6 += tt * tt * tt
    s0 += v
    s1 += v * t
    s2 += v * tt
    s3 += v * tt * t
  }

  /// Linear coefficient of the least-squares cubic (Gaussian elimination with partial
  /// pivoting on the 4 × 4 normal equations); nil with fewer than four samples or when
  /// singular.
  func cubicSlope() -> Double? { cubicCoefficients()?.1 }

  /// The least-squares cubic's coefficients, constant term first; nil with fewer than four
  /// samples or when singular.
  func cubicCoefficients() -> (Double, Double, Double, Double)? {
    guard n >= 4 else { return nil }
    var m:
      (
        Double, Double, Double, Double, Double, Double, Double, Double, Double, Double,
        Double, Double, Double, Double, Double, Double, Double, Double, Double, Double
      ) = (
        n, t1, t2, t3, s0, t1, t2, t3, t4, s1, t2, t3, t4, t5, s2, t3, t4, t5, t6, s3
      )
    let scale = max(1, n * t6)
    return withUnsafeMutableBytes(of: &m) { raw -> (Double, Double, Double, Double)? in
      let a = raw.bindMemory(to: Double.self)
      for col in 0..<4 {
        var pivot = col
        for row in (col + 1)..<4 where abs(a[row * 5 + col]) > abs(a[pivot * 5 + col]) {
          pivot = row
        }
        guard abs(a[pivot * 5 + col]) > 1e-12 * scale else { return nil }
        if pivot != col {
          for k in 0..<5 { a.swapAt(pivot * 5 + k, col * 5 + k) }
        }
        for row in (col + 1)..<4 {
          let f = a[row * 5 + col] / a[col * 5 + col]
          for k in col..<5 { a[row * 5 + k] -= f * a[col * 5 + k] }
        }
      }
      var c = (0.0, 0.0, 0.0, 0.0)
      c.3 = a[3 * 5 + 4] / a[3 * 5 + 3]
      c.2 = (a[2 * 5 + 4] - a[2 * 5 + 3] * c.3) / a[2 * 5 + 2]
      c.1 = (a[1 * 5 + 4] - a[1 * 5 + 3] * c.3 - a[1 * 5 + 2] * c.2) / a[1 * 5 + 1]
      c.0 = (a[4] - a[3] * c.3 - a[2] * c.2 - a[1] * c.1) / a[0]
      guard c.0.isFinite, c.1.isFinite, c.2.isFinite, c.3.isFinite else { return nil }
      return c
    }
  }

  /// Slope of the least-squares line; nil when all times coincide.
  func linearSlope() -> Double? {
    let denominator = n * t2 - t1 * t1
    guard abs(denominator) > 1e-9 else { return nil }
    return (n * s1 - t1 * s0) / denominator
  }

  /// The least-squares line a + b·t; nil when all times coincide.
  func lineCoefficients() -> (a: Double, b: Double)? {
    guard let b = linearSlope() else { return nil }
    return ((s0 - b * t1) / n, b)
  }

  /// Linear coefficient of the least-squares parabola (Cramer's rule); nil when singular.
  package func quadraticSlope() -> Double? {
    let det = n * (t2 * t4 - t3 * t3) - t1 * (t1 * t4 - t3 * t2) + t2 * (t1 * t3 - t2 * t2)
    guard abs(det) > 1e-9 * max(1, n * t4) else { return nil }
    let detB = n * (s1 * t4 - t3 * s2) - s0 * (t1 * t4 - t3 * t2) + t2 * (t1 * s2 - s1 * t2)
    return detB / det
  }
}
