/// Running sums for least-squares fits of x(t) and y(t); t in milliseconds relative to the
/// newest sample, so the derivative at t = 0 is the linear coefficient.
struct Sums {
  var n = 0.0
  var t1 = 0.0
  var t2 = 0.0
  var t3 = 0.0
  var t4 = 0.0
  var x = Axis()
  var y = Axis()

  struct Axis {
    var s0 = 0.0  // Σ v
    var s1 = 0.0  // Σ v·t
    var s2 = 0.0  // Σ v·t²
  }

  mutating func add(t: Double, x xv: Double, y yv: Double) {
    n += 1
    t1 += t
    t2 += t * t
    t3 += t * t * t
    t4 += t * t * t * t
    x.s0 += xv
    x.s1 += xv * t
    x.s2 += xv * t * t
    y.s0 += yv
    y.s1 += yv * t
    y.s2 += yv * t * t
  }

  /// Slope of the least-squares line; nil when all times coincide.
  func linearSlope(_ axis: KeyPath<Sums, Axis>) -> Double? {
    let a = self[keyPath: axis]
    let denominator = n * t2 - t1 * t1
    guard abs(denominator) > 1e-9 else { return nil }
    return (n * a.s1 - t1 * a.s0) / denominator
  }

  /// Linear coefficient b of the least-squares parabola a + b·t + c·t² (Cramer's rule on the
  /// normal equations); nil when they are singular.
  func quadraticSlope(_ axis: KeyPath<Sums, Axis>) -> Double? {
    let a = self[keyPath: axis]
    // | n  t1 t2 | |a|   |s0|
    // | t1 t2 t3 | |b| = |s1|
    // | t2 t3 t4 | |c|   |s2|
    let det = n * (t2 * t4 - t3 * t3) - t1 * (t1 * t4 - t3 * t2) + t2 * (t1 * t3 - t2 * t2)
    let scale = max(1, n * t4)
    guard abs(det) > 1e-9 * scale else { return nil }
    let detB =
      n * (a.s1 * t4 - t3 * a.s2) - a.s0 * (t1 * t4 - t3 * t2) + t2 * (t1 * a.s2 - a.s1 * t2)
    return detB / det
  }
}
