@_spi(Lab) import BottomSheetHost
@_spi(Lab) import BottomSheetCore
/// Typed reads from a scenario document, each naming its field when it fails. Shared by the
/// scenario decoder and the host trace's (`HostTrace`), which reads with
/// `allowsNonFinite` set: a host records non-finite inputs as they came, and writes them as
/// the strings `"NaN"`, `"Infinity"` and `"-Infinity"`.
struct ScenarioReader {
  /// Whether a number may be one of the strings `"NaN"`, `"Infinity"`, `"-Infinity"`.
  var allowsNonFinite = false

  func fail(_ field: String, _ message: String) -> ScenarioError {
    ScenarioError(field: field, message)
  }

  func object(_ value: JSONValue?, _ field: String) throws(ScenarioError) -> JSONValue? {
    guard let value, value != .null else { return nil }
    guard case .object = value else {
      throw fail(field, "expected an object, found \(value.typeName)")
    }
    return value
  }

  func number(_ value: JSONValue?, _ field: String) throws(ScenarioError) -> Double? {
    guard let value, value != .null else { return nil }
    if allowsNonFinite, case let .string(name) = value {
      switch name {
      case "NaN": return .nan
      case "Infinity": return .infinity
      case "-Infinity": return -.infinity
      default: throw fail(field, "expected a number, found the string \"\(name)\"")
      }
    }
    guard case let .number(n) = value else {
      throw fail(field, "expected a number, found \(value.typeName)")
    }
    guard n.isFinite || allowsNonFinite else { throw fail(field, "number is not finite") }
    return n
  }

  func required(_ value: JSONValue?, _ field: String) throws(ScenarioError) -> Double {
    guard let n = try number(value, field) else { throw fail(field, "required number is missing") }
    return n
  }

  func bool(_ value: JSONValue?, _ field: String) throws(ScenarioError) -> Bool? {
    guard let value, value != .null else { return nil }
    guard case let .bool(b) = value else {
      throw fail(field, "expected true or false, found \(value.typeName)")
    }
    return b
  }

  func string(_ value: JSONValue?, _ field: String) throws(ScenarioError) -> String? {
    guard let value, value != .null else { return nil }
    guard case let .string(s) = value else {
      throw fail(field, "expected a string, found \(value.typeName)")
    }
    return s
  }

  func detentID(_ value: JSONValue?, _ field: String) throws(ScenarioError) -> DetentID? {
    guard let spec = try string(value, field) else { return nil }
    guard Detent(spec: spec) != nil else { throw fail(field, "unknown detent spec \"\(spec)\"") }
    return DetentID(spec)
  }

  func scenario(_ root: JSONValue) throws(ScenarioError) -> Scenario {
    guard case .object = root else { throw fail("(document)", "expected an object") }
    guard let container = try object(root["container"], "container") else {
      throw fail("container", "required object is missing")
    }
    var context = SheetContext(
      containerSize: SheetSize(
        width: try required(container["width"], "container.width"),
        height: try required(container["height"], "container.height")))
    try apply(container: container, to: &context, field: "container")
    if let content = try object(root["content"], "content") {
      try apply(content: content, to: &context, field: "content")
    }
    if let anchors = try object(root["anchors"], "anchors") {
      context.anchors = try self.anchors(anchors, "anchors")
    }
    let sheet = try object(root["sheet"], "sheet")
    guard let sheet else { throw fail("sheet.detents", "required array is missing") }
    let configuration = try self.configuration(sheet)
    guard case let .array(rawEvents)? = root["events"] else {
      throw fail(
        "events", root["events"] == nil ? "required array is missing" : "expected an array")
    }
    let initialContext = context
    var events: [ScenarioEvent] = []
    var last = -Double.infinity
    for (n, raw) in rawEvents.enumerated() {
      let event = try self.event(raw, "events[\(n)]", context: &context)
      if event.t < last {
        throw fail("events[\(n)].t", "time \(event.t) is before the previous event's \(last)")
      }
      last = event.t
      events.append(event)
    }
    let (fps, until) = try output(root)
    return Scenario(
      configuration: configuration, context: initialContext, events: events, fps: fps, until: until)
  }

  /// The `output` section: frames per second and the last sampled time.
  func output(_ root: JSONValue) throws(ScenarioError) -> (fps: Double, until: Double?) {
    var fps = 60.0
    var until: Double?
    if let output = try object(root["output"], "output") {
      if let f = try number(output["fps"], "output.fps") {
        guard f.isFinite, f > 0, f <= 1000 else {
          throw fail("output.fps", "must be in 0 < fps ≤ 1000")
        }
        fps = f
      }
      if let u = try number(output["until"], "output.until") {
        guard u.isFinite, u >= 0, u <= 600 else {
          throw fail("output.until", "must be in 0…600 seconds")
        }
        until = u
      }
    }
    return (fps, until)
  }

  func apply(container: JSONValue, to context: inout SheetContext, field: String)
    throws(ScenarioError)
  {
    if let w = try number(container["width"], "\(field).width") { context.containerSize.width = w }
    if let h = try number(container["height"], "\(field).height") {
      context.containerSize.height = h
    }
    try apply(safeArea: container["safeArea"], to: &context.safeArea, field: "\(field).safeArea")
    if let k = try number(container["keyboard"], "\(field).keyboard") { context.keyboardHeight = k }
    if let traits = try object(container["traits"], "\(field).traits") {
      context.traits = try self.traits(traits, "\(field).traits")
    }
  }

  /// A `traits` object: each trait by SwiftUI's name, unknown when missing or null.
  func traits(_ value: JSONValue, _ f: String) throws(ScenarioError) -> SheetTraits {
    SheetTraits(
      horizontalSizeClass: try name(value["horizontalSizeClass"], "\(f).horizontalSizeClass"),
      verticalSizeClass: try name(value["verticalSizeClass"], "\(f).verticalSizeClass"),
      dynamicTypeSize: try name(value["dynamicTypeSize"], "\(f).dynamicTypeSize"),
      colorScheme: try name(value["colorScheme"], "\(f).colorScheme"),
      layoutDirection: try name(value["layoutDirection"], "\(f).layoutDirection"))
  }

  /// A string naming a case of `T` (nil when missing or null); any other name is an error that
  /// lists the names.
  func name<T: RawRepresentable & CaseIterable>(_ value: JSONValue?, _ field: String)
    throws(ScenarioError) -> T? where T.RawValue == String
  {
    guard let text = try string(value, field) else { return nil }
    guard let result = T(rawValue: text) else {
      let names = T.allCases.map(\.rawValue).joined(separator: ", ")
      throw fail(field, "unknown value \"\(text)\" (expected one of \(names))")
    }
    return result
  }

  /// A `safeArea` object, when there is one: the edges it names replace those of `insets`.
  func apply(safeArea: JSONValue?, to insets: inout SheetInsets, field f: String)
    throws(ScenarioError)
  {
    guard let safe = try object(safeArea, f) else { return }
    if let v = try number(safe["top"], "\(f).top") { insets.top = v }
    if let v = try number(safe["bottom"], "\(f).bottom") { insets.bottom = v }
    if let v = try number(safe["leading"], "\(f).leading") { insets.leading = v }
    if let v = try number(safe["trailing"], "\(f).trailing") { insets.trailing = v }
  }

  func apply(content: JSONValue, to context: inout SheetContext, field: String)
    throws(ScenarioError)
  {
    if let h = try number(content["height"], "\(field).height") { context.contentHeight = h }
    if let s = try bool(content["scrollable"], "\(field).scrollable") { context.contentScrolls = s }
  }

  func anchors(_ value: JSONValue, _ field: String) throws(ScenarioError) -> [String:
    Double]
  {
    guard case let .object(pairs) = value else { return [:] }
    var result: [String: Double] = [:]
    for (name, v) in pairs {
      if let y = try number(v, "\(field).\(name)") { result[name] = y }
    }
    return result
  }
}
