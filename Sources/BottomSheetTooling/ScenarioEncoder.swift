@_spi(Lab) import BottomSheetHost
@_spi(Lab) import BottomSheetCore
/// Writes a ``Scenario`` back as a scenario file (`docs/SCENARIOS.md`), the inverse of
/// ``ScenarioDecoder``: every field the decoder reads is written explicitly, so a file does
/// not depend on the defaults of the version that reads it.
///
/// Detents the format cannot name (custom closures, or a detent whose identity is not its own
/// spec) are left out, with requests naming them, so the file always reads back;
/// `unwritableDetents(in:)` lists them. Written exactly (`decimals: nil`), a scenario built
/// from specs reads back to the same values, bit for bit; springs are then written as mass,
/// stiffness and damping. Rounded (the corpus keeps 4 decimals), springs are written as
/// response and damping fraction.
@_spi(Lab) public enum ScenarioEncoder {
  /// The scenario as a JSON value, optionally with extra top-level fields (e.g. a corpus
  /// label) appended; readers ignore fields they do not know.
  ///
  /// - Parameters:
  ///   - scenario: The scenario.
  ///   - extra: Top-level fields appended after the scenario's own.
  ///   - exactSprings: Whether springs are written as mass, stiffness and damping (exact)
  ///     rather than response and damping fraction (rounded files).
  public static func encode(
    _ scenario: Scenario, extra: [(String, JSONValue)] = [], exactSprings: Bool = false
  ) -> JSONValue {
    let writable = { (id: DetentID) in isSpec(id) }
    return .object(
      [
        ("container", container(scenario.context)),
        ("content", content(scenario.context)),
        ("anchors", anchors(scenario.context)),
        ("sheet", sheet(scenario.configuration, exactSpring: exactSprings)),
        (
          "events",
          .array(
            scenario.events.compactMap { e in
              if case let .select(id, _) = e.kind, !writable(id) { return nil }
              return event(e, exactSprings: exactSprings)
            })
        ),
        ("output", .object([("fps", .number(scenario.fps)), ("until", .number(scenario.until))])),
      ] + extra)
  }

  /// The scenario file's text, with numbers kept to `decimals` (4 keeps 0.1 ms timestamps), or
  /// exact when `decimals` is nil (then springs are written as mass, stiffness and damping).
  public static func text(
    _ scenario: Scenario, extra: [(String, JSONValue)] = [], decimals: Int? = 4
  ) -> String {
    JSONWriter(decimals: decimals).write(
      encode(scenario, extra: extra, exactSprings: decimals == nil)) + "\n"
  }

  /// The configuration's detents a scenario file cannot name, in order: custom closures, and
  /// detents whose identity is not their own spec. `encode(_:extra:exactSprings:)` leaves them
  /// out.
  public static func unwritableDetents(in configuration: SheetConfiguration) -> [DetentID] {
    configuration.detents.compactMap { isWritable($0) ? nil : $0.id }
  }

  /// `unwritableDetents(in:)` of several configurations (a trace's first and every change),
  /// each identity once, in order of first appearance.
  static func unwritableDetents(in configurations: [SheetConfiguration]) -> [DetentID] {
    var seen: [DetentID] = []
    for c in configurations {
      for id in unwritableDetents(in: c) where !seen.contains(id) { seen.append(id) }
    }
    return seen
  }

  /// Whether the format can name `detent`: its identity is a spec that reads back to it.
  public static func isWritable(_ detent: Detent) -> Bool {
    Detent(spec: detent.id.rawValue) == detent
  }

  /// Whether `id` is a detent spec the decoder accepts.
  public static func isSpec(_ id: DetentID) -> Bool { Detent(spec: id.rawValue) != nil }

  static func container(_ c: SheetContext) -> JSONValue {
    .object([
      ("width", .number(c.containerSize.width)), ("height", .number(c.containerSize.height)),
      ("safeArea", insets(c.safeArea)), ("keyboard", .number(c.keyboardHeight)),
    ])
  }

  /// A `safeArea` object: all four edges.
  static func insets(_ i: SheetInsets) -> JSONValue {
    .object([
      ("top", .number(i.top)), ("bottom", .number(i.bottom)), ("leading", .number(i.leading)),
      ("trailing", .number(i.trailing)),
    ])
  }

  static func content(_ c: SheetContext) -> JSONValue {
    .object([("height", .number(c.contentHeight)), ("scrollable", .bool(c.contentScrolls))])
  }

  static func anchors(_ c: SheetContext) -> JSONValue { anchors(c.anchors) }

  static func anchors(_ anchors: [String: Double]) -> JSONValue {
    .object(anchors.keys.sorted().map { ($0, .number(anchors[$0] ?? 0)) })
  }

  static func band(_ band: RubberBand) -> JSONValue {
    switch band {
    case let .elastic(c):
      return .object([("kind", .string("elastic")), ("coefficient", .number(c))])
    case let .damped(scale, limit):
      return .object([
        ("kind", .string("damped")), ("scale", .number(scale)), ("limit", .number(limit)),
      ])
    case let .linear(allowance):
      return .object([("kind", .string("linear")), ("allowance", .number(allowance))])
    case .none: return .object([("kind", .string("none"))])
    }
  }

  /// The chrome object; the grabber's visibility only when it is not the default (`visible`),
  /// so documents written before the field existed are written the same.
  static func chrome(_ chrome: SheetChrome) -> [(String, JSONValue)] {
    var pairs: [(String, JSONValue)] = [
      ("grabber", .number(chrome.grabberHeight)), ("header", .number(chrome.headerHeight)),
    ]
    if chrome.grabber != .visible {
      pairs.append(("grabberVisibility", .string(chrome.grabber.rawValue)))
    }
    return pairs
  }

  /// The `sheet` object. `exactSpring` writes the spring as mass, stiffness and damping, which
  /// rebuild it exactly however it was made.
  static func sheet(_ c: SheetConfiguration, exactSpring: Bool) -> JSONValue {
    let b = c.behavior
    var pairs: [(String, JSONValue)] = [
      ("style", .string(c.style.rawValue)),
      ("detents", .array(c.detents.filter(isWritable).map { .string($0.id.rawValue) })),
    ]
    if let initial = c.initialDetent, isSpec(initial) {
      pairs.append(("initial", .string(initial.rawValue)))
    }
    let spring: JSONValue =
      exactSpring
      ? .object([
        ("mass", .number(b.spring.mass)), ("stiffness", .number(b.spring.stiffness)),
        ("damping", .number(b.spring.damping)),
      ])
      : .object([
        ("response", .number(b.spring.response)),
        ("dampingFraction", .number(b.spring.dampingRatio)),
      ])
    pairs += [
      ("dismissible", .bool(c.isDismissible)), ("presented", .bool(c.startsPresented)),
      ("topInset", .number(c.topInset)),
      (
        "floatingInset",
        .object([
          ("bottom", .number(c.floatingInsets.bottom)),
          ("horizontal", .number(c.floatingInsets.horizontal)),
        ])
      ),
      ("rubberBand", band(b.rubberBand)), ("horizontalRubberBand", band(b.horizontalRubberBand)),
      ("spring", spring),
      ("decelerationRate", .number(b.decelerationRate)),
      ("velocityThreshold", .number(b.velocityThreshold)),
      ("skipsDetents", .bool(b.skipsDetents)),
      ("nudgeDistance", .number(b.nudgeDistance)),
      ("nudgeSkipTime", .number(b.nudgeSkipTime)),
      ("expandsOnContentScroll", .bool(b.expandsOnContentScroll)),
      ("reduceMotion", .bool(b.reduceMotion)),
    ]
    if let undimmed = c.undimmedThrough, isSpec(undimmed) {
      pairs.append(("undimmedThrough", .string(undimmed.rawValue)))
    }
    pairs += [
      ("backdropOpacity", .number(c.backdropOpacity)),
      ("backdropTap", .string(c.backdropTap.rawValue)),
      ("chrome", .object(chrome(c.chrome))),
      ("cornerRadius", .number(c.cornerRadius)), ("maximumWidth", .number(c.maximumWidth)),
      ("morph", .bool(c.morphsShape)),
    ]
    // Written only when not the default, so files written before the glass look stay the same.
    if c.look != .standard { pairs.append(("look", .string(c.look.rawValue))) }
    if c.reducesTransparency { pairs.append(("reduceTransparency", .bool(true))) }
    if !c.detentNames.isEmpty {
      let names = c.detentNames.keys.map(\.rawValue).sorted()
      pairs.append(
        (
          "detentNames",
          .object(names.map { ($0, .string(c.detentNames[DetentID($0)] ?? "")) })
        ))
    }
    return .object(pairs)
  }

  static func event(_ e: ScenarioEvent, exactSprings: Bool) -> JSONValue {
    var pairs: [(String, JSONValue)] = [("t", .number(e.t))]
    func point(_ type: String, _ p: SheetPoint) {
      pairs += [("type", .string(type)), ("x", .number(p.x)), ("y", .number(p.y))]
    }
    switch e.kind {
    case let .touchDown(p, region):
      point("down", p)
      if let region { pairs.append(("region", .string(region.rawValue))) }
    case let .touchMoved(p): point("move", p)
    case let .touchUp(p, velocity):
      point("up", p)
      if let v = velocity, v.x.isFinite, v.y.isFinite {
        pairs.append(
          ("platformVelocity", .object([("x", .number(v.x)), ("y", .number(v.y))])))
      }
    case .touchCancelled: pairs.append(("type", .string("cancel")))
    case let .contentScrolled(offset):
      pairs += [("type", .string("scroll")), ("offset", .number(offset))]
    case let .select(id, animated):
      pairs += [
        ("type", .string("setDetent")), ("detent", .string(id.rawValue)),
        ("animated", .bool(animated)),
      ]
    case let .present(animated):
      pairs += [("type", .string("present")), ("animated", .bool(animated))]
    case let .dismiss(animated):
      pairs += [("type", .string("dismiss")), ("animated", .bool(animated))]
    case let .updateContext(context, animated):
      pairs += [
        ("type", .string("context")), ("container", container(context)),
        ("content", content(context)), ("anchors", anchors(context)), ("animated", .bool(animated)),
      ]
    case .accessibilityIncrement: pairs.append(("type", .string("increment")))
    case .accessibilityDecrement: pairs.append(("type", .string("decrement")))
    case .accessibilityEscape: pairs.append(("type", .string("escape")))
    case let .updateConfiguration(configuration, animated):
      pairs += [
        ("type", .string("configuration")),
        ("sheet", sheet(configuration, exactSpring: exactSprings)), ("animated", .bool(animated)),
      ]
    case .advance: pairs.append(("type", .string("advance")))
    }
    return .object(pairs)
  }
}
