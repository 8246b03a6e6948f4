import BottomSheetCore

/// A detent described as data, so a generated configuration can be printed as Swift source
/// (custom closures cannot be printed; their recipes can).
public enum DetentRecipe: Sendable, Hashable {
  /// `.height(points)`.
  case height(Double)
  /// `.fraction(value)`.
  case fraction(Double)
  /// `.medium`.
  case medium
  /// `.large`.
  case large
  /// `.fitsContent`.
  case fitsContent
  /// `.anchor(name)`.
  case anchor(String)
  /// `.custom(name) { $0.maximumHeight * factor }`.
  case customFraction(String, Double)
  /// `.custom(name) { _ in value }`: any number, including hostile ones.
  case customConstant(String, Double)
  /// `.custom(name) { $0.contentHeight + $0.chromeHeight + extra }`.
  case customContent(String, Double)

  /// The detent this recipe describes.
  public var detent: Detent {
    switch self {
    case let .height(h): return .height(h)
    case let .fraction(f): return .fraction(f)
    case .medium: return .medium
    case .large: return .large
    case .fitsContent: return .fitsContent
    case let .anchor(name): return .anchor(name)
    case let .customFraction(name, factor): return .custom(name) { $0.maximumHeight * factor }
    case let .customConstant(name, value): return .custom(name) { _ in value }
    case let .customContent(name, extra):
      return .custom(name) { $0.contentHeight + $0.chromeHeight + extra }
    }
  }

  /// Swift source that builds the same detent.
  public var swiftSource: String {
    switch self {
    case let .height(h): return ".height(\(swiftLiteral(h)))"
    case let .fraction(f): return ".fraction(\(swiftLiteral(f)))"
    case .medium: return ".medium"
    case .large: return ".large"
    case .fitsContent: return ".fitsContent"
    case let .anchor(name): return ".anchor(\"\(name)\")"
    case let .customFraction(name, factor):
      return ".custom(\"\(name)\") { $0.maximumHeight * \(swiftLiteral(factor)) }"
    case let .customConstant(name, value):
      return ".custom(\"\(name)\") { _ in \(swiftLiteral(value)) }"
    case let .customContent(name, extra):
      return ".custom(\"\(name)\") { $0.contentHeight + $0.chromeHeight + \(swiftLiteral(extra)) }"
    }
  }
}

/// A spring described by the initialiser that built it, so sanitisation replays exactly.
public enum SpringRecipe: Sendable, Hashable {
  /// `SheetSpring(response:dampingFraction:)`.
  case response(Double, dampingFraction: Double)
  /// `SheetSpring(duration:bounce:)`.
  case duration(Double, bounce: Double)
  /// `SheetSpring(mass:stiffness:damping:)`.
  case physical(mass: Double, stiffness: Double, damping: Double)

  /// The spring.
  public var spring: SheetSpring {
    switch self {
    case let .response(r, z): return SheetSpring(response: r, dampingFraction: z)
    case let .duration(d, b): return SheetSpring(duration: d, bounce: b)
    case let .physical(m, k, c): return SheetSpring(mass: m, stiffness: k, damping: c)
    }
  }

  /// Swift source that builds the same spring.
  public var swiftSource: String {
    switch self {
    case let .response(r, z):
      return "SheetSpring(response: \(swiftLiteral(r)), dampingFraction: \(swiftLiteral(z)))"
    case let .duration(d, b):
      return "SheetSpring(duration: \(swiftLiteral(d)), bounce: \(swiftLiteral(b)))"
    case let .physical(m, k, c):
      return
        "SheetSpring(mass: \(swiftLiteral(m)), stiffness: \(swiftLiteral(k)), damping: \(swiftLiteral(c)))"
    }
  }
}

/// A whole configuration as recipes: what `updateConfiguration` inputs carry, so they print.
public struct ConfigurationRecipe: Sendable, Hashable {
  /// The detents.
  public var detents: [DetentRecipe]
  /// The spring.
  public var spring: SpringRecipe
  /// Every other field (its detents and spring are replaced by the recipes').
  public var base: SheetConfiguration

  /// Creates a recipe.
  public init(detents: [DetentRecipe], spring: SpringRecipe, base: SheetConfiguration) {
    self.detents = detents
    self.spring = spring
    self.base = base
  }

  /// A recipe for a finished configuration (a regression test's): its detents are kept as
  /// they are, custom closures included.
  public init(_ configuration: SheetConfiguration) {
    self.init(detents: [], spring: .response(0.35, dampingFraction: 0.8), base: configuration)
    finished = configuration
  }

  /// Set by ``init(_:)``: the configuration to use as is.
  var finished: SheetConfiguration?

  /// The configuration.
  public var configuration: SheetConfiguration {
    if let finished { return finished }
    var c = base
    c.detents = detents.map(\.detent)
    c.behavior.spring = spring.spring
    return c
  }
}

/// A number as a Swift expression: `.nan`, `.infinity`, `-.infinity`, or its shortest
/// round-tripping literal.
public func swiftLiteral(_ value: Double) -> String {
  if value.isNaN { return ".nan" }
  if value == .infinity { return ".infinity" }
  if value == -.infinity { return "-.infinity" }
  return "\(value)"
}
