@_spi(Lab) @_spi(Study) import BottomSheetCore
@_spi(Lab) @_spi(Study) import BottomSheetTooling
@_spi(Lab) import BottomSheetHost

/// A sheet behaviour driven by a scenario's inputs, evaluated at any time: the engine, or one
/// of the baselines it is compared with.
///
/// Positions are *heights* in the engine's sense: the distance from the sheet's top edge to
/// the bottom of the area it rests on (larger = higher on the screen).
public protocol SheetModel {
  /// Applies one input at its time; inputs arrive in time order.
  mutating func apply(_ event: ScenarioEvent)
  /// The sheet's height at `t`, for any `t` at or after the last applied input.
  func height(at t: Double) -> Double
  /// Where the sheet rests or is heading: a detent, or off screen.
  var destination: SheetEvent.Destination { get }
  /// The finger's vertical velocity the model released with at the last lift (pt/s, y down),
  /// or nil if it does not estimate one.
  var releasedVelocity: Double? { get }
}

extension SheetModel {
  /// Models that keep no finger velocity report none.
  public var releasedVelocity: Double? { nil }
}

/// A named sheet behaviour: a strategy value that makes a ``SheetModel`` for a scenario.
///
/// ``engine`` is BottomSheetCore itself. The others are **re-implementations for comparison**
/// of the designs BottomSheetKit grew from and of a common platform policy, written from
/// their descriptions (`shared/DESIGN.md`, the Compose Material sources' documented
/// defaults); none is the original code. They share the engine's detent resolution
/// (``BaselineGeometry``) so only behaviour differs.
public struct SheetAlgorithm: Sendable {
  /// A short identifier for tables and file names (`engine`, `persistent`, …).
  public var id: String
  /// A human-readable name.
  public var name: String
  /// One sentence: what this is and where its numbers come from.
  public var summary: String
  /// Whether this is a re-implemented baseline rather than the engine.
  public var isBaseline: Bool
  /// Makes a fresh model at rest for `scenario`.
  public var makeModel: @Sendable (Scenario) -> any SheetModel

  /// Creates an algorithm.
  public init(
    id: String, name: String, summary: String, isBaseline: Bool,
    makeModel: @escaping @Sendable (Scenario) -> any SheetModel
  ) {
    self.id = id
    self.name = name
    self.summary = summary
    self.isBaseline = isBaseline
    self.makeModel = makeModel
  }

  /// BottomSheetCore's ``SheetEngine``, driven through ``Replay/apply(_:to:)``.
  public static let engine = SheetAlgorithm(
    id: "engine", name: "BottomSheetCore engine",
    summary: "1:1 tracking in container space, projection to the nearest detent, release "
      + "velocity handed to the spring.",
    isBaseline: false, makeModel: { EngineModel($0) })

  /// The original persistent sheet, fixed version (drag measured in a fixed space).
  public static let persistentSheet = SheetAlgorithm(
    id: "persistent", name: "Persistent sheet (original, re-implemented)",
    summary: "Midpoint snap, 50 pt hard allowance, withAnimation spring 0.35/0.8 from rest.",
    isBaseline: true, makeModel: { PersistentSheetModel($0, localSpace: false) })

  /// The original persistent sheet's first version, which measured the drag in the sheet's
  /// own (moving) coordinate space.
  public static let persistentSheetLocalSpace = SheetAlgorithm(
    id: "persistent-local", name: "Persistent sheet, local-space drag (re-implemented)",
    summary: "As the persistent sheet, but the translation is measured in the moving sheet's "
      + "local space: feedback, shaking.",
    isBaseline: true, makeModel: { PersistentSheetModel($0, localSpace: true) })

  /// The original design-system sheet.
  public static let designSystemSheet = SheetAlgorithm(
    id: "design-system", name: "Design-system sheet (original, re-implemented)",
    summary: "height −= translation / 15 per change under .animation(.default); 150 pt "
      + "dismiss / 100 pt expand thresholds.",
    isBaseline: true, makeModel: { DesignSystemSheetModel($0) })

  /// A positional-threshold policy without projection, as in Compose Material.
  public static let positionalThreshold = SheetAlgorithm(
    id: "positional", name: "Positional threshold (Compose Material style, re-implemented)",
    summary: "1:1 drag clamped to the anchors; 50 % of the distance or 125 pt/s picks the "
      + "adjacent anchor; critically damped spring (stiffness 1500) with the release velocity.",
    isBaseline: true, makeModel: { PositionalThresholdModel($0) })

  /// The engine and every baseline, engine first.
  public static let all: [SheetAlgorithm] = [
    .engine, .persistentSheet, .persistentSheetLocalSpace, .designSystemSheet,
    .positionalThreshold,
  ]
}

extension SheetAlgorithm {
  /// The engine with another release-velocity estimator (the velocity study's candidates).
  @_spi(Study) public static func engine(estimator: StudyEstimator, id: String)
    -> SheetAlgorithm
  {
    SheetAlgorithm(
      id: id, name: "BottomSheetCore engine, estimator \(id)",
      summary: "The engine with a candidate release-velocity estimator.", isBaseline: false,
      makeModel: { EngineModel($0, estimator: estimator) })
  }
}

/// The engine as a ``SheetModel``.
struct EngineModel: SheetModel {
  var engine: SheetEngine
  var releasedVelocity: Double?

  init(
    _ scenario: Scenario, estimator: StudyEstimator? = nil,
    platformVelocityUse: SheetEngine.PlatformVelocityUse = .whenSparse
  ) {
    engine = SheetEngine(configuration: scenario.configuration, context: scenario.context, time: 0)
    engine.platformVelocityUse = platformVelocityUse
    // The engine's rule with other constants runs as the engine does; another estimator
    // answers at each lift.
    if let rule = estimator?.rule {
      engine.velocityEstimator = rule
    } else {
      self.estimator = estimator
    }
  }

  /// The estimator that replaces the release rule at each lift, if any.
  var estimator: StudyEstimator?

  mutating func apply(_ event: ScenarioEvent) {
    if let estimator {
      engine.send(event.kind, at: event.t, releaseEstimate: estimator.velocity)
    } else {
      Replay.apply(event, to: &engine)
    }
    for e in engine.pendingEvents {
      if case let .released(velocity, _, _) = e.kind { releasedVelocity = velocity }
    }
    // The host reads events every frame; dropping them keeps the buffer from growing.
    engine.clearEvents()
  }

  func height(at t: Double) -> Double { engine.layout(at: t).height }

  var destination: SheetEvent.Destination {
    guard engine.isPresented, let id = engine.selectedDetentID else { return .dismiss }
    return .detent(id)
  }
}

/// The geometry the baselines share with the engine: resolved detents, the hidden height and
/// whether the sheet may leave, all from ``SheetEngine`` so only behaviour differs.
public struct BaselineGeometry: Sendable {
  /// Resolved detents, ascending.
  @_spi(Lab) public var detents: [ResolvedDetent]
  /// The height at which the sheet is off screen (≤ 0).
  public var hidden: Double
  /// Whether a drag may dismiss (modal and floating by default).
  public var canDismiss: Bool
  /// The detent the sheet starts at.
  public var startIndex: Int

  /// The geometry of `scenario` at t = 0.
  public init(_ scenario: Scenario) {
    let engine = SheetEngine(
      configuration: scenario.configuration, context: scenario.context, time: 0)
    detents = engine.detents
    hidden = engine.metrics.hiddenHeight
    canDismiss = scenario.configuration.isDismissible
    startIndex = engine.selectedIndex ?? 0
  }

  /// Where the sheet can rest, ascending by height: the hidden position first when the sheet
  /// may leave, then the detents.
  public var positions: [(destination: SheetEvent.Destination, height: Double)] {
    var all: [(destination: SheetEvent.Destination, height: Double)] = []
    if canDismiss { all.append((.dismiss, hidden)) }
    for detent in detents { all.append((.detent(detent.id), detent.height)) }
    return all
  }

  /// The resting position nearest to `height` (the lower one on a tie).
  public func nearest(to height: Double) -> (destination: SheetEvent.Destination, height: Double) {
    var best = positions[0]
    for position in positions where abs(position.height - height) < abs(best.height - height) {
      best = position
    }
    return best
  }

  /// The height of `destination`.
  public func height(of destination: SheetEvent.Destination) -> Double {
    positions.first { $0.destination == destination }?.height ?? detents[startIndex].height
  }
}

/// A spring motion started at a time, evaluated at absolute times.
struct TimedSpring {
  var motion: SpringMotion
  var start: Double

  func position(at t: Double) -> Double { motion.position(at: t - start) }
  func velocity(at t: Double) -> Double { motion.velocity(at: t - start) }
}
