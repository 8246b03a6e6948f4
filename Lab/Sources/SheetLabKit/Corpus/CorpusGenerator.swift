import BottomSheetCore

/// The gestures a person makes in the corpus.
public enum GestureKind: String, Sendable, CaseIterable {
  /// Drag the sheet's edge to the detent and let go (possibly after resting).
  case placement
  /// Throw the sheet toward the detent, as hard as the distance needs, and let go while
  /// moving.
  case flick
  /// A short flick of habitual speed, meaning "the adjacent detent in this direction".
  case nudge
  /// Pull the sheet a little and let it fall back: the intent is where it started.
  case peek
}

/// One labelled gesture: a scenario the engine (or a baseline) replays, and what the person
/// meant.
public struct CorpusItem: Sendable {
  /// A stable name, e.g. `c007-modal-flick`.
  public var id: String
  /// The scenario: the sheet at rest at ``startDetent``, then one touch.
  public var scenario: Scenario
  /// Where the person meant the sheet to end: a detent, or dismissed.
  public var intent: SheetEvent.Destination
  /// The kind of gesture.
  public var kind: GestureKind
  /// The detent the sheet rests at when the finger lands.
  public var startDetent: DetentID
  /// Touch sampling rate, Hz.
  public var samplingRate: Double
  /// What else the gesture does: `hesitation`, `reversal`, `rest`, `pre-drag`, `boost`.
  public var traits: [String]
  /// A flick's planned speed at lift, points per second (height velocity, + = up).
  public var plannedSpeed: Double?
  /// The finger's path the samples were taken from.
  public var path: FingerPath
  /// When the person meant to lift; the `up` comes at the first sampling tick at or after it.
  public var liftTime: Double

  /// The intent as text: the detent's spec, or `dismiss`.
  public var intentName: String { Self.name(intent) }

  /// A destination as text: the detent's spec, or `dismiss`.
  public static func name(_ destination: SheetEvent.Destination) -> String {
    switch destination {
    case let .detent(id): return id.rawValue
    case .dismiss: return "dismiss"
    }
  }
}

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

  /// The detent sets per style: the bundled scenarios' and one more each.
  static func setups(_ style: SheetStyle) -> [[String]] {
    switch style {
    case .inline:
      return [["height:120", "anchor:header", "large"], ["fraction:0.25", "medium", "large"]]
    case .modal: return [["medium", "large"], ["fraction:0.3", "fraction:0.6", "large"]]
    case .floating:
      return [["height:260", "height:420"], ["height:200", "height:360", "height:520"]]
    }
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
    } else if draw < model.placementShare + model.flickShare + model.nudgeShare {
      kind = .nudge
    } else {
      kind = .peek
    }
    var intent: SheetEvent.Destination = .detent(resolved[startIndex].id)
    switch kind {
    case .placement, .flick:
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
    let drift =
      rng.uniform(-1, 1) * (style == .floating ? model.floatingLateralDrift : model.lateralDrift)
    let down = quantize(rng.uniform(0.05, 0.1), model.timeResolution)

    var traits: [String] = []
    var plannedSpeed: Double?
    let plan: (path: FingerPath, lift: Double)
    switch kind {
    case .placement:
      plan = placement(stage, intent: intent, down: down, drift: drift, traits: &traits, rng: &rng)
    case .flick, .nudge:
      plan = flick(
        stage, intent: intent, nudge: kind == .nudge, down: down, drift: drift, traits: &traits,
        speed: &plannedSpeed, rng: &rng)
    case .peek:
      plan = peek(stage, down: down, drift: drift, traits: &traits, rng: &rng)
    }
    let events = sample(plan.path, down: down, lift: plan.lift, hz: hz, rng: &rng)
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
      plannedSpeed: plannedSpeed, path: plan.path, liftTime: plan.lift)
  }

  // MARK: - Gestures

  func fittsDuration(_ distance: Double, rng: inout SplitMix64) -> Double {
    let bits = portableLog2(abs(distance) / model.fittsWidth + 1)
    let noise = max(0.5, 1 + model.durationNoise * rng.normal())
    return (model.fittsIntercept + model.fittsSlope * bits) * noise
  }

  func placement(
    _ stage: Stage, intent: SheetEvent.Destination, down: Double, drift: Double,
    traits: inout [String], rng: inout SplitMix64
  ) -> (path: FingerPath, lift: Double) {
    var aim: Double
    switch intent {
    case .dismiss:
      let lowest = stage.detents[0].height
      aim =
        lowest * rng.uniform(model.dismissPlacement.lowerBound, model.dismissPlacement.upperBound)
    case .detent:
      let target = stage.height(of: intent)
      let sd = model.aimErrorRelative * abs(target - stage.startHeight) + model.aimErrorAbsolute
      aim = target + sd * rng.normal()
    }
    aim = clampReach(aim, stage)
    let distance = aim - stage.startHeight
    let direction: Double = distance >= 0 ? 1 : -1
    let duration = fittsDuration(distance, rng: &rng)
    var strokes: [FingerPath.Stroke] = []
    var t = down
    var h = stage.startHeight
    var x = stage.origin.x
    let xEnd = stage.origin.x + drift
    func go(to height: Double, x nextX: Double, over seconds: Double) {
      strokes.append(
        FingerPath.Stroke(
          start: t, end: t + seconds, from: stage.point(height: h, x: x),
          to: stage.point(height: height, x: nextX)))
      t += seconds
      h = height
      x = nextX
    }
    var overshoot = 0.0
    if rng.chance(model.reversalProbability) {
      overshoot = rng.uniform(
        model.reversalOvershoot.lowerBound, model.reversalOvershoot.upperBound)
      traits.append("reversal")
    }
    let peak = clampReach(aim + direction * overshoot, stage)
    if rng.chance(model.hesitationProbability) {
      traits.append("hesitation")
      let split = rng.uniform(0.35, 0.65)
      go(
        to: stage.startHeight + (peak - stage.startHeight) * split,
        x: stage.origin.x + drift * split, over: duration * rng.uniform(0.45, 0.6))
      t += rng.uniform(model.hesitationPause.lowerBound, model.hesitationPause.upperBound)
      go(to: peak, x: xEnd, over: duration * rng.uniform(0.45, 0.6))
    } else {
      go(to: peak, x: xEnd, over: duration)
    }
    if overshoot > 0 {
      go(
        to: aim, x: xEnd,
        over: rng.uniform(model.correctionDuration.lowerBound, model.correctionDuration.upperBound))
    }
    var lift = t
    if rng.chance(model.restProbability) {
      traits.append("rest")
      lift += rng.uniform(model.rest.lowerBound, model.rest.upperBound)
    }
    return (FingerPath(origin: stage.origin, strokes: strokes), lift)
  }

  /// A throw. A flick's speed is aimed at the target's distance; a nudge's is habitual.
  func flick(
    _ stage: Stage, intent: SheetEvent.Destination, nudge: Bool, down: Double, drift: Double,
    traits: inout [String], speed: inout Double?, rng: inout SplitMix64
  ) -> (path: FingerPath, lift: Double) {
    let target = stage.height(of: intent)
    let direction: Double = target >= stage.startHeight ? 1 : -1
    let extreme: Bool = {
      switch intent {
      case .dismiss: return true
      case let .detent(id):
        if direction > 0 { return id == stage.detents[stage.detents.count - 1].id }
        return !stage.canDismiss && id == stage.detents[0].id
      }
    }()
    var strokes: [FingerPath.Stroke] = []
    var t = down
    var h = stage.startHeight
    var x = stage.origin.x
    if !nudge && rng.chance(model.preDragProbability) {
      traits.append("pre-drag")
      let share = rng.uniform(model.preDragFraction.lowerBound, model.preDragFraction.upperBound)
      let next = clampReach(h + (target - h) * share, stage)
      let seconds = fittsDuration(next - h, rng: &rng)
      strokes.append(
        FingerPath.Stroke(
          start: t, end: t + seconds, from: stage.point(height: h, x: x),
          to: stage.point(height: next, x: x + drift * 0.3)))
      t += seconds + rng.uniform(model.preDragPause.lowerBound, model.preDragPause.upperBound)
      h = next
      x += drift * 0.3
    }
    // The throw: a minimum-jerk stroke toward a point beyond the lift, left at phase `s`.
    // The person picks the speed that would make the sheet coast from the lift point to
    // the target under the expected deceleration, with motor noise.
    let s = rng.uniform(model.flickLiftPhase.lowerBound, model.flickLiftPhase.upperBound)
    let remaining = abs(target - h)
    let travelRange = nudge ? model.nudgeTravel : model.flickTravel
    var travel = rng.uniform(travelRange.lowerBound, travelRange.upperBound)
    if !extreme { travel = min(travel, 0.6 * remaining) }
    travel = max(travel, 8)
    let rate = model.expectedDecelerationRate
    let coastPerSpeed = rate / (1 - rate) / 1000  // seconds: distance = v · this
    let noise = max(0.35, 1 + model.flickSpeedNoise * rng.normal())
    var boost = 1.0
    let habit = rng.uniform(model.nudgeSpeed.lowerBound, model.nudgeSpeed.upperBound)
    if extreme && !nudge {
      boost = rng.uniform(model.extremeBoost.lowerBound, model.extremeBoost.upperBound)
      if boost > 1.2 { traits.append("boost") }
    }
    var v = 0.0
    var duration = 0.0
    for _ in 0..<3 {
      let coast = max(remaining - travel, 0.1 * remaining, 10)
      v = min(nudge ? habit : coast / coastPerSpeed * noise * boost, model.maximumFlickSpeed)
      // travel = D·x(s), speed at lift = D/T · x'(s)  ⇒  T = D · x'(s) / v.
      let full = travel / MinimumJerk.position(s)
      duration = full * MinimumJerk.velocity(s) / v
      if s * duration < model.flickMinimumContact {
        duration = model.flickMinimumContact / s
        travel = v * duration / MinimumJerk.velocity(s) * MinimumJerk.position(s)
      } else {
        break
      }
    }
    // Keep the lift on the glass: shorten the throw (same duration) if needed.
    let liftHeight = clampReach(h + direction * travel, stage)
    travel = abs(liftHeight - h)
    let full = travel / MinimumJerk.position(s)
    let end = h + direction * full
    strokes.append(
      FingerPath.Stroke(
        start: t, end: t + duration, from: stage.point(height: h, x: x),
        to: stage.point(height: end, x: x + drift * 0.7)))
    speed = direction * travel / MinimumJerk.position(s) / duration * MinimumJerk.velocity(s)
    return (FingerPath(origin: stage.origin, strokes: strokes), t + s * duration)
  }

  func peek(
    _ stage: Stage, down: Double, drift: Double, traits: inout [String], rng: inout SplitMix64
  ) -> (path: FingerPath, lift: Double) {
    // Toward a neighbour: up if there is one above, else down (toward the next detent or the
    // hidden position).
    let i = stage.startIndex
    var candidates: [Double] = []
    if i + 1 < stage.detents.count { candidates.append(stage.detents[i + 1].height) }
    if i > 0 {
      candidates.append(stage.detents[i - 1].height)
    } else if stage.canDismiss {
      candidates.append(stage.hidden)
    }
    let neighbour = candidates.isEmpty ? stage.startHeight + 100 : rng.pick(candidates)
    let gap = neighbour - stage.startHeight
    let pull = min(
      abs(gap) * rng.uniform(model.peekFraction.lowerBound, model.peekFraction.upperBound), 70)
    let aim = clampReach(stage.startHeight + (gap >= 0 ? pull : -pull), stage)
    var strokes = [
      FingerPath.Stroke(
        start: down, end: down + fittsDuration(pull, rng: &rng),
        from: stage.origin, to: stage.point(height: aim, x: stage.origin.x + drift))
    ]
    var t = strokes[0].end
    if rng.chance(0.5) {
      traits.append("reversal")
      let back = stage.startHeight + (aim - stage.startHeight) * rng.uniform(0, 0.3)
      strokes.append(
        FingerPath.Stroke(
          start: t, end: t + fittsDuration(aim - back, rng: &rng), from: strokes[0].to,
          to: stage.point(height: back, x: stage.origin.x + drift)))
      t = strokes[1].end
    }
    traits.append("rest")
    t += rng.uniform(model.rest.lowerBound, model.rest.upperBound)
    return (FingerPath(origin: stage.origin, strokes: strokes), t)
  }

  // MARK: - Sampling

  /// The touch stream: `down`, a `move` per sampling tick whose (rounded) position changed,
  /// and `up` at the first tick at or after `lift`. Ticks are `1/hz` apart with jitter.
  func sample(
    _ path: FingerPath, down: Double, lift: Double, hz: Double, rng: inout SplitMix64
  ) -> [ScenarioEvent] {
    var events = [ScenarioEvent(t: down, .down(path.origin, region: .chrome))]
    let period = 1 / hz
    var last = path.origin
    var k = 1.0
    while true {
      let jitter = rng.uniform(-model.timestampJitter, model.timestampJitter) * period
      let t = quantize(down + k * period + jitter, model.timeResolution)
      let raw = path.point(at: t)
      let point = SheetPoint(
        x: quantize(raw.x, model.positionResolution), y: quantize(raw.y, model.positionResolution))
      if t >= lift {
        events.append(ScenarioEvent(t: t, .up(point)))
        return events
      }
      if point != last { events.append(ScenarioEvent(t: t, .move(point))) }
      last = point
      k += 1
    }
  }

  func clampReach(_ height: Double, _ stage: Stage) -> Double {
    min(max(height, stage.reach.lowerBound), stage.reach.upperBound)
  }
}

/// `value` rounded to a multiple of `step`, computed so that the result prints back exactly.
func quantize(_ value: Double, _ step: Double) -> Double {
  let inverse = (1 / step).rounded()
  return (value * inverse).rounded() / inverse
}

/// log2 by repeated halving and a short series: no C library call, so identical everywhere.
func portableLog2(_ value: Double) -> Double {
  guard value > 0, value.isFinite else { return 0 }
  var x = value
  var exponent = 0.0
  while x >= 2 {
    x /= 2
    exponent += 1
  }
  while x < 1 {
    x *= 2
    exponent -= 1
  }
  // ln(x) for x in [1, 2) via atanh series: ln x = 2·(y + y³/3 + y⁵/5 + …), y = (x−1)/(x+1).
  let y = (x - 1) / (x + 1)
  let y2 = y * y
  var term = y
  var sum = 0.0
  var n = 1.0
  for _ in 0..<20 {
    sum += term / n
    term *= y2
    n += 2
  }
  return exponent + 2 * sum / 0.693_147_180_559_945_3
}
