@_spi(Lab) import BottomSheetCore
@_spi(Lab) import BottomSheetTooling
@_spi(Lab) import BottomSheetHost

/// Runs a host trace (a scenario file with a top-level `host` object) through a
/// ``SheetHostModel`` and samples what it draws and does.
///
/// Frames are the host's ``SheetHostModel/frame(at:)``, sampled at `fps` from t = 0 to `until`
/// inclusive; a frame at time t reflects every input at or before t. The host advances its
/// engine only on the trace's own display frames (`frame` events, `HostInput.advance`), as a
/// display link would, plus one display frame at the end so that ``HostOutcome/outcome``'s
/// `final` says where the sheet comes to rest. The log is the engine events the host handed
/// on (its ``HostEffect/event(_:)`` effects), and every effect is kept with the time of the
/// input that produced it.
public enum HostReplay {
  /// Replays `trace`.
  ///
  /// - Parameters:
  ///   - trace: The host trace.
  ///   - fps: Frames per second of the sampled output.
  ///   - until: The last sampled time; nil: the last input's time plus 1 s.
  ///   - unwritableDetents: Detents the trace could not record (its file's
  ///     `host.unwritableDetents`); each becomes a diagnostic saying the replay differs.
  /// - Complexity: O(inputs + frames × detents).
  public static func run(
    _ trace: HostTrace, fps: Double = 60, until: Double? = nil, unwritableDetents: [String] = []
  ) -> HostOutcome {
    // `replaying:` also starts a trace that began at rest (`host.startsAtRest`) from rest.
    var model = SheetHostModel(replaying: trace)
    let entries = trace.entries
    let lastTime = entries.last?.time ?? 0
    let end = until ?? (lastTime + 1)
    var effects: [HostOutcome.TimedEffect] = []
    func send(_ entry: HostTrace.Entry) {
      // At the platform's own stamp (`t − late`), as `HostTrace.replay()` does: the host takes
      // it at `t` again and reports a late one again.
      model.send(entry.input, at: entry.time - entry.late)
      effects += model.effects.map { HostOutcome.TimedEffect(time: entry.time, effect: $0) }
      model.clearEffects()
    }
    let count = Int((end * fps + 1e-9).rounded(.down))
    var frames: [SheetLayout] = []
    frames.reserveCapacity(count + 1)
    var next = 0
    for i in 0...max(0, count) {
      let t = Double(i) / fps
      while next < entries.count, entries[next].time <= t + 1e-12 {
        send(entries[next])
        next += 1
      }
      frames.append(model.frame(at: t).layout)
    }
    while next < entries.count {
      send(entries[next])
      next += 1
    }
    let finalTime = max(end, lastTime)
    send(HostTrace.Entry(time: finalTime, input: .advance))
    let log = effects.compactMap { timed -> SheetEvent? in
      if case let .event(event) = timed.effect { return event }
      return nil
    }
    var diagnostics = (model.engine?.diagnostics ?? []) + model.diagnostics
    for id in unwritableDetents {
      diagnostics.append(
        SheetDiagnostic(
          .detentDropped, field: "host.unwritableDetents",
          "detent \(id) (a custom closure) was not recorded: this replay differs from the run"))
    }
    let outcome = Outcome(
      detents: model.engine?.detents ?? [], frames: frames, log: log,
      final: model.frame(at: finalTime).layout, diagnostics: diagnostics)
    return HostOutcome(outcome: outcome, effects: effects)
  }

  /// Reads a scenario file, engine scenario or host trace, replays it and returns the outcome
  /// JSON text `sheetlab replay` prints.
  ///
  /// - Throws: ``ScenarioError`` naming the field of a malformed file.
  public static func outcomeText(ofFile text: String) throws(ScenarioError) -> String {
    let root = try ScenarioDecoder.document(text)
    guard ScenarioDecoder.isHostTrace(root) else {
      return Replay.run(try ScenarioDecoder.decode(document: root)).jsonText()
    }
    let trace = try HostTrace(document: root)
    let output = try ScenarioDecoder.output(root)
    var unwritable: [String] = []
    if case let .array(items)? = root["host"]?["unwritableDetents"] {
      for item in items {
        if case let .string(id) = item { unwritable.append(id) }
      }
    }
    return run(trace, fps: output.fps, until: output.until, unwritableDetents: unwritable)
      .jsonText()
  }
}

/// The result of replaying a host trace: the scenario outcome plus the host's effects.
public struct HostOutcome: Sendable {
  /// One effect with the time of the input that produced it.
  public struct TimedEffect: Sendable, Hashable {
    /// The input's time (seconds).
    public var time: Double
    /// The effect.
    public var effect: HostEffect
  }

  /// Frames, the engine's event log, the final state and the diagnostics (the engine's, then
  /// the host's).
  public var outcome: Outcome
  /// Every effect, in order.
  public var effects: [TimedEffect]

  /// The outcome JSON (`docs/SCENARIOS.md`) with an added `effects` array.
  @_spi(Lab) public var json: JSONValue {
    guard case var .object(pairs) = outcome.json else { return outcome.json }
    pairs.append(("effects", .array(effects.map(Self.effect))))
    return .object(pairs)
  }

  /// The JSON text, as `sheetlab replay` prints it.
  public func jsonText() -> String { JSONWriter().write(json) + "\n" }

  static func effect(_ timed: TimedEffect) -> JSONValue {
    var pairs: [(String, JSONValue)] = [("t", .number(timed.time))]
    func name(_ text: String) { pairs.append(("effect", .string(text))) }
    switch timed.effect {
    case let .setSelection(id):
      name("setSelection")
      pairs.append(("detent", .string(id.rawValue)))
    case let .setPresented(value):
      name("setPresented")
      pairs.append(("value", .bool(value)))
    case .attach: name("attach")
    case .detach: name("detach")
    case .callOnDismiss: name("callOnDismiss")
    case .presentationEnded: name("presentationEnded")
    case .callDismissAttempt: name("callDismissAttempt")
    case .haptic: name("haptic")
    case let .announce(announcement):
      name("announce")
      // The English words, as before the engine emitted values (the catalog's source language).
      pairs.append(("text", .string(announcement.english)))
    case let .holdScrollOffset(offset):
      name("holdScrollOffset")
      pairs.append(("offset", .number(offset)))
    case let .displayClock(running):
      name("displayClock")
      pairs.append(("running", .bool(running)))
    case let .layoutContent(height, bottomInset):
      name("layoutContent")
      pairs += [("height", .number(height)), ("bottomInset", .number(bottomInset))]
    case let .event(event):
      name("event")
      pairs.append(("type", .string(event.typeName)))
    case .dismissChildren: name("dismissChildren")
    case let .accessibilityScreenChanged(intoSheet):
      name("accessibilityScreenChanged")
      pairs.append(("intoSheet", .bool(intoSheet)))
    }
    return .object(pairs)
  }
}
