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
        ("container", SheetJSON.container(scenario.context)),
        ("content", content(scenario.context)),
        ("anchors", SheetJSON.anchors(scenario.context)),
        ("sheet", SheetJSON.sheet(scenario.configuration, exactSpring: exactSprings)),
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
    SheetJSON.unwritableDetents(in: configuration)
  }

  /// Whether the format can name `detent`: its identity is a spec that reads back to it.
  public static func isWritable(_ detent: Detent) -> Bool { SheetJSON.isWritable(detent) }

  /// Whether `id` is a detent spec the decoder accepts.
  public static func isSpec(_ id: DetentID) -> Bool { SheetJSON.isSpec(id) }

  static func content(_ c: SheetContext) -> JSONValue {
    .object([("height", .number(c.contentHeight)), ("scrollable", .bool(c.contentScrolls))])
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
        ("type", .string("context")), ("container", SheetJSON.container(context)),
        ("content", content(context)), ("anchors", SheetJSON.anchors(context)),
        ("animated", .bool(animated)),
      ]
    case .accessibilityIncrement: pairs.append(("type", .string("increment")))
    case .accessibilityDecrement: pairs.append(("type", .string("decrement")))
    case .accessibilityEscape: pairs.append(("type", .string("escape")))
    case let .updateConfiguration(configuration, animated):
      pairs += [
        ("type", .string("configuration")),
        ("sheet", SheetJSON.sheet(configuration, exactSpring: exactSprings)),
        ("animated", .bool(animated)),
      ]
    case .advance: pairs.append(("type", .string("advance")))
    }
    return .object(pairs)
  }
}
