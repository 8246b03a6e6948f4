@_spi(Lab) import BottomSheetCore
@_spi(Lab) import BottomSheetTooling
@_spi(Lab) import BottomSheetHost

/// The result of replaying a scenario, written as the outcome JSON of `docs/SCENARIOS.md`.
public struct Outcome: Sendable {
  /// Resolved detents at the end, ascending.
  @_spi(Lab) public var detents: [ResolvedDetent]
  /// Sampled frames.
  public var frames: [SheetLayout]
  /// Every engine event, in order.
  public var log: [SheetEvent]
  /// The state at the end.
  public var final: SheetLayout
  /// What the engine repaired.
  public var diagnostics: [SheetDiagnostic]

  /// Creates an outcome.
  @_spi(Lab) public init(
    detents: [ResolvedDetent], frames: [SheetLayout], log: [SheetEvent], final: SheetLayout,
    diagnostics: [SheetDiagnostic]
  ) {
    self.detents = detents
    self.frames = frames
    self.log = log
    self.final = final
    self.diagnostics = diagnostics
  }

  /// The outcome as a JSON value, fields in the contract's order (added fields after).
  @_spi(Lab) public var json: JSONValue {
    .object([
      (
        "detents",
        .array(
          detents.map {
            .object([("id", .string($0.id.rawValue)), ("height", .number($0.height))])
          })
      ),
      ("frames", .array(frames.map(Self.frame))),
      ("log", .array(log.map(Self.entry))),
      (
        "final",
        .object([
          ("phase", .string(final.phase.rawValue)),
          ("detent", final.selectedDetent.map { .string($0.rawValue) } ?? .null),
          ("height", .number(final.height)),
          ("presented", .bool(final.isPresented)),
          ("t", .number(final.time)),
        ])
      ),
      (
        "diagnostics",
        .array(
          diagnostics.map {
            .object([
              ("code", .string($0.code.rawValue)), ("field", .string($0.field)),
              ("message", .string($0.message)),
            ])
          })
      ),
    ])
  }

  /// The outcome's JSON text, as `sheetlab replay` prints it.
  public func jsonText() -> String { JSONWriter().write(json) + "\n" }

  static func frame(_ f: SheetLayout) -> JSONValue {
    var pairs: [(String, JSONValue)] = [
      ("t", .number(f.time)),
      ("top", .number(f.top)),
      ("height", .number(f.height)),
      ("x", .number(f.horizontalOffset)),
      ("phase", .string(f.phase.rawValue)),
      ("detent", f.selectedDetent.map { .string($0.rawValue) } ?? .null),
      ("backdrop", .number(f.backdropOpacity)),
      ("dragOwner", .string(f.dragOwner.rawValue)),
      ("progress", .number(f.progress)),
      (
        "frame",
        .array([
          .number(f.frame.x), .number(f.frame.y), .number(f.frame.width), .number(f.frame.height),
        ])
      ),
      (
        "corners",
        .array([
          .number(f.cornerRadii.topLeading), .number(f.cornerRadii.topTrailing),
          .number(f.cornerRadii.bottomLeading), .number(f.cornerRadii.bottomTrailing),
        ])
      ),
      ("blocksTouches", .bool(f.backdropBlocksTouches)),
      ("contentHeight", .number(f.contentHeight)),
      ("contentOffset", .number(f.contentOffset)),
      ("stretch", .number(f.stretch)),
      ("sideways", .number(f.sidewaysStretch)),
    ]
    // Only while the sheet grows out of a source, so every other outcome reads as before.
    if f.morphProgress != 1 || f.opacity != 1 {
      pairs += [("morph", .number(f.morphProgress)), ("opacity", .number(f.opacity))]
    }
    return .object(pairs)
  }

  static func entry(_ e: SheetEvent) -> JSONValue {
    var pairs: [(String, JSONValue)] = [("t", .number(e.time)), ("type", .string(e.typeName))]
    switch e.kind {
    case let .dragBegan(owner):
      pairs.append(("owner", .string(owner.rawValue)))
    case let .released(velocity, projected, target):
      pairs.append(("velocity", .number(velocity)))
      pairs.append(("projected", .number(projected)))
      switch target {
      case let .detent(id): pairs.append(("target", .string(id.rawValue)))
      case .dismiss: pairs.append(("target", .string("dismiss")))
      }
    case let .cancelled(target):
      pairs.append(("target", .string(target.rawValue)))
    case let .settled(id):
      pairs.append(("detent", .string(id.rawValue)))
    case let .selectionChanged(from, to):
      pairs.append(("from", from.map { .string($0.rawValue) } ?? .null))
      pairs.append(("detent", .string(to.rawValue)))
    case .presented, .dismissArmed:
      break
    case let .dismissed(reason), let .dismissBlocked(reason):
      pairs.append(("reason", .string(reason.rawValue)))
    case let .handoff(from, to):
      pairs.append(("from", .string(from.rawValue)))
      pairs.append(("to", .string(to.rawValue)))
    case let .detentCrossed(id, upward):
      pairs.append(("detent", .string(id.rawValue)))
      pairs.append(("direction", .string(upward ? "up" : "down")))
    case let .rejected(id):
      pairs.append(("detent", .string(id.rawValue)))
    }
    return .object(pairs)
  }
}
