/// Minimal JSON text helpers for the trace (the engine has no Foundation).
enum JSONText {
  /// A finite number as Swift prints it (shortest round-trip form); non-finite as 0.
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    return formatNumber(value)
  }

  /// A JSON string literal with the required escapes.
  static func string(_ value: String) -> String {
    var out = "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }
}

extension ScenarioTrace {
  static func container(_ c: SheetContext) -> String {
    let n = JSONText.number
    return "{ \"width\": \(n(c.containerSize.width)), \"height\": \(n(c.containerSize.height)), "
      + "\"safeArea\": { \"top\": \(n(c.safeArea.top)), \"bottom\": \(n(c.safeArea.bottom)), "
      + "\"leading\": \(n(c.safeArea.leading)), \"trailing\": \(n(c.safeArea.trailing)) }, "
      + "\"keyboard\": \(n(c.keyboardHeight)) }"
  }

  static func content(_ c: SheetContext) -> String {
    "{ \"height\": \(JSONText.number(c.contentHeight)), \"scrollable\": \(c.contentScrolls) }"
  }

  static func anchors(_ anchors: [String: Double]) -> String {
    let items = anchors.keys.sorted().map {
      "\(JSONText.string($0)): \(JSONText.number(anchors[$0] ?? 0))"
    }
    return "{ " + items.joined(separator: ", ") + " }"
  }

  static func sheet(_ c: SheetConfiguration) -> String {
    let n = JSONText.number
    let s = JSONText.string
    let b = c.behavior
    var fields: [String] = []
    fields.append("\"style\": \(s(c.style.rawValue))")
    let specs = c.detents.compactMap { detent -> String? in
      if case .custom = detent.kind { return nil }
      return s(detent.id.rawValue)
    }
    fields.append("\"detents\": [" + specs.joined(separator: ", ") + "]")
    if let initial = c.initialDetent, isSpec(initial) {
      fields.append("\"initial\": \(s(initial.rawValue))")
    }
    fields.append("\"dismissible\": \(c.isDismissible)")
    fields.append("\"presented\": \(c.startsPresented)")
    fields.append("\"topInset\": \(n(c.topInset))")
    fields.append(
      "\"floatingInset\": { \"bottom\": \(n(c.floatingInsets.bottom)), "
        + "\"horizontal\": \(n(c.floatingInsets.horizontal)) }")
    fields.append("\"rubberBand\": " + rubberBand(b.rubberBand))
    fields.append("\"horizontalRubberBand\": " + rubberBand(b.horizontalRubberBand))
    // Mass, stiffness and damping reproduce any spring exactly, however it was built.
    fields.append(
      "\"spring\": { \"mass\": \(n(b.spring.mass)), \"stiffness\": \(n(b.spring.stiffness)), "
        + "\"damping\": \(n(b.spring.damping)) }")
    fields.append("\"decelerationRate\": \(n(b.decelerationRate))")
    fields.append("\"velocityThreshold\": \(n(b.velocityThreshold))")
    fields.append("\"skipsDetents\": \(b.skipsDetents)")
    fields.append("\"expandsOnContentScroll\": \(b.expandsOnContentScroll)")
    fields.append("\"reduceMotion\": \(b.reduceMotion)")
    if let undimmed = c.undimmedThrough, isSpec(undimmed) {
      fields.append("\"undimmedThrough\": \(s(undimmed.rawValue))")
    }
    fields.append("\"backdropOpacity\": \(n(c.backdropOpacity))")
    fields.append("\"backdropTap\": \(s(c.backdropTap.rawValue))")
    fields.append(
      "\"chrome\": { \"grabber\": \(n(c.chrome.grabberHeight)), "
        + "\"header\": \(n(c.chrome.headerHeight)) }")
    fields.append("\"cornerRadius\": \(n(c.cornerRadius))")
    fields.append("\"maximumWidth\": \(n(c.maximumWidth))")
    fields.append("\"morph\": \(c.morphsShape)")
    if !c.detentNames.isEmpty {
      let names = c.detentNames.keys.sorted().map {
        "\(s($0.rawValue)): \(s(c.detentNames[$0] ?? ""))"
      }
      fields.append("\"detentNames\": { " + names.joined(separator: ", ") + " }")
    }
    return "{ " + fields.joined(separator: ", ") + " }"
  }

  /// Whether `id` is a spec the scenario format can name (custom detents' names are not).
  static func isSpec(_ id: DetentID) -> Bool { Detent(spec: id.rawValue) != nil }

  static func rubberBand(_ band: RubberBand) -> String {
    let n = JSONText.number
    switch band {
    case let .elastic(coefficient):
      return "{ \"kind\": \"elastic\", \"coefficient\": \(n(coefficient)) }"
    case let .damped(scale, limit):
      return "{ \"kind\": \"damped\", \"scale\": \(n(scale)), \"limit\": \(n(limit)) }"
    case let .linear(allowance):
      return "{ \"kind\": \"linear\", \"allowance\": \(n(allowance)) }"
    case .none:
      return "{ \"kind\": \"none\" }"
    }
  }

  static func event(_ input: Input, at time: Double) -> String {
    let n = JSONText.number
    let head = "{ \"t\": \(n(time)), \"type\": "
    func touch(_ type: String, _ p: SheetPoint, _ region: TouchRegion?, _ extra: String = "")
      -> String
    {
      let regionField = region.map { ", \"region\": \"\($0.rawValue)\"" } ?? ""
      return head + "\"\(type)\", \"x\": \(n(p.x)), \"y\": \(n(p.y))\(regionField)\(extra) }"
    }
    switch input {
    case let .down(p, region): return touch("down", p, region)
    case let .move(p): return touch("move", p, nil)
    case let .up(p, velocity):
      // The platform's velocity, when the host passed one: the replay releases with it too.
      // A non-finite one was ignored by the engine, so it is left out here as well.
      guard let v = velocity, v.x.isFinite, v.y.isFinite else { return touch("up", p, nil) }
      return touch(
        "up", p, nil, ", \"platformVelocity\": { \"x\": \(n(v.x)), \"y\": \(n(v.y)) }")
    case .cancel: return head + "\"cancel\" }"
    case let .scroll(offset): return head + "\"scroll\", \"offset\": \(n(offset)) }"
    case let .setDetent(id, animated):
      return head + "\"setDetent\", \"detent\": \(JSONText.string(id.rawValue)), "
        + "\"animated\": \(animated) }"
    case let .present(animated): return head + "\"present\", \"animated\": \(animated) }"
    case let .dismiss(animated): return head + "\"dismiss\", \"animated\": \(animated) }"
    case let .context(c, animated):
      return head + "\"context\", \"container\": " + container(c) + ", \"content\": "
        + content(c) + ", \"anchors\": " + anchors(c.anchors) + ", \"animated\": \(animated) }"
    case .increment: return head + "\"increment\" }"
    case .decrement: return head + "\"decrement\" }"
    case .escape: return head + "\"escape\" }"
    }
  }
}
