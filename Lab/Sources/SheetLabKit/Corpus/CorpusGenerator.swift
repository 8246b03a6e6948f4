@_spi(Lab) import BottomSheetCore
@_spi(Lab) import BottomSheetTooling

/// Generates a labelled corpus of human-like drags: same seed, same corpus, on every
/// platform.
///
/// Item *n* draws from its own generator, seeded from the corpus seed's *n*-th output, so a
/// corpus of 60 is the first 60 items of a corpus of 600 with the same seed. Styles cycle
/// inline, modal, floating; everything else is drawn. The model and its parameters are in
/// ``GestureModel`` and `docs/CORPUS.md`.
///
/// ```swift
/// let corpus = CorpusGenerator().generate(count: 60, seed: 1)
/// let outcome = Replay.run(corpus[0].scenario)
/// ```
public struct CorpusGenerator: Sendable {
  /// The person model.
  public var model: GestureModel

  /// Creates a generator.
  public init(model: GestureModel = GestureModel()) { self.model = model }

  /// A phone the corpus is played on.
  struct Device {
    var width: Double
    var height: Double
    var safeTop: Double
    var safeBottom: Double
  }

  static let devices = [
    Device(width: 390, height: 844, safeTop: 47, safeBottom: 34),
    Device(width: 375, height: 667, safeTop: 20, safeBottom: 0),
  ]

  /// The detent sets per style: the bundled scenarios' and one more each. A sheet that is part
  /// of its screen (not presented) peeks low; a card inset from the edges rests at fixed
  /// heights; a presented attached sheet uses fractions.
  static func setups(_ style: SheetStyle) -> [[String]] {
    let capabilities = style.capabilities
    if !capabilities.isPresentable {
      return [["height:120", "anchor:header", "large"], ["fraction:0.25", "medium", "large"]]
    }
    if capabilities.isInsetFromEdges {
      return [["height:260", "height:420"], ["height:200", "height:360", "height:520"]]
    }
    return [["medium", "large"], ["fraction:0.3", "fraction:0.6", "large"]]
  }

  /// `count` items from `seed`.
  public func generate(count: Int, seed: UInt64) -> [CorpusItem] {
    var seeds = SplitMix64(seed: seed)
    var items: [CorpusItem] = []
    items.reserveCapacity(max(0, count))
    let styles: [SheetStyle] = [.inline, .modal, .floating]
    for n in 0..<max(0, count) {
      var rng = SplitMix64(seed: seeds.next())
      items.append(item(number: n, style: styles[n % 3], rng: &rng))
    }
    return items
  }

  // MARK: - One item

  /// The sheet's geometry as the person sees it, in height space (points above the base).
  struct Stage {
    var detents: [ResolvedDetent]
    var hidden: Double
    var canDismiss: Bool
    var startIndex: Int
    var startHeight: Double
    var origin: SheetPoint
    /// The finger can reach heights in this range without leaving the screen.
    var reach: ClosedRange<Double>

    func point(height: Double, x: Double) -> SheetPoint {
      SheetPoint(x: x, y: origin.y + (startHeight - height))
    }

    func height(of destination: SheetEvent.Destination) -> Double {
      switch destination {
      case let .detent(id): return detents.first { $0.id == id }?.height ?? startHeight
      case .dismiss: return hidden
      }
    }
  }

  func item(number n: Int, style: SheetStyle, rng: inout SplitMix64) -> CorpusItem {
    let device = rng.pick(Self.devices)
    let specs = rng.pick(Self.setups(style))
    var configuration = SheetConfiguration(
      style: style, detents: specs.compactMap { Detent(spec: $0) })
    let context = SheetContext(
      containerSize: SheetSize(width: device.width, height: device.height),
      safeArea: SheetInsets(top: device.safeTop, bottom: device.safeBottom),
      contentHeight: 300, contentScrolls: false, anchors: ["header": device.height * 0.36])
    let resolved = SheetEngine(configuration: configuration, context: context).detents
    let startIndex = rng.index(resolved.count)
    configuration.initialDetent = resolved[startIndex].id
    let engine = SheetEngine(configuration: configuration, context: context)
    let base = engine.metrics.base
    let startHeight = resolved[startIndex].height
    let frame = engine.layout(at: 0).frame
    let x0 = frame.x + frame.width / 2 + rng.uniform(-0.3, 0.3) * frame.width
    let y0 =
      base - startHeight + rng.uniform(model.grabOffset.lowerBound, model.grabOffset.upperBound)
    let origin = SheetPoint(
      x: quantize(x0, model.positionResolution), y: quantize(y0, model.positionResolution))
    // The finger stays on the glass: 4 pt below the top safe area, 2 pt above the bottom.
    let highest = startHeight + (origin.y - device.safeTop - 4)
    let lowest = startHeight - (device.height - 2 - origin.y)
    let stage = Stage(
      detents: resolved, hidden: engine.metrics.hiddenHeight,
      canDismiss: configuration.isDismissible,
      startIndex: startIndex, startHeight: startHeight, origin: origin, reach: lowest...highest)

    // Intent and gesture kind.
    var destinations: [SheetEvent.Destination] = resolved.map { .detent($0.id) }
    if stage.canDismiss { destinations.append(.dismiss) }
    let draw = rng.unit()
    let kind: GestureKind
    if draw < model.placementShare {
      kind = .placement
    } else if draw < model.placementShare + model.flickShare {
      kind = .flick
    } else if draw < model.placementShare + model.flickShare + model.acceleratingShare {
      kind = .accelerating
    } else if draw
      < model.placementShare + model.flickShare + model.acceleratingShare + model.nudgeShare
    {
      kind = .nudge
    } else {
      kind = .peek
    }
    var intent: SheetEvent.Destination = .detent(resolved[startIndex].id)
    switch kind {
    case .placement, .flick, .accelerating:
      let others = destinations.filter { $0 != .detent(resolved[startIndex].id) }
      intent = rng.pick(others)
    case .nudge:
      var neighbours: [SheetEvent.Destination] = []
      if startIndex + 1 < resolved.count { neighbours.append(.detent(resolved[startIndex + 1].id)) }
      if startIndex > 0 {
        neighbours.append(.detent(resolved[startIndex - 1].id))
      } else if stage.canDismiss {
        neighbours.append(.dismiss)
      }
      intent = rng.pick(neighbours)
    case .peek:
      break
    }
    let hz = rng.pick(model.samplingRates)
    let lateral = style.capabilities.movesSideways ? model.floatingLateralDrift : model.lateralDrift
    let drift = rng.uniform(-1, 1) * lateral
    let down = quantize(rng.uniform(0.05, 0.1), model.timeResolution)

    var traits: [String] = []
    var plannedSpeed: Double?
    let plan: (path: FingerPath, lift: Double)
    switch kind {
    case .placement:
      plan = placement(stage, intent: intent, down: down, drift: drift, traits: &traits, rng: &rng)
    case .flick, .accelerating, .nudge:
      plan = flick(
        stage, intent: intent, kind: kind, down: down, drift: drift, traits: &traits,
        speed: &plannedSpeed, rng: &rng)
    case .peek:
      plan = peek(stage, down: down, drift: drift, traits: &traits, rng: &rng)
    }
    // The perturbations of issue #21 draw from their own generator, so a model without them
    // gives the same items byte for byte, and one with them the same gestures, perturbed.
    var perturbation = SplitMix64(seed: rng.state ^ 0x21_5EED_0F_D1_617E)
    var roll = 0.0
    if kind == .placement || kind == .peek, perturbation.chance(model.liftRollProbability) {
      roll = perturbation.uniform(model.liftRoll.lowerBound, model.liftRoll.upperBound)
      traits.append("roll")
    }
    let (events, upTime) = sample(
      plan.path, down: down, lift: plan.lift, hz: hz, roll: roll, rng: &rng,
      perturbation: &perturbation)
    let until = quantize((events.last?.t ?? down) + model.settleAllowance, model.timeResolution)
    let scenario = Scenario(
      configuration: configuration, context: context, events: events, fps: 60, until: until)
    let number = String(n + 1)
    let id =
      "c" + String(repeating: "0", count: max(0, 3 - number.count)) + number + "-"
      + style.rawValue + "-" + kind.rawValue
    return CorpusItem(
      id: id, scenario: scenario, intent: intent, kind: kind,
      startDetent: resolved[startIndex].id, samplingRate: hz, traits: traits,
      plannedSpeed: plannedSpeed, path: plan.path, liftTime: plan.lift, upTime: upTime)
  }

  // MARK: - Sampling

  /// The touch stream: `down`, a `move` per sampling tick whose (rounded, reported) position
  /// changed, and `up` at the first tick at or after `lift`; with the tick the `up` was really
  /// taken at. Ticks are `1/hz` apart with jitter. `perturbation` draws the reported-time
  /// error and the position noise; a `roll` moves the `up` that many points back against the
  /// last stroke.
  func sample(
    _ path: FingerPath, down: Double, lift: Double, hz: Double, roll: Double,
    rng: inout SplitMix64, perturbation: inout SplitMix64
  ) -> (events: [ScenarioEvent], upTime: Double) {
    var events = [ScenarioEvent(t: down, .touchDown(at: path.origin, region: .chrome))]
    let period = 1 / hz
    let timeError = model.reportedTimeError * 60 / hz
    let back: Double = {
      guard let stroke = path.strokes.last else { return 0 }
      return stroke.to.y > stroke.from.y ? -1 : 1
    }()
    var last = path.origin
    var reported = down
    var k = 1.0
    while true {
      let jitter = rng.uniform(-model.timestampJitter, model.timestampJitter) * period
      let t = quantize(down + k * period + jitter, model.timeResolution)
      var raw = path.point(at: t)
      if t >= lift { raw.y += back * roll }
      if model.positionNoise > 0 {
        raw.x += model.positionNoise * perturbation.normal()
        raw.y += model.positionNoise * perturbation.normal()
      }
      if timeError > 0 {
        let error = perturbation.uniform(-timeError, timeError)
        reported = max(reported, quantize(t + error, model.timeResolution))
      } else {
        reported = t
      }
      let point = SheetPoint(
        x: quantize(raw.x, model.positionResolution), y: quantize(raw.y, model.positionResolution))
      if t >= lift {
        events.append(ScenarioEvent(t: reported, .touchUp(at: point)))
        return (events, t)
      }
      if point != last { events.append(ScenarioEvent(t: reported, .touchMoved(to: point))) }
      last = point
      k += 1
    }
  }

  func clampReach(_ height: Double, _ stage: Stage) -> Double {
    min(max(height, stage.reach.lowerBound), stage.reach.upperBound)
  }
}
