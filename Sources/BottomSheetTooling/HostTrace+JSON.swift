@_spi(Lab) import BottomSheetHost
@_spi(Lab) import BottomSheetCore
/// Host traces as scenario files (`docs/SCENARIOS.md`, "Host traces").
///
/// The file is a scenario file with a top-level `host` object, the host's bindings at
/// creation; its `sheet` is the configuration the host was created with, and its events are
/// the host's inputs (`touchDown`, `panMoved`, `frame`, …), each at its engine time. A host
/// starts unmeasured, so `container` is 0 × 0: the geometry comes from `container`,
/// `keyboard`, `keyboardWillMove`, `anchors`, `contentHeight` and `scrollMetrics` events. Every number is written
/// in Swift's shortest round-trip form (non-finite ones, which a host may be sent and must
/// survive, as the strings `"NaN"`, `"Infinity"`, `"-Infinity"`), so the file reads back to
/// the same inputs, bit for bit.
///
/// Custom-closure detents (`Detent.custom(_:_:)`) cannot be written: they are left out of
/// the `sheet` objects, named in `unwritableDetents` and in the file's
/// `host.unwritableDetents`, and the file still reads back (requests naming them are kept and
/// rejected by the replayed engine). Such a trace does not replay exactly.
extension HostTrace {
  /// Detents in the configuration, or in any configuration input, that the file cannot hold
  /// (custom closures, or detents whose identity is not their own spec), in order of first
  /// appearance. Empty when `json` replays exactly.
  public var unwritableDetents: [DetentID] {
    var configurations = [configuration]
    for entry in entries {
      if case let .configuration(c) = entry.input { configurations.append(c) }
    }
    return ScenarioEncoder.unwritableDetents(in: configurations)
  }

  /// The trace as a scenario file (a host trace), sampled at 60 fps until one second after the
  /// last input when `sheetlab replay` reads it. `init(json:)` reads it back.
  public var json: String { json(fps: 60, until: nil) }

  /// The trace as a scenario file whose `output` samples at `fps` until `until` (nil: one
  /// second after the last input). The format samples at most 600 s: a longer `until` is
  /// written as 600 (every input is still written and replayed).
  public func json(fps: Double, until: Double? = nil) -> String {
    JSONWriter(decimals: nil).write(document(fps: fps, until: until)) + "\n"
  }

  /// The trace as a JSON document (what `json` prints); `output` as in `json(fps:until:)`.
  @_spi(Lab) public func document(fps: Double = 60, until: Double? = nil) -> JSONValue {
    var host: [(String, JSONValue)] = []
    if let isPresented { host.append(("isPresented", .bool(isPresented))) }
    if let selection { host.append(("selection", .string(selection.rawValue))) }
    if startsAtRest { host.append(("startsAtRest", .bool(true))) }
    let unwritable = unwritableDetents
    if !unwritable.isEmpty {
      host.append(("unwritableDetents", .array(unwritable.map { .string($0.rawValue) })))
    }
    let zero = SheetContext(containerSize: SheetSize(width: 0, height: 0))
    let last = entries.last?.time ?? 0
    let end = min(600, until ?? (last + 1))
    let root: JSONValue = .object([
      ("host", .object(host)),
      ("container", ScenarioEncoder.container(zero)),
      ("sheet", ScenarioEncoder.sheet(configuration, exactSpring: true)),
      ("events", .array(entries.map(Self.event))),
      ("output", .object([("fps", .number(fps)), ("until", .number(end))])),
    ])
    return Self.spellingNonFinite(root)
  }

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

// MARK: - Writing

extension HostTrace {
  static func point(_ p: SheetPoint) -> [(String, JSONValue)] {
    [("x", .number(p.x)), ("y", .number(p.y))]
  }

  static func event(_ entry: Entry) -> JSONValue {
    var pairs: [(String, JSONValue)] = [("t", .number(entry.time))]
    // Only when it happened, so traces without it are written as before.
    if entry.late > 0 { pairs.append(("late", .number(entry.late))) }
    func type(_ name: String) { pairs.append(("type", .string(name))) }
    func touch(_ id: Int) { pairs.append(("touch", .number(Double(id)))) }
    switch entry.input {
    case let .touchDown(id, p, target):
      type("touchDown")
      touch(id)
      pairs += point(p)
      var fields: [(String, JSONValue)] = [
        ("chrome", .bool(target.inChrome)), ("scrollView", .bool(target.inScrollView)),
        ("horizontalScroller", .bool(target.inHorizontalScroller)),
      ]
      // Written only when set, so traces recorded before it read and write the same.
      if target.inControl { fields.append(("control", .bool(true))) }
      pairs.append(("target", .object(fields)))
    case let .panBegan(id, p):
      type("panBegan")
      touch(id)
      pairs += point(p)
    case let .panMoved(id, p):
      type("panMoved")
      touch(id)
      pairs += point(p)
    case let .panEnded(id, p, velocity):
      type("panEnded")
      touch(id)
      pairs += point(p)
      if let velocity { pairs.append(("velocity", .object(point(velocity)))) }
    case let .panCancelled(id):
      type("panCancelled")
      touch(id)
    case let .touchEnded(id):
      type("touchEnded")
      touch(id)
    case let .backdropTap(p):
      type("backdropTap")
      pairs += point(p)
    case let .scrolled(offset):
      type("scrolled")
      pairs.append(("offset", .number(offset)))
    case let .scrollMetrics(metrics):
      type("scrollMetrics")
      pairs.append(
        (
          "metrics",
          metrics.map {
            .object([
              ("contentHeight", .number($0.contentHeight)),
              ("verticalInsets", .number($0.verticalInsets)),
              ("viewportHeight", .number($0.viewportHeight)),
            ])
          } ?? .null
        ))
    case let .container(size, safeArea):
      type("container")
      pairs += [
        ("width", .number(size.width)), ("height", .number(size.height)),
        ("safeArea", ScenarioEncoder.insets(safeArea)),
      ]
    case let .keyboard(top):
      type("keyboard")
      pairs.append(("top", top.map { .number($0) } ?? .null))
    case let .keyboardWillMove(top, duration):
      type("keyboardWillMove")
      pairs.append(("top", top.map { .number($0) } ?? .null))
      pairs.append(("duration", .number(duration)))
    case let .anchors(anchors):
      type("anchors")
      pairs.append(("anchors", ScenarioEncoder.anchors(anchors)))
    case let .contentHeight(height):
      type("contentHeight")
      pairs.append(("height", height.map { .number($0) } ?? .null))
    case let .configuration(configuration):
      type("configuration")
      pairs.append(("sheet", ScenarioEncoder.sheet(configuration, exactSpring: true)))
    case let .presentedBinding(value):
      type("presentedBinding")
      pairs.append(("value", .bool(value)))
    case let .selectionBinding(id):
      type("selectionBinding")
      pairs.append(("detent", .string(id.rawValue)))
    case let .select(id, animated):
      type("select")
      pairs += [("detent", .string(id.rawValue)), ("animated", .bool(animated))]
    case let .present(animated):
      type("present")
      pairs.append(("animated", .bool(animated)))
    case let .dismiss(animated):
      type("dismiss")
      pairs.append(("animated", .bool(animated)))
    case .close: type("close")
    case .increment: type("increment")
    case .decrement: type("decrement")
    case .escape: type("escape")
    case let .keyboardTracked(top):
      type("keyboardTracked")
      pairs.append(("top", top.map { .number($0) } ?? .null))
    case let .anchorInWindow(value):
      type("anchorInWindow")
      pairs.append(("value", .bool(value)))
    case .anchorCovered: type("anchorCovered")
    case .modifierRemoved: type("modifierRemoved")
    case .parentLeaving: type("parentLeaving")
    case .attachFailed: type("attachFailed")
    case .presenterReady: type("presenterReady")
    case .frame: type("frame")
    }
    return .object(pairs)
  }

  /// JSON has no non-finite numbers: they are written as strings the host reader accepts.
  static func spellingNonFinite(_ value: JSONValue) -> JSONValue {
    switch value {
    case let .number(n) where !n.isFinite:
      return .string(n.isNaN ? "NaN" : n > 0 ? "Infinity" : "-Infinity")
    case let .array(items): return .array(items.map(spellingNonFinite))
    case let .object(pairs): return .object(pairs.map { ($0.0, spellingNonFinite($0.1)) })
    default: return value
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
      return (t, .touchDown(touch: id, at: p, target: target))
    case "panBegan": return (t, .panBegan(touch: try touch(), at: try point()))
    case "panMoved": return (t, .panMoved(touch: try touch(), at: try point()))
    case "panEnded":
      let id = try touch()
      let p = try point()
      var velocity: SheetPoint?
      if let v = try r.object(raw["velocity"], "\(field).velocity") {
        velocity = try r.point(v, "\(field).velocity")
      }
      return (t, .panEnded(touch: id, at: p, velocity: velocity))
    case "panCancelled": return (t, .panCancelled(touch: try touch()))
    case "touchEnded": return (t, .touchEnded(touch: try touch()))
    case "backdropTap": return (t, .backdropTap(at: try point()))
    case "scrolled":
      return (t, .scrolled(offset: try r.required(raw["offset"], "\(field).offset")))
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
    case "increment": return (t, .increment)
    case "decrement": return (t, .decrement)
    case "escape": return (t, .escape)
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
    case "frame": return (t, .frame)
    default:
      let hint =
        engineEventTypes.contains(type)
        ? " (an engine event: host traces record host inputs such as touchDown, panMoved)" : ""
      throw r.fail("\(field).type", "unknown host event type \"\(type)\"" + hint)
    }
  }
}
