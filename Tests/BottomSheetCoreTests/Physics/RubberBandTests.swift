import Testing

@_spi(Lab) @testable import BottomSheetCore

/// Rubber-band formulas: UIScrollView's (1 − 1/(x·c/d + 1))·d with c = 0.55, the original
/// floating card's damped x/(1 + |x|/scale) clamped to a limit, a linear allowance, and none.
@Suite("Physics: RubberBand")
struct PhysicsRubberBandTests {
  /// Expected values computed by hand from (1 − 1/(x·0.55/d + 1))·d.
  @Test(
    "elastic: UIScrollView formula, c = 0.55",
    arguments: [
      (100.0, 800.0, 51.461_988_304_093_61),  // u = 0.06875 → 0.064327… · 800
      (50, 800, 26.586_102_719_033_28),
      (200, 800, 96.703_296_703_296_72),
      (400, 800, 172.549_019_607_843_06),
      (800, 800, 283.870_967_741_935_5),  // x = d → d·0.55/1.55
      (1e6, 800, 798.838_053_740_014_5),  // approaches d, never reaches it
      (100, 400, 48.351_648_351_648_36),
      (10, 100, 5.213_270_142_180_093),
    ])
  func elasticValues(overshoot: Double, dimension: Double, expected: Double) {
    let band = RubberBand.elastic(coefficient: 0.55)
    #expect(abs(band.displayed(overshoot: overshoot, dimension: dimension) - expected) <= 1e-9)
    #expect(abs(band.displayed(overshoot: -overshoot, dimension: dimension) + expected) <= 1e-9)
  }

  /// For small overshoots the elastic band moves at c = 0.55 of the finger (slope at 0).
  @Test func elasticSlopeAtZeroIsCoefficient() {
    let shown = RubberBand.elastic().displayed(overshoot: 1e-6, dimension: 800)
    #expect(abs(shown / 1e-6 - 0.55) <= 1e-9)
    #expect(RubberBand.default == .elastic(coefficient: 0.55))
  }

  /// (scale, limit, overshoot, expected displayed).
  static let dampedRows: [(Double, Double, Double, Double)] = [
    (100, 100, 100, 50), (100, 100, 50, 100.0 / 3), (100, 100, 300, 75),
    (100, 100, 1e9, 99.999_990_000_001), (20, 30, 20, 10), (20, 30, 60, 15),
    (20, 30, 1e6, 19.999_600_007_999_84),  // scale < limit: the limit is never reached
    (20, 10, 60, 10),  // scale > limit: clamped
  ]

  /// The original floating card: upward scale 100 / limit 100, horizontal scale 20 / limit 30.
  @Test("damped: x / (1 + |x|/scale), clamped to the limit", arguments: dampedRows)
  func dampedValues(scale: Double, limit: Double, overshoot: Double, expected: Double) {
    let band = RubberBand.damped(scale: scale, limit: limit)
    for dimension in [0.0, 800, -5, .nan] {  // the dimension is ignored
      #expect(abs(band.displayed(overshoot: overshoot, dimension: dimension) - expected) <= 1e-9)
      #expect(abs(band.displayed(overshoot: -overshoot, dimension: dimension) + expected) <= 1e-9)
    }
  }

  /// The original persistent sheet: 1:1 up to 50 pt past the end, then a hard stop.
  @Test func linearAllowanceIsAHardStop() {
    let band = RubberBand.linear(allowance: 50)
    #expect(band.displayed(overshoot: 30, dimension: 800) == 30)
    #expect(band.displayed(overshoot: 50, dimension: 800) == 50)
    #expect(band.displayed(overshoot: 51, dimension: 800) == 50)
    #expect(band.displayed(overshoot: 5000, dimension: 800) == 50)
    #expect(band.displayed(overshoot: -70, dimension: 800) == -50)
    #expect(band.maximumDisplacement(dimension: 800) == 50)
    #expect(RubberBand.none.displayed(overshoot: 120, dimension: 800) == 0)
    #expect(RubberBand.none.maximumDisplacement(dimension: 800) == 0)
  }

  static let kinds: [RubberBand] = [
    .elastic(), .elastic(coefficient: 0.3), .damped(scale: 100, limit: 100),
    .damped(scale: 20, limit: 30), .damped(scale: 40, limit: 25), .linear(allowance: 50), .none,
  ]

  /// Odd, monotone, zero at zero, and bounded by maximumDisplacement, over a dense grid.
  @Test("odd, monotone, bounded", arguments: kinds)
  func shape(band: RubberBand) {
    let dimension = 640.0
    let bound = band.maximumDisplacement(dimension: dimension)
    #expect(band.displayed(overshoot: 0, dimension: dimension) == 0)
    var previous = 0.0
    for step in 1...4000 {
      let x = Double(step) * 0.5  // 0.5 … 2000 pt
      let y = band.displayed(overshoot: x, dimension: dimension)
      #expect(band.displayed(overshoot: -x, dimension: dimension) == -y)
      #expect(y >= previous)
      #expect(y >= 0 && y <= bound)
      #expect(y <= x)  // never ahead of the finger
      previous = y
    }
  }

  /// Expected maximums: elastic → the dimension; damped → min(scale, limit); linear → allowance.
  @Test func maximumDisplacements() {
    #expect(RubberBand.elastic().maximumDisplacement(dimension: 800) == 800)
    #expect(RubberBand.damped(scale: 100, limit: 100).maximumDisplacement(dimension: 800) == 100)
    #expect(RubberBand.damped(scale: 20, limit: 30).maximumDisplacement(dimension: 800) == 20)
    #expect(RubberBand.damped(scale: 40, limit: 25).maximumDisplacement(dimension: 800) == 25)
    // A band that shows no movement has no room: springs are then held at the end too.
    #expect(RubberBand.elastic(coefficient: 0).maximumDisplacement(dimension: 800) == 0)
    #expect(RubberBand.damped(scale: 0, limit: 25).maximumDisplacement(dimension: 800) == 0)
    #expect(RubberBand.linear(allowance: 0).maximumDisplacement(dimension: 800) == 0)
  }

  /// overshoot(displayed:) inverts displayed(overshoot:) wherever the forward map is not
  /// saturated, for every kind (the sheet caught in its overshoot continues from where it is).
  @Test("inverse round-trips", arguments: kinds)
  func inverse(band: RubberBand) {
    let dimension = 640.0
    let bound = band.maximumDisplacement(dimension: dimension)
    for x in [0.5, 1, 7.5, 20, 33, 49.9, 100, 250, 1000] {
      let y = band.displayed(overshoot: x, dimension: dimension)
      let back = band.overshoot(displayed: y, dimension: dimension)
      if case .none = band {
        #expect(back == 0)
      } else if y < bound - 1e-9 && y < x {  // strictly inside the elastic part
        #expect(abs(back - x) <= 1e-9 * x)
        #expect(abs(band.overshoot(displayed: -y, dimension: dimension) + x) <= 1e-9 * x)
      } else if y < bound - 1e-9 {  // linear part: identity
        #expect(back == x)
      } else {  // saturated: the smallest overshoot that reaches the bound
        #expect(band.displayed(overshoot: back, dimension: dimension) >= bound - 1e-9)
        #expect(back <= x)
      }
    }
    // And the other way: displayed(overshoot(y)) == y below the maximum.
    for fraction in [0.01, 0.25, 0.5, 0.9, 0.99] {
      let y = fraction * bound
      let x = band.overshoot(displayed: y, dimension: dimension)
      #expect(abs(band.displayed(overshoot: x, dimension: dimension) - y) <= 1e-9 * max(1, y))
    }
  }

  /// Displayed values at or beyond what a kind can show are treated as its maximum, and the
  /// inverse stays finite.
  @Test func inverseBeyondRange() {
    let elastic = RubberBand.elastic()
    let x = elastic.overshoot(displayed: 800, dimension: 800)
    #expect(x.isFinite && x > 1e8)  // 0.999 999·d → (0.999 999/0.000 001)·d/c ≈ 1.45·10⁹
    #expect(abs(x - 0.999_999 / 0.000_001 * 800 / 0.55) <= 1)
    #expect(elastic.overshoot(displayed: 5000, dimension: 800) == x)
    let card = RubberBand.damped(scale: 100, limit: 100)
    #expect(card.overshoot(displayed: 50, dimension: 0) == 100)
    #expect(card.overshoot(displayed: 1000, dimension: 0).isFinite)
    #expect(RubberBand.linear(allowance: 50).overshoot(displayed: 80, dimension: 0) == 50)
  }

  /// Bad input never produces NaN: non-finite overshoots, bad dimensions, bad parameters.
  @Test func badInputIsFinite() {
    let bands: [RubberBand] =
      Self.kinds + [
        .elastic(coefficient: .nan), .elastic(coefficient: -1), .elastic(coefficient: 0),
        .damped(scale: 0, limit: 30), .damped(scale: .nan, limit: 30),
        .damped(scale: 20, limit: -1),
        .damped(scale: .infinity, limit: 30), .linear(allowance: .nan), .linear(allowance: -10),
      ]
    let values: [Double] = [.nan, .infinity, -.infinity, 0, 1, -1, 1e308, -1e308, 120]
    let dimensions: [Double] = [.nan, .infinity, -800, 0, 800, 1e-300]
    for band in bands {
      for value in values {
        for dimension in dimensions {
          let shown = band.displayed(overshoot: value, dimension: dimension)
          let back = band.overshoot(displayed: value, dimension: dimension)
          #expect(shown.isFinite && back.isFinite)
          #expect(band.maximumDisplacement(dimension: dimension).isFinite)
        }
      }
    }
    // The rules behind those: non-finite input moves nothing; so do unusable parameters.
    #expect(RubberBand.elastic().displayed(overshoot: .infinity, dimension: 800) == 0)
    #expect(RubberBand.elastic().displayed(overshoot: .nan, dimension: 800) == 0)
    #expect(RubberBand.elastic().displayed(overshoot: 100, dimension: -800) == 0)
    #expect(RubberBand.elastic().displayed(overshoot: 100, dimension: .nan) == 0)
    #expect(RubberBand.elastic().maximumDisplacement(dimension: -800) == 0)
    #expect(RubberBand.damped(scale: 0, limit: 30).displayed(overshoot: 100, dimension: 0) == 0)
    #expect(RubberBand.damped(scale: 0, limit: 30).maximumDisplacement(dimension: 0) == 0)
    #expect(RubberBand.linear(allowance: -10).displayed(overshoot: 5, dimension: 0) == 0)
    #expect(RubberBand.elastic(coefficient: .nan).displayed(overshoot: 100, dimension: 800) == 0)
  }
}
