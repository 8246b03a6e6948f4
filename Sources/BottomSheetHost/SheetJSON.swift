@_spi(Lab) import BottomSheetCore

/// The JSON of a sheet's configuration and context as scenario files and host traces write
/// them (`docs/SCENARIOS.md`): what the trace recorder needs to write a trace, shared with
/// `BottomSheetTooling`'s scenario encoder.
package enum SheetJSON {
  /// The configuration's detents a scenario file cannot name, in order: custom closures, and
  /// detents whose identity is not their own spec. `encode(_:extra:exactSprings:)` leaves them
  /// out.
  package static func unwritableDetents(in configuration: SheetConfiguration) -> [DetentID] {
    configuration.detents.compactMap { isWritable($0) ? nil : $0.id }
  }

  /// `unwritableDetents(in:)` of several configurations (a trace's first and every change),
  /// each identity once, in order of first appearance.
  package static func unwritableDetents(in configurations: [SheetConfiguration]) -> [DetentID] {
    var seen: [DetentID] = []
    for c in configurations {
      for id in unwritableDetents(in: c) where !seen.contains(id) { seen.append(id) }
    }
    return seen
  }

  /// Whether the format can name `detent`: its identity is a spec that reads back to it.
  package static func isWritable(_ detent: Detent) -> Bool {
    Detent(spec: detent.id.rawValue) == detent
  }

  /// Whether `id` is a detent spec the decoder accepts.
  package static func isSpec(_ id: DetentID) -> Bool { Detent(spec: id.rawValue) != nil }

  /// The `container` object; its `traits` only when some are reported, so files written
  /// before the field existed are written the same.
  package static func container(_ c: SheetContext) -> JSONValue {
    var pairs: [(String, JSONValue)] = [
      ("width", .number(c.containerSize.width)), ("height", .number(c.containerSize.height)),
      ("safeArea", insets(c.safeArea)), ("keyboard", .number(c.keyboardHeight)),
    ]
    if c.traits != SheetTraits() { pairs.append(("traits", .object(traits(c.traits)))) }
    return .object(pairs)
  }

  /// The reported traits, each by SwiftUI's name; unknown ones left out.
  package static func traits(_ t: SheetTraits) -> [(String, JSONValue)] {
    var pairs: [(String, JSONValue)] = []
    func add(_ name: String, _ value: String?) {
      if let value { pairs.append((name, .string(value))) }
    }
    add("horizontalSizeClass", t.horizontalSizeClass?.rawValue)
    add("verticalSizeClass", t.verticalSizeClass?.rawValue)
    add("dynamicTypeSize", t.dynamicTypeSize?.rawValue)
    add("colorScheme", t.colorScheme?.rawValue)
    add("layoutDirection", t.layoutDirection?.rawValue)
    return pairs
  }

  /// The `adaptation` object: every field, written only when the adaptation is not the
  /// default (so files written before it existed are written the same).
  package static func adaptation(_ a: SheetAdaptation) -> JSONValue {
    let regular: String
    switch a.regularWidth {
    case .automatic: regular = "automatic"
    case .bottom: regular = "bottom"
    case .sidePanel: regular = "sidePanel"
    case .card: regular = "card"
    case let .centered(sizing): regular = sizing.rawValue
    }
    return .object([
      ("regularWidth", .string(regular)),
      ("prefersEdgeAttachedInCompactHeight", .bool(a.prefersEdgeAttachedInCompactHeight)),
      ("panelWidth", .number(a.panelWidth)), ("panelEdge", .string(a.panelEdge.rawValue)),
      ("edgeInset", .number(a.edgeInset)), ("minimumWidthBeside", .number(a.minimumWidthBeside)),
      ("formWidth", .number(a.formSize.width)), ("formHeight", .number(a.formSize.height)),
      ("pageWidth", .number(a.pageWidth)), ("cardMaximumWidth", .number(a.cardMaximumWidth)),
      ("cardAnchor", .string(a.cardAnchor.rawValue)),
    ])
  }

  /// A `safeArea` object: all four edges.
  package static func insets(_ i: SheetInsets) -> JSONValue {
    .object([
      ("top", .number(i.top)), ("bottom", .number(i.bottom)), ("leading", .number(i.leading)),
      ("trailing", .number(i.trailing)),
    ])
  }

  package static func anchors(_ c: SheetContext) -> JSONValue { anchors(c.anchors) }

  package static func anchors(_ anchors: [String: Double]) -> JSONValue {
    .object(anchors.keys.sorted().map { ($0, .number(anchors[$0] ?? 0)) })
  }

  package static func band(_ band: RubberBand) -> JSONValue {
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
  /// and the close button only when asked for, so documents written before the fields existed
  /// are written the same.
  package static func chrome(_ chrome: SheetChrome) -> [(String, JSONValue)] {
    var pairs: [(String, JSONValue)] = [
      ("grabber", .number(chrome.grabberHeight)), ("header", .number(chrome.headerHeight)),
    ]
    if chrome.grabber != .visible {
      pairs.append(("grabberVisibility", .string(chrome.grabber.rawValue)))
    }
    // Written only when asked for, as the grabber's visibility.
    if chrome.showsCloseButton { pairs.append(("closeButton", .bool(true))) }
    return pairs
  }

  /// The `sheet` object. `exactSpring` writes the spring as mass, stiffness and damping, which
  /// rebuild it exactly however it was made.
  package static func sheet(_ c: SheetConfiguration, exactSpring: Bool) -> JSONValue {
    let b = c.behavior
    var pairs: [(String, JSONValue)] = [
      ("style", .string(c.style.rawValue)),
      ("detents", .array(c.detents.filter(isWritable).map { .string($0.id.rawValue) })),
    ]
    if let initial = c.initialDetent, isSpec(initial) {
      pairs.append(("initial", .string(initial.rawValue)))
    }
    let spring = self.spring(b.spring, exact: exactSpring)
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
    if c.isDismissalGuarded { pairs.append(("dismissalGuarded", .bool(true))) }
    pairs += appearance(c, exactSpring: exactSpring)
    if c.adaptation != SheetAdaptation() { pairs.append(("adaptation", adaptation(c.adaptation))) }
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
}
