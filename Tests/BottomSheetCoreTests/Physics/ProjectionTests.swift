import Testing

@_spi(Lab) @testable import BottomSheetCore

/// WWDC 2018 "Designing Fluid Interfaces": distance = (v / 1000) · r / (1 − r), the sum of the
/// per-millisecond displacements v/1000 · rⁿ of a scroll view decelerating at rate r.
@Suite("Physics: Projection")
struct PhysicsProjectionTests {
  @Test func rates() {
    #expect(Projection.normal == 0.998)  // UIScrollView.DecelerationRate.normal
    #expect(Projection.fast == 0.99)  // UIScrollView.DecelerationRate.fast
  }

  @Test(
    "distance = (v/1000)·r/(1−r)",
    arguments: [
      (1000.0, 0.998, 499.0), (1000, 0.99, 99), (-1000, 0.998, -499), (2500, 0.998, 1247.5),
      (-1650, 0.998, -823.35), (300, 0.99, 29.7), (0, 0.998, 0), (1000, 0.9, 9), (1000, 0, 0),
    ])
  func distance(velocity: Double, rate: Double, expected: Double) {
    let d = Projection.distance(velocity: velocity, decelerationRate: rate)
    #expect(abs(d - expected) <= 1e-9 * max(1, abs(expected)))
  }

  /// The closed form is the limit of the per-millisecond series it comes from.
  @Test func matchesTheGeometricSeries() {
    for rate in [Projection.normal, Projection.fast] {
      var travelled = 0.0
      var perMillisecond = 1800.0 / 1000
      for _ in 0..<50_000 {
        perMillisecond *= rate
        travelled += perMillisecond
      }
      let d = Projection.distance(velocity: 1800, decelerationRate: rate)
      #expect(abs(d - travelled) <= 1e-9 * d)
    }
  }

  /// Rates outside 0…0.9999 are clamped into it, NaN → normal.
  @Test(
    "bad rates are sanitized",
    arguments: [
      (Double.nan, 0.998), (-0.5, 0), (1, 0.9999), (1.5, 0.9999), (.infinity, 0.9999),
      (-.infinity, 0), (0.9999, 0.9999), (0.5, 0.5),
    ])
  func sanitizedRate(rate: Double, expected: Double) {
    #expect(Projection.sanitizedRate(rate) == expected)
    let d = Projection.distance(velocity: 1000, decelerationRate: rate)
    #expect(d.isFinite)
    #expect(abs(d - expected / (1 - expected)) <= 1e-9 * max(1, d))
  }

  /// A rate of 1 would coast for ever: its sanitized 0.9999 projects 9999 pt per 1000 pt/s.
  @Test func rateOfOneIsBounded() {
    #expect(abs(Projection.distance(velocity: 1000, decelerationRate: 1) - 9999) <= 1e-6)
  }

  @Test func nonFiniteVelocityProjectsNothing() {
    for velocity in [Double.nan, .infinity, -.infinity] {
      #expect(Projection.distance(velocity: velocity, decelerationRate: 0.998) == 0)
    }
    // Huge but finite velocities project finite distances (this one overflowed to +∞).
    #expect(Projection.distance(velocity: 1e300, decelerationRate: 0.9999).isFinite)
    let extreme = Projection.distance(velocity: .greatestFiniteMagnitude, decelerationRate: 1)
    #expect(extreme == .greatestFiniteMagnitude)
    let negative = Projection.distance(velocity: -.greatestFiniteMagnitude, decelerationRate: 1)
    #expect(negative == -.greatestFiniteMagnitude)
  }
}
