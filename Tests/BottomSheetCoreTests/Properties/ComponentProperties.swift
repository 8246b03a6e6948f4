@_spi(Lab) @testable import BottomSheetCore
import PropertyBased
import Testing

/// Properties of the pure building blocks, over their whole input space (hostile numbers
/// included): what the engine-level invariants rely on.
@Suite("Properties: components")
struct ComponentProperties {
  /// Finite numbers of every magnitude, and the non-finite ones (shrinks toward 0).
  static let specials: [Double] = [
    0, -0.0, 1, -1, 0.5, 120, 844, -844, 1e-9, 1e6, -1e6, 1e300, -1e300,
    .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .leastNonzeroMagnitude, .nan,
    .infinity, -.infinity,
  ]
  static let anyNumber = Gen<Int>.int(in: 0...(specials.count - 1)).map { specials[$0] }
  static let length = Gen<Double>.double(in: -2000...2000)
  /// SheetSpring responses across and beyond the solvable range (sanitised to 0.001…1000 s).
  static let responses: [Double] = [0.35, 0.001, 0.05, 1, 3, 100, 1000, 1e300, 0, -1, .nan]

  /// Damping fractions from 0 to 3, exactly 1 (the critical closed form, which only an exact
  /// 1 selects) a fifth of the time.
  static let dampings = Gen<Double>.double(in: 0...3).map { abs($0 - 1) < 0.3 ? 1 : $0 }

  static let bands: [RubberBand] = [
    .elastic(), .elastic(coefficient: 1.9), .elastic(coefficient: .nan),
    .damped(scale: 100, limit: 100), .damped(scale: 20, limit: 30), .damped(scale: -1, limit: 5),
    .linear(allowance: 50), .linear(allowance: .infinity), RubberBand.none,
  ]

  @Test("rubber band: finite, odd, monotone, within its maximum, inverse round-trips")
  func rubberBand() async {
    await propertyCheck(
      count: 400, input: Gen<Int>.int(in: 0...8), Self.anyNumber, Gen<Double>.double(in: 1...3000)
    ) { index, overshoot, dimension in
      let band = Self.bands[index]
      let shown = band.displayed(overshoot: overshoot, dimension: dimension)
      #expect(shown.isFinite)
      #expect(abs(shown) <= band.maximumDisplacement(dimension: dimension) + 1e-9)
      #expect(band.displayed(overshoot: -overshoot, dimension: dimension) == -shown)
      let bigger = band.displayed(overshoot: overshoot * 2, dimension: dimension)
      if overshoot.isFinite && (overshoot * 2).isFinite {
        #expect(abs(bigger) >= abs(shown) - 1e-9)
      }
      let back = band.overshoot(displayed: shown, dimension: dimension)
      #expect(back.isFinite)
      let again = band.displayed(overshoot: back, dimension: dimension)
      // The elastic inverse caps at 0.999 999 of the dimension (it diverges at the dimension).
      #expect(abs(again - shown) <= 1.01e-6 * max(1, abs(shown), dimension))
    }
  }

  @Test("spring motion: finite, within its energy bound, at rest by maximumDuration")
  func springMotion() async {
    await propertyCheck(
      count: 400, input: Self.anyNumber, Self.anyNumber, Self.anyNumber,
      Gen<Int>.int(in: 0...(Self.responses.count - 1)).map { Self.responses[$0] },
      Self.dampings
    ) { from, target, velocity, response, damping in
      let spring = SheetSpring(response: response, dampingFraction: damping)
      let motion = SpringMotion(from: from, to: target, initialVelocity: velocity, spring: spring)
      #expect(motion.settleTime.isFinite)
      #expect(motion.settleTime >= 0 && motion.settleTime <= SpringMotion.maximumDuration)
      let x0 = motion.from - motion.target
      let w = spring.angularFrequency
      let radius = (x0 * x0 + (motion.initialVelocity / w) * (motion.initialVelocity / w))
        .squareRoot()
      for step in 0...40 {
        let t = motion.settleTime * Double(step) / 40
        let p = motion.position(at: t)
        #expect(p.isFinite && motion.velocity(at: t).isFinite)
        #expect(abs(p - motion.target) <= radius * (1 + 1e-9) + 1e-6 * max(1, abs(motion.target)))
      }
      #expect(motion.position(at: SpringMotion.maximumDuration) == motion.target)
      #expect(motion.velocity(at: SpringMotion.maximumDuration) == 0)
    }
  }

  @Test("motion limit: finite, within its bounds, monotone, never farther from the target")
  func motionLimit() async {
    await propertyCheck(
      count: 400, input: Self.length, Self.length, Self.anyNumber, Self.length, Self.length,
      Self.anyNumber
    ) { a, b, allowance, start, target, h in
      let limit = MotionLimit(
        freeLower: a, freeUpper: b, allowance: allowance, start: start, target: target)
      let shown = limit.position(h)
      let speed = limit.velocity(h, 1000)
      #expect(speed.isFinite && speed >= 0 && speed <= 1000)
      guard h.isFinite else { return }
      #expect(shown.isFinite)
      #expect(shown >= limit.lowerBound && shown <= limit.upperBound)
      // Between the knees (which hold the start and the target) nothing changes.
      if h >= limit.lowerKnee && h <= limit.upperKnee { #expect(shown == h) }
      #expect(limit.position(start) == start && limit.position(target) == target)
      // Only ever pulled toward the knees: never farther from the target than the free spring.
      #expect(abs(shown - target) <= abs(h - target))
      #expect(limit.position(h + 1) >= shown)
    }
  }

  @Test("spring crossing: the first time past a level, or nil only if it never gets there")
  func springCrossing() async {
    await propertyCheck(
      count: 300, input: Self.length, Self.length, Gen<Double>.double(in: -20000...20000),
      Gen<Int>.int(in: 0...(Self.responses.count - 1)).map { Self.responses[$0] },
      Self.dampings, Self.length, Gen<Bool>.bool
    ) { from, target, velocity, response, damping, level, upward in
      let spring = SheetSpring(response: response, dampingFraction: damping)
      let motion = SpringMotion(from: from, to: target, initialVelocity: velocity, spring: spring)
      func beyond(_ t: Double, by margin: Double = 0) -> Bool {
        let p = motion.position(at: t)
        return upward ? p > level + margin : p < level - margin
      }
      // Exact up to rounding: the turning points are found in closed form.
      let slack = 1e-9 * max(1, abs(level), abs(motion.from))
      let samples = 400
      if let t = motion.firstTime(passing: level, upward: upward) {
        #expect(t.isFinite && t >= 0 && t <= motion.settleTime)
        #expect(beyond(t))
        for k in 0..<samples where t > 0 {
          #expect(!beyond(t * Double(k) / Double(samples), by: slack))
        }
      } else {
        for k in 0...samples {
          #expect(!beyond(motion.settleTime * Double(k) / Double(samples), by: slack))
        }
      }
    }
  }

  @Test("target selection: a valid detent for any release")
  func targetSelection() async {
    await propertyCheck(
      count: 400, input: Self.length.array(of: 1...12), Self.anyNumber, Self.anyNumber,
      Gen<Bool>.bool, Gen<Bool>.bool
    ) { heights, height, velocity, skips, dismissal in
      let sorted = heights.map { abs($0) + 1 }.sorted()
      var detents: [ResolvedDetent] = []
      for (i, h) in sorted.enumerated() {
        detents.append(ResolvedDetent(id: DetentID("d\(i)"), height: h))
      }
      var behavior = SheetBehavior()
      behavior.skipsDetents = skips
      let decision = TargetSelection.computeTarget(
        height: height, velocity: velocity, detents: detents, behavior: behavior,
        considersDismissal: dismissal)
      #expect(decision.projectedHeight.isFinite)
      switch decision.target {
      case let .detent(i): #expect(i >= 0 && i < detents.count)
      case .dismiss: #expect(dismissal)
      }
    }
  }

  @Test("velocity tracker: finite for any samples")
  func velocityTracker() async {
    await propertyCheck(
      count: 300, input: zip(Self.anyNumber, Self.anyNumber, Self.anyNumber).array(of: 0...30)
    ) { samples in
      var tracker = VelocityTracker()
      var t = 0.0
      for (dt, x, y) in samples {
        t += dt.isFinite ? min(abs(dt), 1) / 100 : 0.008
        tracker.add(time: dt.isNaN ? dt : t, x: x, y: y)
      }
      let v = tracker.velocity(at: t)
      #expect(v.x.isFinite && v.y.isFinite)
    }
  }

  @Test("detent resolution: non-empty, ascending, positive, within the maximum")
  func detentResolution() async {
    await propertyCheck(
      count: 300, input: Self.anyNumber.array(of: 0...8), Self.anyNumber, Self.anyNumber
    ) { values, width, height in
      var detents: [Detent] = []
      for (index, value) in values.enumerated() {
        switch index % 3 {
        case 0: detents.append(.height(value))
        case 1: detents.append(.fraction(value))
        default: detents.append(.custom("c\(index)") { _ in value })
        }
      }
      let engine = SheetEngine(
        configuration: SheetConfiguration(style: .inline, detents: detents),
        context: SheetContext(containerSize: SheetSize(width: width, height: height)))
      let resolved = engine.detents
      #expect(!resolved.isEmpty)
      for (i, d) in resolved.enumerated() {
        #expect(d.height.isFinite && d.height > 0)
        #expect(d.height <= max(engine.metrics.maximumHeight, 1))
        if i > 0 { #expect(d.height - resolved[i - 1].height >= DetentResolver.mergeTolerance) }
      }
      #expect(engine.selectedDetentID.map { id in resolved.contains { $0.id == id } } == true)
    }
  }
}
