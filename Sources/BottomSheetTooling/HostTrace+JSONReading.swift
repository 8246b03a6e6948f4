@_spi(Lab) import BottomSheetHost
@_spi(Lab) import BottomSheetCore

/// Reads host traces written by ``BottomSheetHost/HostTrace/json`` (`docs/SCENARIOS.md`, "Host
/// traces").
extension HostTrace {
  /// Reads a host trace written by `json`.
  ///
  /// - Throws: ``ScenarioError`` naming the field: invalid JSON, no `host`
  ///   object, a missing or mistyped field, an unknown event type, events out of time order.
  public init(json: String) throws(ScenarioError) {
    try self.init(document: try ScenarioDecoder.document(json))
  }

  /// Reads a parsed host trace (see ``ScenarioDecoder/document(_:)``).
  @_spi(Lab) public init(document root: JSONValue) throws(ScenarioError) {
    let reader = ScenarioReader(allowsNonFinite: true)
    guard case .object = root else { throw reader.fail("(document)", "expected an object") }
    guard let host = try reader.object(root["host"], "host") else {
      throw reader.fail("host", "required object is missing (not a host trace)")
    }
    let isPresented = try reader.bool(host["isPresented"], "host.isPresented")
    let selection = try reader.string(host["selection"], "host.selection").map { DetentID($0) }
    guard let sheet = try reader.object(root["sheet"], "sheet") else {
      throw reader.fail("sheet.detents", "required array is missing")
    }
    let configuration = try reader.configuration(sheet)
    self.init(configuration: configuration, isPresented: isPresented, selection: selection)
    startsAtRest = try reader.bool(host["startsAtRest"], "host.startsAtRest") ?? false
    guard case let .array(events)? = root["events"] else {
      throw reader.fail(
        "events", root["events"] == nil ? "required array is missing" : "expected an array")
    }
    var last = -Double.infinity
    for (n, raw) in events.enumerated() {
      let field = "events[\(n)]"
      let (time, input) = try Self.input(raw, field, reader)
      guard time.isFinite else { throw reader.fail("\(field).t", "number is not finite") }
      if time < last {
        throw reader.fail("\(field).t", "time \(time) is before the previous event's \(last)")
      }
      last = time
      let late = try reader.number(raw["late"], "\(field).late") ?? 0
      guard late.isFinite, late >= 0 else {
        throw reader.fail("\(field).late", "expected a finite number ≥ 0")
      }
      record(input, at: time, late: late)
    }
  }
}

// MARK: - Reading

extension HostTrace {
  /// The engine's event types, named in the error when one appears in a host trace.
  static let engineEventTypes: Set<String> = [
    "down", "move", "up", "cancel", "scroll", "setDetent", "context", "advance",
  ]

  static func input(_ raw: JSONValue, _ field: String, _ r: ScenarioReader) throws(ScenarioError)
    -> (Double, HostInput)
  {
    guard case .object = raw else { throw r.fail(field, "expected an object") }
    let t = try r.required(raw["t"], "\(field).t")
    guard let type = try r.string(raw["type"], "\(field).type") else {
      throw r.fail("\(field).type", "required string is missing")
    }
    // A `touchID`, from the file format's `touch` field (never renamed: docs/SCENARIOS.md).
    func touch() throws(ScenarioError) -> Int {
      let n = try r.required(raw["touch"], "\(field).touch")
      guard n.isFinite, n == n.rounded(), abs(n) <= 9_007_199_254_740_992 else {
        throw r.fail("\(field).touch", "expected an integer")
      }
      return Int(n)
    }
    func point() throws(ScenarioError) -> SheetPoint { try r.point(raw, field) }
    func animated() throws(ScenarioError) -> Bool {
      try r.bool(raw["animated"], "\(field).animated") ?? true
    }
    func detent() throws(ScenarioError) -> DetentID {
      guard let id = try r.string(raw["detent"], "\(field).detent"), !id.isEmpty else {
        throw r.fail("\(field).detent", "required detent is missing")
      }
      return DetentID(id)
    }
    switch type {
    case "touchDown":
      let id = try touch()
      let p = try point()
      var target = TouchTarget()
      if let object = try r.object(raw["target"], "\(field).target") {
        let f = "\(field).target"
        target.inChrome = try r.bool(object["chrome"], "\(f).chrome") ?? false
        target.inScrollView = try r.bool(object["scrollView"], "\(f).scrollView") ?? false
        target.inHorizontalScroller =
          try r.bool(object["horizontalScroller"], "\(f).horizontalScroller") ?? false
        target.inControl = try r.bool(object["control"], "\(f).control") ?? false
      }
      return (t, .touchDown(touchID: id, at: p, target: target))
    case "panBegan": return (t, .panBegan(touchID: try touch(), at: try point()))
    case "panMoved": return (t, .panMoved(touchID: try touch(), at: try point()))
    case "panEnded":
      let id = try touch()
      let p = try point()
      var velocity: SheetVelocity?
      if let v = try r.object(raw["velocity"], "\(field).velocity") {
        let xy = try r.point(v, "\(field).velocity")
        velocity = SheetVelocity(x: xy.x, y: xy.y)
      }
      return (t, .panEnded(touchID: id, at: p, velocity: velocity))
    case "panCancelled": return (t, .panCancelled(touchID: try touch()))
    case "touchEnded": return (t, .touchEnded(touchID: try touch()))
    case "backdropTap": return (t, .backdropTap(at: try point()))
    case "scrolled":
      return (t, .contentScrolled(offset: try r.required(raw["offset"], "\(field).offset")))
    case "scrollMetrics":
      guard let m = try r.object(raw["metrics"], "\(field).metrics") else {
        return (t, .scrollMetrics(nil))
      }
      let f = "\(field).metrics"
      return (
        t,
        .scrollMetrics(
          ScrollMetrics(
            contentHeight: try r.required(m["contentHeight"], "\(f).contentHeight"),
            verticalInsets: try r.number(m["verticalInsets"], "\(f).verticalInsets") ?? 0,
            viewportHeight: try r.required(m["viewportHeight"], "\(f).viewportHeight")))
      )
    case "container":
      let size = SheetSize(
        width: try r.required(raw["width"], "\(field).width"),
        height: try r.required(raw["height"], "\(field).height"))
      var insets = SheetInsets.zero
      try r.apply(safeArea: raw["safeArea"], to: &insets, field: "\(field).safeArea")
      return (t, .container(size: size, safeArea: insets))
    case "keyboard": return (t, .keyboard(top: try r.number(raw["top"], "\(field).top")))
    case "keyboardWillMove":
      return (
        t,
        .keyboardWillMove(
          top: try r.number(raw["top"], "\(field).top"),
          duration: try r.required(raw["duration"], "\(field).duration"))
      )
    case "anchors":
      guard let anchors = try r.object(raw["anchors"], "\(field).anchors") else {
        throw r.fail("\(field).anchors", "required object is missing")
      }
      return (t, .anchors(try r.anchors(anchors, "\(field).anchors")))
    case "contentHeight":
      return (t, .contentHeight(try r.number(raw["height"], "\(field).height")))
    case "configuration": return (t, .configuration(try r.eventSheet(raw, field)))
    case "presentedBinding":
      guard let value = try r.bool(raw["value"], "\(field).value") else {
        throw r.fail("\(field).value", "required boolean is missing")
      }
      return (t, .presentedBinding(value))
    case "selectionBinding": return (t, .selectionBinding(try detent()))
    case "select": return (t, .select(try detent(), animated: try animated()))
    case "present": return (t, .present(animated: try animated()))
    case "dismiss": return (t, .dismiss(animated: try animated()))
    case "close": return (t, .close)
    case "grabberTap": return (t, .grabberTapped)
    case "increment": return (t, .accessibilityIncrement)
    case "decrement": return (t, .accessibilityDecrement)
    case "escape": return (t, .accessibilityEscape)
    case "escapeKey": return (t, .escapeKey)
    case "keyboardTracked":
      return (t, .keyboardTracked(top: try r.number(raw["top"], "\(field).top")))
    case "anchorInWindow":
      guard let value = try r.bool(raw["value"], "\(field).value") else {
        throw r.fail("\(field).value", "required boolean is missing")
      }
      return (t, .anchorInWindow(value))
    case "anchorCovered": return (t, .anchorCovered)
    case "modifierRemoved": return (t, .modifierRemoved)
    case "parentLeaving": return (t, .parentLeaving)
    case "attachFailed": return (t, .attachFailed)
    case "presenterReady": return (t, .presenterReady)
    case "dismissedByPlatform": return (t, .dismissedByPlatform)
    case "anchorHidden": return (t, .anchorHidden)
    case "frame": return (t, .advance)
    case "traits":
      // Each field is optional: missing or null is unknown; any other value must be a name.
      func trait<T: RawRepresentable & CaseIterable>(_ name: String, _: T.Type)
        throws(ScenarioError) -> T? where T.RawValue == String
      {
        guard let text = try r.string(raw[name], "\(field).\(name)") else { return nil }
        guard let value = T(rawValue: text) else {
          let names = T.allCases.map(\.rawValue).joined(separator: ", ")
          throw r.fail("\(field).\(name)", "unknown value \"\(text)\" (expected one of \(names))")
        }
        return value
      }
      return (
        t,
        .traits(
          SheetTraits(
            horizontalSizeClass: try trait("horizontalSizeClass", SheetSizeClass.self),
            verticalSizeClass: try trait("verticalSizeClass", SheetSizeClass.self),
            dynamicTypeSize: try trait("dynamicTypeSize", SheetDynamicTypeSize.self),
            colorScheme: try trait("colorScheme", SheetColorScheme.self),
            layoutDirection: try trait("layoutDirection", SheetLayoutDirection.self)))
      )
    case "keyboardPresented":
      return (t, .keyboardPresented(top: try r.number(raw["top"], "\(field).top")))
    default:
      let hint =
        engineEventTypes.contains(type)
        ? " (an engine event: host traces record host inputs such as touchDown, panMoved)" : ""
      throw r.fail("\(field).type", "unknown host event type \"\(type)\"" + hint)
    }
  }
}
