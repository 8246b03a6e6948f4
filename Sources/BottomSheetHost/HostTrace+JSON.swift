@_spi(Lab) import BottomSheetCore

/// Host traces as scenario files (`docs/SCENARIOS.md`, "Host traces"): the writing half, which
/// the trace recorder needs; `BottomSheetTooling` reads them back (`HostTrace(json:)`).
///
/// The file is a scenario file with a top-level `host` object, the host's bindings at
/// creation; its `sheet` is the configuration the host was created with, and its events are
/// the host's inputs (`touchDown`, `panMoved`, `frame`, …), each at its engine time. A host
/// starts unmeasured, so `container` is 0 × 0: the geometry comes from `container`,
/// `keyboard`, `keyboardWillMove`, `keyboardTracked`, `keyboardPresented`, `anchors`,
/// `contentHeight`, `scrollMetrics` and `traits` events. Every number is written
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
    return SheetJSON.unwritableDetents(in: configurations)
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
      ("container", SheetJSON.container(zero)),
      ("sheet", SheetJSON.sheet(configuration, exactSpring: true)),
      ("events", .array(entries.map(Self.event))),
      ("output", .object([("fps", .number(fps)), ("until", .number(end))])),
    ])
    return Self.spellingNonFinite(root)
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
    // The file format's field for a `touchID` (docs/SCENARIOS.md: fields are never renamed).
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
      if let velocity {
        pairs.append(
          ("velocity", .object([("x", .number(velocity.x)), ("y", .number(velocity.y))])))
      }
    case let .panCancelled(id):
      type("panCancelled")
      touch(id)
    case let .touchEnded(id):
      type("touchEnded")
      touch(id)
    case let .backdropTap(p):
      type("backdropTap")
      pairs += point(p)
    case let .contentScrolled(offset):
      // The file format's name (docs/SCENARIOS.md), not the case's.
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
        ("safeArea", SheetJSON.insets(safeArea)),
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
      pairs.append(("anchors", SheetJSON.anchors(anchors)))
    case let .contentHeight(height):
      type("contentHeight")
      pairs.append(("height", height.map { .number($0) } ?? .null))
    case let .configuration(configuration):
      type("configuration")
      pairs.append(("sheet", SheetJSON.sheet(configuration, exactSpring: true)))
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
    // The JSON names are the file format's (docs/SCENARIOS.md): they stay as written when a
    // case is renamed.
    case .grabberTapped: type("grabberTap")
    case .accessibilityIncrement: type("increment")
    case .accessibilityDecrement: type("decrement")
    case .accessibilityEscape: type("escape")
    case .escapeKey: type("escapeKey")
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
    case .dismissedByPlatform: type("dismissedByPlatform")
    case .anchorHidden: type("anchorHidden")
    case .advance: type("frame")
    case let .traits(traits):
      type("traits")
      // Every field, null when unknown; the names are SwiftUI's (docs/SCENARIOS.md).
      pairs += [
        ("horizontalSizeClass", traits.horizontalSizeClass.map { .string($0.rawValue) } ?? .null),
        ("verticalSizeClass", traits.verticalSizeClass.map { .string($0.rawValue) } ?? .null),
        ("dynamicTypeSize", traits.dynamicTypeSize.map { .string($0.rawValue) } ?? .null),
        ("colorScheme", traits.colorScheme.map { .string($0.rawValue) } ?? .null),
      ]
      // Added with the placement rule: written only when reported, so traces recorded before
      // it are written the same.
      if let direction = traits.layoutDirection {
        pairs.append(("layoutDirection", .string(direction.rawValue)))
      }
    case let .keyboardPresented(top):
      type("keyboardPresented")
      pairs.append(("top", top.map { .number($0) } ?? .null))
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
