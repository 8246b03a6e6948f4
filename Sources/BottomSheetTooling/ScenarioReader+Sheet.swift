@_spi(Lab) import BottomSheetHost
@_spi(Lab) import BottomSheetCore
/// The `sheet` object and the `events` array.
extension ScenarioReader {
  func configuration(_ sheet: JSONValue) throws(ScenarioError) -> SheetConfiguration {
    let styleName = try string(sheet["style"], "sheet.style") ?? "inline"
    guard let style = SheetStyle(rawValue: styleName) else {
      let known = SheetStyle.allCases.map(\.rawValue).joined(separator: ", ")
      throw fail("sheet.style", "unknown style \"\(styleName)\" (\(known))")
    }
    guard case let .array(specs)? = sheet["detents"] else {
      throw fail(
        "sheet.detents", sheet["detents"] == nil ? "required array is missing" : "expected an array"
      )
    }
    var detents: [Detent] = []
    for (n, spec) in specs.enumerated() {
      let field = "sheet.detents[\(n)]"
      guard let text = try string(spec, field) else { throw fail(field, "expected a detent spec") }
      guard let detent = Detent(spec: text) else {
        throw fail(field, "unknown detent spec \"\(text)\"")
      }
      detents.append(detent)
    }
    var c = SheetConfiguration(style: style, detents: detents)
    c.initialDetent = try detentID(sheet["initial"], "sheet.initial")
    if let d = try bool(sheet["dismissible"], "sheet.dismissible") { c.isDismissible = d }
    if let p = try bool(sheet["presented"], "sheet.presented") { c.startsPresented = p }
    if let v = try number(sheet["topInset"], "sheet.topInset") { c.topInset = v }
    if let inset = try object(sheet["floatingInset"], "sheet.floatingInset") {
      if let v = try number(inset["bottom"], "sheet.floatingInset.bottom") {
        c.floatingInsets.bottom = v
      }
      if let v = try number(inset["horizontal"], "sheet.floatingInset.horizontal") {
        c.floatingInsets.horizontal = v
      }
    }
    if let band = try rubberBand(sheet["rubberBand"], "sheet.rubberBand") {
      c.behavior.rubberBand = band
    }
    if let band = try rubberBand(sheet["horizontalRubberBand"], "sheet.horizontalRubberBand") {
      c.behavior.horizontalRubberBand = band
    }
    if let spring = try spring(sheet["spring"], "sheet.spring") { c.behavior.spring = spring }
    if let v = try number(sheet["decelerationRate"], "sheet.decelerationRate") {
      c.behavior.decelerationRate = v
    }
    if let v = try number(sheet["velocityThreshold"], "sheet.velocityThreshold") {
      c.behavior.velocityThreshold = v
    }
    if let v = try bool(sheet["skipsDetents"], "sheet.skipsDetents") { c.behavior.skipsDetents = v }
    if let v = try number(sheet["nudgeDistance"], "sheet.nudgeDistance") {
      c.behavior.nudgeDistance = v
    }
    if let v = try number(sheet["nudgeSkipTime"], "sheet.nudgeSkipTime") {
      c.behavior.nudgeSkipTime = v
    }
    if let v = try bool(sheet["expandsOnContentScroll"], "sheet.expandsOnContentScroll") {
      c.behavior.expandsOnContentScroll = v
    }
    if let v = try bool(sheet["reduceMotion"], "sheet.reduceMotion") { c.behavior.reduceMotion = v }
    c.undimmedThrough = try detentID(sheet["undimmedThrough"], "sheet.undimmedThrough")
    if let v = try number(sheet["backdropOpacity"], "sheet.backdropOpacity") {
      c.backdropOpacity = v
    }
    if let name = try string(sheet["backdropTap"], "sheet.backdropTap") {
      guard let tap = BackdropTapAction(rawValue: name) else {
        throw fail("sheet.backdropTap", "unknown action \"\(name)\" (dismiss, collapse, none)")
      }
      c.backdropTap = tap
    }
    if let chrome = try object(sheet["chrome"], "sheet.chrome") {
      if let v = try number(chrome["grabber"], "sheet.chrome.grabber") {
        c.chrome.grabberHeight = v
      }
      if let v = try number(chrome["header"], "sheet.chrome.header") { c.chrome.headerHeight = v }
      if let name = try string(chrome["grabberVisibility"], "sheet.chrome.grabberVisibility") {
        guard let visibility = GrabberVisibility(rawValue: name) else {
          throw fail(
            "sheet.chrome.grabberVisibility",
            "unknown visibility \"\(name)\" (automatic, visible, hidden)")
        }
        c.chrome.grabber = visibility
      }
      if let v = try bool(chrome["closeButton"], "sheet.chrome.closeButton") {
        c.chrome.showsCloseButton = v
      }
    }
    if let v = try number(sheet["cornerRadius"], "sheet.cornerRadius") { c.cornerRadius = v }
    if let v = try number(sheet["maximumWidth"], "sheet.maximumWidth") { c.maximumWidth = v }
    if let v = try bool(sheet["morph"], "sheet.morph") { c.morphsShape = v }
    if let name = try string(sheet["look"], "sheet.look") {
      guard let look = SheetLook(rawValue: name) else {
        throw fail("sheet.look", "unknown look \"\(name)\" (standard, glass)")
      }
      c.look = look
    }
    if let v = try bool(sheet["reduceTransparency"], "sheet.reduceTransparency") {
      c.reducesTransparency = v
    }
    if let v = try bool(sheet["dismissalGuarded"], "sheet.dismissalGuarded") {
      c.isDismissalGuarded = v
    }
    try readAppearance(sheet, into: &c)
    if let adaptation = try object(sheet["adaptation"], "sheet.adaptation") {
      c.adaptation = try self.adaptation(adaptation, "sheet.adaptation")
    }
    if let names = try object(sheet["detentNames"], "sheet.detentNames"),
      case let .object(pairs) = names
    {
      for (id, value) in pairs {
        guard let name = try string(value, "sheet.detentNames.\(id)") else { continue }
        c.detentNames[DetentID(id)] = name
      }
    }
    return c
  }

  func rubberBand(_ value: JSONValue?, _ field: String) throws(ScenarioError) -> RubberBand? {
    guard let band = try object(value, field) else { return nil }
    let kind = try string(band["kind"], "\(field).kind") ?? "elastic"
    switch kind {
    case "elastic":
      return .elastic(coefficient: try number(band["coefficient"], "\(field).coefficient") ?? 0.55)
    case "damped":
      return .damped(
        scale: try number(band["scale"], "\(field).scale") ?? 100,
        limit: try number(band["limit"], "\(field).limit") ?? 100)
    case "linear":
      return .linear(allowance: try number(band["allowance"], "\(field).allowance") ?? 50)
    case "none":
      return RubberBand.none
    default:
      throw fail("\(field).kind", "unknown rubber band \"\(kind)\" (elastic, damped, linear, none)")
    }
  }

  func spring(_ value: JSONValue?, _ field: String) throws(ScenarioError) -> SheetSpring? {
    guard let spring = try object(value, field) else { return nil }
    if let stiffness = try number(spring["stiffness"], "\(field).stiffness") {
      return SheetSpring(
        mass: try number(spring["mass"], "\(field).mass") ?? 1, stiffness: stiffness,
        damping: try number(spring["damping"], "\(field).damping") ?? 10)
    }
    if let duration = try number(spring["duration"], "\(field).duration") {
      return SheetSpring(
        duration: duration, bounce: try number(spring["bounce"], "\(field).bounce") ?? 0)
    }
    return SheetSpring(
      response: try number(spring["response"], "\(field).response") ?? 0.35,
      dampingFraction: try number(spring["dampingFraction"], "\(field).dampingFraction") ?? 0.8)
  }

  func point(_ event: JSONValue, _ field: String) throws(ScenarioError) -> SheetPoint {
    SheetPoint(x: try required(event["x"], "\(field).x"), y: try required(event["y"], "\(field).y"))
  }

  /// A `configuration` event's `sheet` (engine scenarios and host traces alike), with errors
  /// named from the event (`events[N].sheet.detents`).
  func eventSheet(_ raw: JSONValue, _ field: String) throws(ScenarioError) -> SheetConfiguration {
    guard let sheet = try object(raw["sheet"], "\(field).sheet") else {
      throw fail("\(field).sheet", "required object is missing")
    }
    do {
      return try configuration(sheet)
    } catch {
      // The sheet reader names fields from `sheet`; say which event's sheet it was.
      throw fail("\(field).\(error.field)", error.message)
    }
  }

  func event(_ raw: JSONValue, _ field: String, context: inout SheetContext)
    throws(ScenarioError)
    -> ScenarioEvent
  {
    guard case .object = raw else { throw fail(field, "expected an object") }
    let t = try required(raw["t"], "\(field).t")
    guard let type = try string(raw["type"], "\(field).type") else {
      throw fail("\(field).type", "required string is missing")
    }
    let animated = try bool(raw["animated"], "\(field).animated") ?? true
    switch type {
    case "down":
      var region: TouchRegion?
      if let name = try string(raw["region"], "\(field).region") {
        guard let r = TouchRegion(rawValue: name) else {
          throw fail("\(field).region", "unknown region \"\(name)\" (chrome, content)")
        }
        region = r
      }
      return ScenarioEvent(t: t, .touchDown(at: try point(raw, field), region: region))
    case "move": return ScenarioEvent(t: t, .touchMoved(to: try point(raw, field)))
    case "up":
      var velocity: SheetVelocity?
      if let v = try object(raw["platformVelocity"], "\(field).platformVelocity") {
        let p = try point(v, "\(field).platformVelocity")
        velocity = SheetVelocity(x: p.x, y: p.y)
      }
      return ScenarioEvent(t: t, .touchUp(at: try point(raw, field), platformVelocity: velocity))
    case "cancel": return ScenarioEvent(t: t, .touchCancelled)
    case "scroll":
      return ScenarioEvent(
        t: t, .contentScrolled(offset: try required(raw["offset"], "\(field).offset")))
    case "setDetent":
      guard let id = try detentID(raw["detent"], "\(field).detent") else {
        throw fail("\(field).detent", "required detent spec is missing")
      }
      return ScenarioEvent(t: t, .select(id, animated: animated))
    case "present": return ScenarioEvent(t: t, .present(animated: animated))
    case "dismiss": return ScenarioEvent(t: t, .dismiss(animated: animated))
    case "context":
      if let container = try object(raw["container"], "\(field).container") {
        try apply(container: container, to: &context, field: "\(field).container")
      }
      if let content = try object(raw["content"], "\(field).content") {
        try apply(content: content, to: &context, field: "\(field).content")
      }
      if let anchors = try object(raw["anchors"], "\(field).anchors") {
        context.anchors = try self.anchors(anchors, "\(field).anchors")
      }
      return ScenarioEvent(t: t, .updateContext(context, animated: animated))
    case "increment": return ScenarioEvent(t: t, .accessibilityIncrement)
    case "decrement": return ScenarioEvent(t: t, .accessibilityDecrement)
    case "escape": return ScenarioEvent(t: t, .accessibilityEscape)
    case "configuration":
      return ScenarioEvent(
        t: t, .updateConfiguration(try eventSheet(raw, field), animated: animated))
    case "advance": return ScenarioEvent(t: t, .advance)
    default:
      let hint =
        hostEventTypes.contains(type)
        ? " (a host input: host traces have a top-level \"host\")" : ""
      throw fail("\(field).type", "unknown event type \"\(type)\"" + hint)
    }
  }
}

/// The event types only a host trace has, named in the error when one appears in a scenario.
let hostEventTypes: Set<String> = [
  "touchDown", "panBegan", "panMoved", "panEnded", "panCancelled", "touchEnded", "backdropTap",
  "scrolled", "scrollMetrics", "container", "keyboard", "keyboardWillMove", "keyboardTracked",
  "anchors", "contentHeight", "presentedBinding", "selectionBinding", "select", "close",
  "anchorInWindow", "anchorCovered", "modifierRemoved", "parentLeaving", "attachFailed",
  "presenterReady", "frame", "keyboardPresented", "grabberTap",
]
