@_spi(Lab) import BottomSheetCore
import BottomSheetTooling

/// A generated configuration, context and input stream, kept as printable recipes so a failing
/// case can be pasted into a regression test (``swiftSource``).
public struct GeneratedScenario: Sendable {
  /// The configuration (detents and spring included).
  public var configuration: SheetConfiguration
  /// The context at t = 0.
  public var context: SheetContext
  /// The inputs, in the order they are applied.
  public var inputs: [ScenarioEvent]
  /// How the detents were made, for ``swiftSource`` (nil: printed from their identities).
  public var detentRecipes: [DetentRecipe]?
  /// How the spring was made, for ``swiftSource`` (nil: printed from its coefficients).
  public var springRecipe: SpringRecipe?
  /// How each configuration input was made, in input order, for ``swiftSource`` (empty:
  /// printed from the configurations' own values).
  public var configurationRecipes: [ConfigurationRecipe] = []

  /// Creates a scenario from a finished configuration (a regression test's).
  public init(configuration: SheetConfiguration, context: SheetContext, inputs: [ScenarioEvent]) {
    self.configuration = configuration
    self.context = context
    self.inputs = inputs
  }

  /// Creates a scenario from recipes, which it keeps for printing.
  public init(
    detents: [DetentRecipe], spring: SpringRecipe, baseConfiguration: SheetConfiguration,
    context: SheetContext, inputs: [ScenarioEvent]
  ) {
    var c = baseConfiguration
    c.detents = detents.map(\.detent)
    c.behavior.spring = spring.spring
    self.init(configuration: c, context: context, inputs: inputs)
    detentRecipes = detents
    springRecipe = spring
  }

  /// A new engine at t = 0 for this scenario.
  public func makeEngine() -> SheetEngine {
    SheetEngine(configuration: configuration, context: context, time: 0)
  }

  /// Swift source for a regression test: `var configuration = …`, `let context = …`,
  /// `let inputs: [ScenarioEvent] = […]` (each input spelled as its ``SheetEngine/Input`` case
  /// is), and the two lines that run them through the engine's door, `send(_:at:)`.
  public var swiftSource: String {
    let c = configuration
    let detentText = detentRecipes?.map(\.swiftSource) ?? c.detents.map(detentSource)
    let springText = springRecipe?.swiftSource ?? springSource(c.behavior.spring)
    var lines = configurationLines(
      "configuration", c, detents: detentText, spring: springText)
    // Configuration inputs become `configuration1`, `configuration2`, … above the inputs.
    var extra = 0
    for input in inputs {
      guard case let .updateConfiguration(c, _) = input.kind else { continue }
      let recipe =
        extra < configurationRecipes.count ? configurationRecipes[extra] : nil
      extra += 1
      lines += configurationLines(
        "configuration\(extra)", recipe?.base ?? c,
        detents: recipe?.detents.map(\.swiftSource) ?? c.detents.map(detentSource),
        spring: recipe?.spring.swiftSource ?? springSource(c.behavior.spring))
    }
    lines.append("let context = \(contextSource(context))")
    lines.append("let inputs: [ScenarioEvent] = [")
    extra = 0
    for input in inputs {
      var kind = kindSource(input.kind)
      if case let .updateConfiguration(_, animated) = input.kind {
        extra += 1
        kind = ".updateConfiguration(configuration\(extra), animated: \(animated))"
      }
      lines.append("  ScenarioEvent(t: \(swiftLiteral(input.t)), \(kind)),")
    }
    lines.append("]")
    lines.append(
      "var engine = SheetEngine(configuration: configuration, context: context, time: 0)")
    lines.append("for input in inputs { engine.send(input.kind, at: input.t) }")
    return lines.joined(separator: "\n")
  }
}

/// `var NAME = SheetConfiguration(…)` and one line per field.
func configurationLines(
  _ name: String, _ c: SheetConfiguration, detents: [String], spring: String
) -> [String] {
  let b = c.behavior
  var lines: [String] = []
  lines.append("var \(name) = SheetConfiguration(style: .\(c.style.rawValue))")
  lines.append("\(name).detents = [\(detents.joined(separator: ", "))]")
  lines.append("\(name).initialDetent = \(idSource(c.initialDetent))")
  lines.append("\(name).isDismissible = \(c.isDismissible)")
  lines.append("\(name).startsPresented = \(c.startsPresented)")
  lines.append("\(name).topInset = \(swiftLiteral(c.topInset))")
  lines.append(
    "\(name).floatingInsets = FloatingInsets(bottom: \(swiftLiteral(c.floatingInsets.bottom)), horizontal: \(swiftLiteral(c.floatingInsets.horizontal)))"
  )
  lines.append("\(name).behavior.rubberBand = \(bandSource(b.rubberBand))")
  lines.append("\(name).behavior.horizontalRubberBand = \(bandSource(b.horizontalRubberBand))")
  lines.append("\(name).behavior.spring = \(spring)")
  lines.append("\(name).behavior.decelerationRate = \(swiftLiteral(b.decelerationRate))")
  lines.append("\(name).behavior.velocityThreshold = \(swiftLiteral(b.velocityThreshold))")
  lines.append("\(name).behavior.skipsDetents = \(b.skipsDetents)")
  lines.append("\(name).behavior.nudgeDistance = \(swiftLiteral(b.nudgeDistance))")
  lines.append("\(name).behavior.nudgeSkipTime = \(swiftLiteral(b.nudgeSkipTime))")
  lines.append("\(name).behavior.expandsOnContentScroll = \(b.expandsOnContentScroll)")
  lines.append("\(name).behavior.reduceMotion = \(b.reduceMotion)")
  lines.append("\(name).undimmedThrough = \(idSource(c.undimmedThrough))")
  lines.append("\(name).backdropOpacity = \(swiftLiteral(c.backdropOpacity))")
  lines.append("\(name).backdropTap = .\(c.backdropTap.rawValue)")
  lines.append(
    "\(name).chrome = SheetChrome(grabberHeight: \(swiftLiteral(c.chrome.grabberHeight)), headerHeight: \(swiftLiteral(c.chrome.headerHeight)), grabber: .\(c.chrome.grabber))"
  )
  lines.append("\(name).cornerRadius = \(swiftLiteral(c.cornerRadius))")
  lines.append("\(name).maximumWidth = \(swiftLiteral(c.maximumWidth))")
  lines.append("\(name).morphsShape = \(c.morphsShape)")
  if c.look != .standard { lines.append("\(name).look = .\(c.look.rawValue)") }
  if c.reducesTransparency { lines.append("\(name).reducesTransparency = true") }
  return lines
}

func idSource(_ id: DetentID?) -> String {
  guard let id else { return "nil" }
  return "\"\(id.rawValue)\""
}

func bandSource(_ band: RubberBand) -> String {
  switch band {
  case let .elastic(c): return ".elastic(coefficient: \(swiftLiteral(c)))"
  case let .damped(s, l): return ".damped(scale: \(swiftLiteral(s)), limit: \(swiftLiteral(l)))"
  case let .linear(a): return ".linear(allowance: \(swiftLiteral(a)))"
  case .none: return ".none"
  }
}

func pointSource(_ p: SheetPoint) -> String {
  "SheetPoint(x: \(swiftLiteral(p.x)), y: \(swiftLiteral(p.y)))"
}

func contextSource(_ c: SheetContext) -> String {
  let anchors = c.anchors.sorted { $0.key < $1.key }
    .map { "\"\($0.key)\": \(swiftLiteral($0.value))" }
  let anchorText = anchors.isEmpty ? "[:]" : "[\(anchors.joined(separator: ", "))]"
  let s = c.safeArea
  return
    "SheetContext(containerSize: SheetSize(width: \(swiftLiteral(c.containerSize.width)), height: \(swiftLiteral(c.containerSize.height))), safeArea: SheetInsets(top: \(swiftLiteral(s.top)), bottom: \(swiftLiteral(s.bottom)), leading: \(swiftLiteral(s.leading)), trailing: \(swiftLiteral(s.trailing))), keyboardHeight: \(swiftLiteral(c.keyboardHeight)), contentHeight: \(swiftLiteral(c.contentHeight)), contentScrolls: \(c.contentScrolls), anchors: \(anchorText))"
}

/// A detent by its spec, or a comment naming a custom one (which has no source).
func detentSource(_ detent: Detent) -> String {
  Detent(spec: detent.id.rawValue) != nil
    ? "Detent(spec: \"\(detent.id)\")!" : "/* \(detent.id) */"
}

func springSource(_ s: SheetSpring) -> String {
  "SheetSpring(mass: \(swiftLiteral(s.mass)), stiffness: \(swiftLiteral(s.stiffness)), damping: \(swiftLiteral(s.damping)))"
}

/// An input as the Swift that makes it: the ``SheetEngine/Input`` case as it is spelled now, so
/// a printed reproducer compiles. (A configuration has no one-line source:
/// ``GeneratedScenario/swiftSource`` names the `configurationN` it prints above the inputs.)
func kindSource(_ kind: SheetEngine.Input) -> String {
  switch kind {
  case let .touchDown(p, region):
    let r = region.map { ".\($0.rawValue)" } ?? "nil"
    return ".touchDown(at: \(pointSource(p)), region: \(r))"
  case let .touchMoved(p): return ".touchMoved(to: \(pointSource(p)))"
  case let .touchUp(p, velocity):
    guard let v = velocity else { return ".touchUp(at: \(pointSource(p)))" }
    return
      ".touchUp(at: \(pointSource(p)), platformVelocity: SheetVelocity(x: \(swiftLiteral(v.x)), y: \(swiftLiteral(v.y))))"
  case .touchCancelled: return ".touchCancelled"
  case let .contentScrolled(o): return ".contentScrolled(offset: \(swiftLiteral(o)))"
  case let .select(id, animated): return ".select(\(idSource(id)), animated: \(animated))"
  case let .present(animated): return ".present(animated: \(animated))"
  case let .dismiss(animated): return ".dismiss(animated: \(animated))"
  case let .updateContext(c, animated):
    return ".updateContext(\(contextSource(c)), animated: \(animated))"
  case .accessibilityIncrement: return ".accessibilityIncrement"
  case .accessibilityDecrement: return ".accessibilityDecrement"
  case .accessibilityEscape: return ".accessibilityEscape"
  case .advance: return ".advance"
  case let .updateConfiguration(_, animated):
    return ".updateConfiguration(configuration, animated: \(animated))"
  }
}
