@testable import BottomSheetCore
import Testing

/// The limit that keeps springs inside the rubber band: identity between the knees, the damped
/// band's x / (1 + x/s) past them, a hard stop without headroom.
@Suite("Physics: MotionLimit")
struct MotionLimitTests {
  /// Free range 200…500, 100 pt of allowance, a motion from 430 to 500.
  static let limit = MotionLimit(
    freeLower: 200, freeUpper: 500, allowance: 100, start: 430, target: 500)

  /// (free position, shown position), computed by hand from k + x / (1 + x/100).
  static let rows: [(Double, Double)] = [
    (350, 350), (200, 200), (500, 500),  // between the knees: unchanged
    (550, 500 + 50 / 1.5), (600, 550), (800, 575), (1e9, 599.99999),  // above
    (150, 200 - 50 / 1.5), (100, 150), (-100, 125),  // below
  ]

  @Test("shown positions", arguments: rows)
  func shownPositions(free: Double, shown: Double) {
    #expect(abs(Self.limit.position(free) - shown) <= 1e-5)
  }

  /// Past a knee the limit is the damped rubber band with scale = headroom (and a limit it
  /// never reaches), the formula the floating card's drag already uses.
  @Test func isTheDampedBandPastTheKnee() {
    let band = RubberBand.damped(scale: 100, limit: 1e6)
    for x in stride(from: 0.0, through: 2000, by: 37) {
      let expected = 500 + band.displayed(overshoot: x, dimension: 0)
      #expect(abs(Self.limit.position(500 + x) - expected) <= 1e-9)
    }
  }

  /// Continuous with slope 1 at the knee (no jump in position or speed where it takes over),
  /// monotone, and never past the bound.
  @Test func continuousMonotoneBounded() {
    let justPast = Self.limit.position(500 + 1e-6)
    #expect(abs((justPast - 500) / 1e-6 - 1) <= 1e-5)
    #expect(Self.limit.velocity(500 + 1e-9, 800) > 799.99)
    var previous = -Double.infinity
    for h in stride(from: -5000.0, through: 5000, by: 0.5) {
      let shown = Self.limit.position(h)
      #expect(shown > previous)
      #expect(shown > 100 && shown < 600)
      previous = shown
    }
  }

  /// The shown speed is the free speed times the mapping's slope (checked numerically).
  @Test(arguments: [120.0, 480, 530, 650, 3000, 170, 40])
  func velocityIsTheSlopeTimesTheSpeed(free: Double) {
    let dh = 1e-5
    let slope = (Self.limit.position(free + dh) - Self.limit.position(free - dh)) / (2 * dh)
    #expect(abs(Self.limit.velocity(free, -250) - slope * -250) <= 1e-3)
  }

  /// No allowance (`RubberBand.none`): the end of the range is a hard stop, at rest.
  @Test func noAllowanceIsAHardStop() {
    let limit = MotionLimit(freeLower: 200, freeUpper: 500, allowance: 0, start: 430, target: 500)
    #expect(limit.position(755) == 500)
    #expect(limit.velocity(755, 3000) == 0)
    #expect(limit.position(120) == 200)
    #expect(limit.position(499) == 499)
    // On the knee the speed is taken in its own direction: none outward, all of it inward.
    #expect(limit.velocity(500, 3000) == 0)
    #expect(limit.velocity(500, -3000) == -3000)
    #expect(limit.velocity(200, -3000) == 0)
    // A soft knee passes the speed on (slope 1 there).
    #expect(Self.limit.velocity(500, 800) == 800)
  }

  /// Headroom below `minimumRoom` (a thousandth of a point) is a hard stop too: a band of
  /// 10⁻³⁰⁰ pt does not swallow a flick's speed and give it back as a dip later.
  @Test(arguments: [1e-300, .leastNonzeroMagnitude, 0.000_999])
  func subVisibleRoomIsAHardStop(allowance: Double) {
    let limit = MotionLimit(
      freeLower: 200, freeUpper: 500, allowance: allowance, start: 500, target: 500)
    #expect(limit.position(755) == 500)
    #expect(limit.velocity(500, 3000) == 0)
    let soft = MotionLimit(
      freeLower: 200, freeUpper: 500, allowance: 0.002, start: 500, target: 500)
    #expect(soft.position(755) > 500 && soft.position(755) < 500.002)
    #expect(soft.velocity(500, 3000) == 3000)
  }

  /// A motion that starts beyond the bounds (after a context change) or ends there (toward the
  /// hidden height) is never moved from its start or its target.
  @Test func startAndTargetWidenTheKnees() {
    let above = MotionLimit(freeLower: 200, freeUpper: 500, allowance: 0, start: 900, target: 500)
    #expect(above.position(900) == 900)
    #expect(above.position(700) == 700)
    #expect(above.position(950) == 900)
    // Hiding a sheet whose free range ends at its lowest detent: the hidden height is the bound.
    let hiding = MotionLimit(
      freeLower: 200, freeUpper: 500, allowance: 10, start: 300, target: -34)
    #expect(hiding.position(-34) == -34)
    #expect(hiding.position(100) == 100)
    #expect(hiding.position(-84) == -34)
    // A dismissible sheet's free range reaches the hidden height: the allowance applies below.
    let dismissing = MotionLimit(
      freeLower: -34, freeUpper: 500, allowance: 10, start: 300, target: -34)
    #expect(abs(dismissing.position(-84) - (-34 - 50 / 6.0)) <= 1e-12)
  }

  /// Bad arguments: non-finite ones give no limit at all; a NaN, infinite or negative allowance
  /// is 0; bounds in the wrong order are swapped. Nothing is NaN.
  @Test func badArguments() {
    let nan = MotionLimit(freeLower: .nan, freeUpper: 500, allowance: 10, start: 0, target: 0)
    #expect(nan == .unlimited)
    #expect(nan.position(1e300) == 1e300)
    #expect(nan.velocity(1e300, 7) == 7)
    for allowance in [Double.nan, .infinity, -3] {
      let limit = MotionLimit(
        freeLower: 200, freeUpper: 500, allowance: allowance, start: 300, target: 500)
      #expect(limit.position(900) == 500)
      #expect(limit.upperBound == 500 && limit.lowerBound == 200)
    }
    let swapped = MotionLimit(freeLower: 500, freeUpper: 200, allowance: 0, start: 300, target: 500)
    #expect(swapped.lowerKnee == 200 && swapped.upperKnee == 500)
    for h in [Double.greatestFiniteMagnitude, -.greatestFiniteMagnitude] {
      #expect(Self.limit.position(h).isFinite)
      #expect(Self.limit.velocity(h, .greatestFiniteMagnitude).isFinite)
    }
  }
}
