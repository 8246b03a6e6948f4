@_spi(Lab) import BottomSheetCore
import BottomSheetTooling

/// Seeded, repeatable generators of sheet configurations, contexts and input streams, in the
/// spirit of swift-collections' test-support target: one place that knows how to make
/// realistic and hostile inputs, shared by the property tests, the fuzzer and the benchmarks.
///
/// Every choice comes from an ``EntropySource``; the same source gives the same scenario. With
/// `hostility` 0 every value is one a real host could send; above 0, that fraction of choices
/// is replaced by bad input (non-finite and negative numbers, empty and duplicate detents,
/// zero-size containers, time going backwards, touches out of order, …).
///
/// ```swift
/// var rng = Xoshiro256(seed: 1)
/// let scenario = ScenarioGenerator(hostility: 0.1).scenario(using: &rng)
/// let report = InvariantChecker().check(scenario)
/// ```
public struct ScenarioGenerator: Sendable {
  /// The probability of each choice being bad input.
  public var hostility: Double
  /// The most inputs in one scenario (gestures count each of their samples).
  public var maximumInputs: Int

  /// Creates a generator.
  public init(hostility: Double = 0.1, maximumInputs: Int = 160) {
    self.hostility = hostility
    self.maximumInputs = maximumInputs
  }

  // MARK: - Numbers

  /// A bad number: non-finite, negative, zero or absurdly large.
  public func hostileNumber(using source: inout some EntropySource) -> Double {
    source.pick([
      -1, 0, .nan, .infinity, -.infinity, 1e300, -1e300, 1.7e308, .leastNonzeroMagnitude, -0.0,
    ])
  }

  func number(
    _ range: ClosedRange<Double>, using source: inout some EntropySource
  ) -> Double {
    if source.chance(hostility) { return hostileNumber(using: &source) }
    return source.double(in: range)
  }

  // MARK: - Configuration

  /// A detent recipe; `index` makes custom names unique.
  public func detentRecipe(index: Int, using source: inout some EntropySource) -> DetentRecipe {
    switch source.weighted([4, 3, 2, 2, 2, 2, 1, 1, 1]) {
    case 0: return .height(number(40...900, using: &source))
    case 1: return .fraction(number(0.05...1.0, using: &source))
    case 2: return .medium
    case 3: return .large
    case 4: return .fitsContent
    case 5: return .anchor(source.pick(["header", "footer", "missing"]))
    case 6: return .customFraction("c\(index)", number(0.05...1.2, using: &source))
    case 7:
      let value =
        source.chance(0.5) ? hostileNumber(using: &source) : source.double(in: 30...1200)
      return .customConstant("k\(index)", value)
    default: return .customContent("f\(index)", number(-40...200, using: &source))
    }
  }

  /// A spring recipe.
  public func springRecipe(using source: inout some EntropySource) -> SpringRecipe {
    switch source.weighted([4, 2, 1]) {
    case 0:
      return .response(
        number(0.08...1.2, using: &source), dampingFraction: number(0.2...1.8, using: &source))
    case 1:
      return .duration(
        number(0.1...1.0, using: &source), bounce: number(-0.9...0.7, using: &source))
    default:
      return .physical(
        mass: number(0.2...4, using: &source), stiffness: number(20...900, using: &source),
        damping: number(0...80, using: &source))
    }
  }

  /// A rubber band.
  public func rubberBand(using source: inout some EntropySource) -> RubberBand {
    switch source.weighted([3, 2, 1, 1]) {
    case 0: return .elastic(coefficient: number(0.1...2, using: &source))
    case 1:
      return .damped(
        scale: number(10...200, using: &source), limit: number(5...200, using: &source))
    case 2: return .linear(allowance: number(0...120, using: &source))
    default: return RubberBand.none
    }
  }

  /// Detents, spring and the rest of a configuration.
  public func configuration(using source: inout some EntropySource) -> (
    detents: [DetentRecipe], spring: SpringRecipe, base: SheetConfiguration
  ) {
    let style = source.pick([SheetStyle.inline, .modal, .floating])
    var count = source.weighted([1, 6, 6, 4, 2, 1, 1]) + 0
    count = [0, 1, 2, 3, 5, 8, 30][count]
    if source.chance(hostility * 0.5) { count = 0 }
    var detents: [DetentRecipe] = []
    for i in 0..<count {
      if !detents.isEmpty && source.chance(hostility) {
        detents.append(source.pick(detents))  // a duplicate
      } else {
        detents.append(detentRecipe(index: i, using: &source))
      }
    }
    var c = SheetConfiguration(style: style, detents: [])
    if source.chance(0.5) && !detents.isEmpty {
      c.initialDetent =
        source.chance(hostility) ? "height:12345" : source.pick(detents).detent.id
    }
    if source.chance(0.3) { c.isDismissible.toggle() }
    c.startsPresented = !source.chance(0.15)
    if source.chance(0.3) { c.topInset = number(0...120, using: &source) }
    if source.chance(0.3) {
      c.floatingInsets = FloatingInsets(
        bottom: number(0...40, using: &source), horizontal: number(0...40, using: &source))
    }
    if source.chance(0.5) { c.behavior.rubberBand = rubberBand(using: &source) }
    if source.chance(0.3) { c.behavior.horizontalRubberBand = rubberBand(using: &source) }
    let spring: SpringRecipe =
      source.chance(0.6) ? springRecipe(using: &source) : .response(0.35, dampingFraction: 0.8)
    if source.chance(0.3) {
      c.behavior.decelerationRate =
        source.chance(hostility)
        ? source.pick([1, 0, .nan, 2, -1]) : source.pick([0.998, 0.99, 0.95, 0.9999])
    }
    if source.chance(0.3) { c.behavior.velocityThreshold = number(0...2000, using: &source) }
    c.behavior.skipsDetents = !source.chance(0.3)
    c.behavior.expandsOnContentScroll = !source.chance(0.3)
    c.behavior.reduceMotion = source.chance(0.15)
    if source.chance(0.3) && !detents.isEmpty {
      c.undimmedThrough = source.chance(hostility) ? "unknown" : source.pick(detents).detent.id
    }
    if source.chance(0.3) { c.backdropOpacity = number(0...1, using: &source) }
    c.backdropTap = source.pick([.dismiss, .collapse, BackdropTapAction.none])
    if source.chance(0.3) {
      c.chrome = SheetChrome(
        grabberHeight: number(0...30, using: &source), headerHeight: number(0...60, using: &source))
    }
    if source.chance(0.2) { c.cornerRadius = number(0...40, using: &source) }
    if source.chance(0.2) { c.maximumWidth = number(200...1000, using: &source) }
    c.morphsShape = source.chance(0.2)
    return (detents, spring, c)
  }

  // MARK: - Context

  /// A container context, realistic or (by `hostility`) hostile.
  public func context(using source: inout some EntropySource) -> SheetContext {
    let sizes: [(Double, Double)] = [(390, 844), (844, 390), (1024, 1366), (320, 480), (430, 932)]
    var size = source.pick(sizes)
    if source.chance(0.2) { size = (source.double(in: 1...2000), source.double(in: 1...2000)) }
    if source.chance(hostility) { size.0 = hostileNumber(using: &source) }
    if source.chance(hostility) { size.1 = hostileNumber(using: &source) }
    var context = SheetContext(containerSize: SheetSize(width: size.0, height: size.1))
    if source.chance(0.7) {
      context.safeArea = SheetInsets(
        top: number(0...60, using: &source), bottom: number(0...40, using: &source),
        leading: source.chance(0.2) ? number(0...50, using: &source) : 0,
        trailing: source.chance(0.2) ? number(0...50, using: &source) : 0)
    }
    if source.chance(hostility) { context.safeArea.top = source.double(in: 0...5000) }
    if source.chance(hostility) { context.safeArea.leading = source.double(in: 0...5000) }
    if source.chance(0.2) { context.keyboardHeight = number(200...400, using: &source) }
    if source.chance(hostility) { context.keyboardHeight = source.double(in: 0...10_000) }
    context.contentHeight = number(0...2000, using: &source)
    context.contentScrolls = !source.chance(0.3)
    let height = plausibleHeight(size.1)
    for name in ["header", "footer"] where source.chance(0.6) {
      context.anchors[name] =
        source.chance(hostility)
        ? hostileNumber(using: &source) : source.double(in: -50...(height + 50))
    }
    return context
  }

  /// A variation of `context`: rotation, keyboard, content size, anchors, or a new one.
  public func contextChange(
    from context: SheetContext, using source: inout some EntropySource
  ) -> SheetContext {
    var c = context
    switch source.weighted([2, 2, 2, 2, 1]) {
    case 0:
      c.containerSize = SheetSize(width: c.containerSize.height, height: c.containerSize.width)
    case 1: c.keyboardHeight = c.keyboardHeight > 0 ? 0 : number(200...400, using: &source)
    case 2: c.contentHeight = number(0...2000, using: &source)
    case 3:
      let name = source.pick(["header", "footer"])
      let height = plausibleHeight(c.containerSize.height)
      c.anchors[name] = source.chance(0.3) ? nil : number(-50...(height + 50), using: &source)
    default: c = self.context(using: &source)
    }
    return c
  }

  /// A container height usable as a range bound even when the real one is hostile.
  func plausibleHeight(_ height: Double) -> Double {
    height.isFinite && height >= 0 && height < 1e6 ? height : 844
  }

  // MARK: - Inputs

  /// A whole scenario: configuration, context and inputs.
  public func scenario(using source: inout some EntropySource) -> GeneratedScenario {
    let (detents, spring, base) = configuration(using: &source)
    let context = self.context(using: &source)
    var scenario = GeneratedScenario(
      detents: detents, spring: spring, baseConfiguration: base, context: context, inputs: [])
    var recipes: [ConfigurationRecipe] = []
    scenario.inputs = inputs(for: scenario, recipes: &recipes, using: &source)
    scenario.configurationRecipes = recipes
    return scenario
  }

  /// An input stream for `scenario`'s configuration and context: gestures with jitter, scrolls,
  /// selections, presentation, context changes, accessibility actions and pauses; with
  /// `hostility`, also touches out of order and bad times. `recipes` receives the recipe of
  /// every configuration input, in order, so ``GeneratedScenario/swiftSource`` can print them.
  public func inputs(
    for scenario: GeneratedScenario, recipes: inout [ConfigurationRecipe],
    using source: inout some EntropySource
  ) -> [ScenarioEvent] {
    // A probe engine tells where the sheet rests, so touches land on it often.
    let probe = scenario.makeEngine()
    var ids = probe.detents.map(\.id)
    ids += scenario.configuration.detents.map(\.id)
    var context = scenario.context
    var inputs: [ScenarioEvent] = []
    var t = 0.0
    let steps = source.int(in: 1...max(1, maximumInputs / 8))
    for _ in 0..<steps {
      if inputs.count >= maximumInputs || source.isExhausted { break }
      t += source.chance(0.3) ? source.double(in: 0.05...1.5) : source.double(in: 0...0.05)
      if source.chance(hostility * 0.3) {
        // Bad time: backwards, or not a number at all.
        inputs.append(ScenarioEvent(t: source.pick([t - 0.5, .nan, .infinity, -1]), .advance))
      }
      switch source.weighted([10, 1, 1, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1]) {
      case 0:
        gesture(probe: probe, into: &inputs, time: &t, using: &source)
      case 1:
        inputs.append(
          ScenarioEvent(t: t, .contentScrolled(offset: number(0...400, using: &source))))
      case 2:
        let id: DetentID = source.chance(hostility) ? "anchor:nowhere" : source.pick(ids)
        inputs.append(ScenarioEvent(t: t, .select(id, animated: !source.chance(0.2))))
      case 3:
        inputs.append(ScenarioEvent(t: t, .advance))
      case 4:
        inputs.append(ScenarioEvent(t: t, .present(animated: !source.chance(0.2))))
      case 5:
        inputs.append(ScenarioEvent(t: t, .dismiss(animated: !source.chance(0.2))))
      case 6:
        context = contextChange(from: context, using: &source)
        inputs.append(ScenarioEvent(t: t, .updateContext(context, animated: !source.chance(0.2))))
      case 7: inputs.append(ScenarioEvent(t: t, .accessibilityIncrement))
      case 8: inputs.append(ScenarioEvent(t: t, .accessibilityDecrement))
      case 9: inputs.append(ScenarioEvent(t: t, .accessibilityEscape))
      case 11:
        // The app swaps the configuration: often the same one with one field changed.
        let (detents, spring, base) = configuration(using: &source)
        var recipe = ConfigurationRecipe(detents: detents, spring: spring, base: base)
        if source.chance(0.6), let current = scenario.detentRecipes,
          let currentSpring = scenario.springRecipe
        {
          recipe = ConfigurationRecipe(
            detents: source.chance(0.5) ? current : detents,
            spring: source.chance(0.5) ? currentSpring : spring, base: scenario.configuration)
          recipe.base.behavior.rubberBand = base.behavior.rubberBand
          recipe.base.topInset = base.topInset
        }
        recipes.append(recipe)
        inputs.append(
          ScenarioEvent(
            t: t, .updateConfiguration(recipe.configuration, animated: !source.chance(0.2))))
      case 10:
        // Touch events that do not fit a gesture: up or move without down, cancel alone.
        let p = point(probe: probe, using: &source)
        inputs.append(
          ScenarioEvent(
            t: t,
            source.pick([
              .touchUp(at: p), .touchMoved(to: p), .touchCancelled, .touchDown(at: p, region: nil),
            ])))
      default:
        // Mid-gesture interruptions: a request or a context change while the finger is down.
        gesture(probe: probe, into: &inputs, time: &t, using: &source, interrupt: true)
      }
    }
    return inputs
  }

  /// A point likely on the sheet: at or below a resting detent's top edge.
  func point(probe: SheetEngine, using source: inout some EntropySource) -> SheetPoint {
    if source.chance(hostility) {
      return SheetPoint(x: hostileNumber(using: &source), y: hostileNumber(using: &source))
    }
    let m = probe.metrics
    let x = m.x + source.unit() * max(m.width, 1)
    let y: Double
    switch source.weighted([3, 3, 1, 1]) {
    case 0: y = m.base - source.pick(probe.detents).height + source.double(in: 0...24)
    case 1: y = m.base - source.pick(probe.detents).height + source.double(in: 24...300)
    case 2: y = source.double(in: 0...max(m.containerHeight, 1))
    default: y = m.base - probe.detents[0].height - source.double(in: 1...200)
    }
    return SheetPoint(x: x, y: y)
  }

  /// One finger gesture: down, moves with a velocity profile and jitter, then up, cancel or
  /// (rarely) nothing.
  func gesture(
    probe: SheetEngine, into inputs: inout [ScenarioEvent], time t: inout Double,
    using source: inout some EntropySource, interrupt: Bool = false
  ) {
    var p = point(probe: probe, using: &source)
    let region: TouchRegion? = source.chance(0.3) ? source.pick([.chrome, .content]) : nil
    inputs.append(ScenarioEvent(t: t, .touchDown(at: p, region: region)))
    let speeds: [ClosedRange<Double>] = [-300...300, -3000...3000, -9000...9000]
    var vy = source.double(in: source.pick(speeds))
    let vx = source.double(in: -600...600)
    if source.chance(hostility) { vy = source.pick([1e7, -1e7, 1e12]) }
    let samples = source.int(in: 0...30)
    let dt = source.pick([1.0 / 120, 1.0 / 60, 1.0 / 30])
    for n in 0..<samples {
      if inputs.count >= maximumInputs { break }
      t += max(0, dt + source.double(in: -0.002...0.002))
      if source.chance(hostility * 0.2) { t -= 0.02 }  // a sample from the past
      if source.chance(0.1) { vy = -vy * source.unit() }  // a reversal
      p.y += vy * dt + source.double(in: -2...2)
      p.x += vx * dt + source.double(in: -2...2)
      if source.chance(hostility * 0.3) {
        // One wild sample (a glitching digitiser); the stream continues from it.
        p.y = hostileNumber(using: &source)
      }
      inputs.append(ScenarioEvent(t: t, .touchMoved(to: p)))
      if interrupt && n == samples / 2 {
        let ids = probe.detents.map(\.id)
        switch source.int(in: 0...3) {
        case 0: inputs.append(ScenarioEvent(t: t, .select(source.pick(ids), animated: true)))
        case 1: inputs.append(ScenarioEvent(t: t, .dismiss(animated: true)))
        case 2:
          inputs.append(ScenarioEvent(t: t, .contentScrolled(offset: source.double(in: 0...200))))
        default: inputs.append(ScenarioEvent(t: t, .touchDown(at: p, region: nil)))
        }
      }
    }
    if source.chance(0.3) { t += source.double(in: 0...0.12) }  // a rest before lifting
    switch source.weighted([16, 3, 1]) {
    case 0: inputs.append(ScenarioEvent(t: t, .touchUp(at: p)))
    case 1:
      inputs.append(ScenarioEvent(t: t, .touchCancelled))
      if source.chance(hostility) {
        // Moves and a lift after the cancel, which the engine must ignore.
        inputs.append(ScenarioEvent(t: t + 0.01, .touchMoved(to: SheetPoint(x: p.x, y: p.y - 40))))
        inputs.append(ScenarioEvent(t: t + 0.02, .touchUp(at: SheetPoint(x: p.x, y: p.y - 60))))
      }
    default: break
    }
  }
}

extension ScenarioGenerator {
  /// The fuzzer's decoding of a byte string: the first byte picks the hostility (0, 0.05, 0.2
  /// or 0.5), the rest drive a generator through ``ByteEntropy``. Nil for an empty input. The
  /// libFuzzer target and the corpus replay test both use it, so a saved crash replays exactly.
  public static func fuzzScenario(_ bytes: [UInt8]) -> GeneratedScenario? {
    guard let profile = bytes.first else { return nil }
    var source = ByteEntropy(Array(bytes.dropFirst()))
    let hostility = [0, 0.05, 0.2, 0.5][Int(profile % 4)]
    return ScenarioGenerator(hostility: hostility).scenario(using: &source)
  }
}
