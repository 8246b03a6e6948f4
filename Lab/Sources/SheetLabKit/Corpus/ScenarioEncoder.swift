import BottomSheetCore

/// Writes a ``Scenario`` back as a scenario file (`shared/SCENARIOS.md`), the inverse of
/// ``ScenarioDecoder``: every field the decoder reads is written explicitly, so a file does
/// not depend on the defaults of the version that reads it.
///
/// Custom detents (closures) have no spec and are written by their identity, which the
/// decoder rejects; scenarios built from specs round-trip exactly (tested on every bundled
/// scenario). Springs are written as response and damping fraction.
public enum ScenarioEncoder {
  /// The scenario as a JSON value, optionally with extra top-level fields (e.g. a corpus
  /// label) appended; readers ignore fields they do not know.
  public static func encode(_ scenario: Scenario, extra: [(String, JSONValue)] = []) -> JSONValue {
    .object(
      [
        ("container", container(scenario.context)),
        ("content", content(scenario.context)),
        ("anchors", anchors(scenario.context)),
        ("sheet", sheet(scenario.configuration)),
        ("events", .array(scenario.events.map(event))),
        ("output", .object([("fps", .number(scenario.fps)), ("until", .number(scenario.until))])),
      ] + extra)
  }

  /// The scenario file's text, with numbers kept to `decimals` (4 keeps 0.1 ms timestamps).
  public static func text(
    _ scenario: Scenario, extra: [(String, JSONValue)] = [], decimals: Int = 4
  ) -> String {
    JSONWriter(decimals: decimals).write(encode(scenario, extra: extra)) + "\n"
  }

  static func container(_ c: SheetContext) -> JSONValue {
    .object([
      ("width", .number(c.containerSize.width)), ("height", .number(c.containerSize.height)),
      (
        "safeArea",
        .object([
          ("top", .number(c.safeArea.top)), ("bottom", .number(c.safeArea.bottom)),
          ("leading", .number(c.safeArea.leading)), ("trailing", .number(c.safeArea.trailing)),
        ])
      ),
      ("keyboard", .number(c.keyboardHeight)),
    ])
  }

  static func content(_ c: SheetContext) -> JSONValue {
    .object([("height", .number(c.contentHeight)), ("scrollable", .bool(c.contentScrolls))])
  }

  static func anchors(_ c: SheetContext) -> JSONValue {
    .object(c.anchors.keys.sorted().map { ($0, .number(c.anchors[$0] ?? 0)) })
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

  static func sheet(_ c: SheetConfiguration) -> JSONValue {
    let b = c.behavior
    var pairs: [(String, JSONValue)] = [
      ("style", .string(c.style.rawValue)),
      ("detents", .array(c.detents.map { .string($0.id.rawValue) })),
    ]
    if let initial = c.initialDetent { pairs.append(("initial", .string(initial.rawValue))) }
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
      (
        "spring",
        .object([
          ("response", .number(b.spring.response)),
          ("dampingFraction", .number(b.spring.dampingRatio)),
        ])
      ),
      ("decelerationRate", .number(b.decelerationRate)),
      ("velocityThreshold", .number(b.velocityThreshold)),
      ("skipsDetents", .bool(b.skipsDetents)),
      ("expandsOnContentScroll", .bool(b.expandsOnContentScroll)),
      ("reduceMotion", .bool(b.reduceMotion)),
    ]
    if let undimmed = c.undimmedThrough {
      pairs.append(("undimmedThrough", .string(undimmed.rawValue)))
    }
    pairs += [
      ("backdropOpacity", .number(c.backdropOpacity)),
      ("backdropTap", .string(c.backdropTap.rawValue)),
      (
        "chrome",
        .object([
          ("grabber", .number(c.chrome.grabberHeight)), ("header", .number(c.chrome.headerHeight)),
        ])
      ),
      ("cornerRadius", .number(c.cornerRadius)), ("maximumWidth", .number(c.maximumWidth)),
      ("morph", .bool(c.morphsShape)),
    ]
    return .object(pairs)
  }

  static func event(_ e: ScenarioEvent) -> JSONValue {
    var pairs: [(String, JSONValue)] = [("t", .number(e.t))]
    func point(_ type: String, _ p: SheetPoint) {
      pairs += [("type", .string(type)), ("x", .number(p.x)), ("y", .number(p.y))]
    }
    switch e.kind {
    case let .down(p, region):
      point("down", p)
      if let region { pairs.append(("region", .string(region.rawValue))) }
    case let .move(p): point("move", p)
    case let .up(p, velocity):
      point("up", p)
      if let v = velocity, v.x.isFinite, v.y.isFinite {
        pairs.append(
          ("platformVelocity", .object([("x", .number(v.x)), ("y", .number(v.y))])))
      }
    case .cancel: pairs.append(("type", .string("cancel")))
    case let .scroll(offset):
      pairs += [("type", .string("scroll")), ("offset", .number(offset))]
    case let .setDetent(id, animated):
      pairs += [
        ("type", .string("setDetent")), ("detent", .string(id.rawValue)),
        ("animated", .bool(animated)),
      ]
    case let .present(animated):
      pairs += [("type", .string("present")), ("animated", .bool(animated))]
    case let .dismiss(animated):
      pairs += [("type", .string("dismiss")), ("animated", .bool(animated))]
    case let .context(context, animated):
      pairs += [
        ("type", .string("context")), ("container", container(context)),
        ("content", content(context)), ("anchors", anchors(context)), ("animated", .bool(animated)),
      ]
    case .increment: pairs.append(("type", .string("increment")))
    case .decrement: pairs.append(("type", .string("decrement")))
    case .escape: pairs.append(("type", .string("escape")))
    }
    return .object(pairs)
  }
}
