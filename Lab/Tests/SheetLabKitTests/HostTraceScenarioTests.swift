@_spi(Lab) import BottomSheetCore
@_spi(Lab) import BottomSheetTooling
@_spi(Lab) import BottomSheetHost
import Foundation
@_spi(Lab) import SheetLabKit
import Testing

/// Drives a recording ``SheetHostModel`` with a scenario's events turned into the inputs the
/// UI layer would send for them, sampling what the host draws at the scenario's output times.
///
/// - `down` on the sheet: `touchDown` and `panBegan` at the same point and time (the pan takes
///   the drag from its begin point, so starting it at the touch-down keeps the engine's
///   geometry); the target is the chrome, or the scroll view (the content when it does not
///   scroll) when the engine would call the point content. `down` off the sheet of a modal
///   whose backdrop blocks touches: `backdropTap`; anywhere else the touch belongs to the
///   screen behind and its `move`s and `up` send nothing.
/// - `move` → `panMoved`, `up` → `panEnded` (no platform velocity), `cancel` → `panCancelled`,
///   `scroll` → `contentScrolled`, `setDetent` → `select`, `present`/`dismiss` as they are,
///   `increment`/`decrement`/`escape` → `accessibilityIncrement`/`…Decrement`/`…Escape`.
/// - `context` → what changed, in this order: `container`, `keyboard` (its top edge:
///   container height − keyboard height), `anchors`, `traits` (the size classes an iPad
///   scenario reports), and `scrollMetrics` (scrollable content, viewport 0 so the host never
///   clamps the engine's offset) or `contentHeight`.
/// - The geometry at t = 0 is sent in the reverse order, the container last, so the engine is
///   created with all of it. A modal or floating sheet that starts presented is created with
///   `isPresented: false` and sent `present(animated: false)` at t = 0: a host has no "already
///   on screen" state (a binding that is true at creation springs the sheet in).
/// - An `advance` input (a display frame) at every sampled time, after the events at or before
///   it.
struct HostConversion {
  var model: SheetHostModel
  /// The effects of each input the trace recorded, in order.
  var effects: [[HostEffect]] = []
  /// The host's frame at each sampled time.
  var frames: [HostFrame] = []
  /// Display frames the trace did not record (the host ignores frames while nothing moves).
  var unrecordedFrames = 0
  var scrolls: Bool
  var context: SheetContext
  /// The last finger's `touchID` (each `down` on the sheet is a new finger).
  var lastTouchID = 0
  var tracking: Int?
  /// The platform's touch slop: 0 begins the pan at the touch-down; more begins it at the
  /// first move at least this far from it, as a real pan recognizer does.
  var slop = 0.0
  /// Where the tracked finger touched down, while its pan has not begun.
  var pending: SheetPoint?
  /// Where each pan began (its touch-down point, and the point the pan began at).
  var beginnings: [(down: SheetPoint, began: SheetPoint)] = []

  init(_ scenario: Scenario, slop: Double = 0) {
    self.slop = slop
    let c = scenario.configuration
    let startsOnScreen = c.style != .inline && c.startsPresented
    model = SheetHostModel(
      configuration: c, isPresented: c.style == .inline ? nil : false,
      selection: c.initialDetent, recording: true)
    context = scenario.context
    scrolls = scenario.context.contentScrolls
    let start = scenario.context
    if !start.anchors.isEmpty { send(.anchors(start.anchors), at: 0) }
    sendContent(start, at: 0)
    if start.keyboardHeight > 0 {
      send(.keyboard(top: start.containerSize.height - start.keyboardHeight), at: 0)
    }
    if start.traits != SheetTraits() { send(.traits(start.traits), at: 0) }
    send(.container(size: start.containerSize, safeArea: start.safeArea), at: 0)
    if startsOnScreen { send(.present(animated: false), at: 0) }
    let count = Int((scenario.until * scenario.fps + 1e-9).rounded(.down))
    var next = 0
    for i in 0...count {
      let t = Double(i) / scenario.fps
      while next < scenario.events.count, scenario.events[next].t <= t + 1e-12 {
        apply(scenario.events[next])
        next += 1
      }
      send(.advance, at: t)
      frames.append(model.frame(at: t))
    }
    while next < scenario.events.count {
      apply(scenario.events[next])
      next += 1
    }
  }

  mutating func send(_ input: HostInput, at t: Double) {
    let recorded = model.trace?.entries.count ?? 0
    model.send(input, at: t)
    if (model.trace?.entries.count ?? 0) > recorded {
      effects.append(model.effects)
    } else {
      #expect(model.effects.isEmpty, "an unrecorded input had effects")
      unrecordedFrames += 1
    }
    model.clearEffects()
  }

  mutating func sendContent(_ c: SheetContext, at t: Double) {
    if c.contentScrolls {
      send(.scrollMetrics(ScrollMetrics(contentHeight: c.contentHeight, viewportHeight: 0)), at: t)
    } else {
      send(.contentHeight(c.contentHeight), at: t)
    }
  }

  mutating func apply(_ event: ScenarioEvent) {
    let t = event.t
    switch event.kind {
    case let .touchDown(p, region):
      let layout = model.frame(at: t).layout
      tracking = nil
      if layout.isPresented, layout.phase != .dismissed, layout.frame.contains(p) {
        lastTouchID += 1
        let chrome = model.engine?.chromeHeight ?? 0
        let engineRegion = region ?? (p.y - layout.top <= chrome ? .chrome : .content)
        let target: TouchTarget =
          engineRegion == .chrome ? .chrome : context.contentScrolls ? .scrollView : .content
        send(.touchDown(touchID: lastTouchID, at: p, target: target), at: t)
        tracking = lastTouchID
        if slop > 0 {
          pending = p
        } else {
          send(.panBegan(touchID: lastTouchID, at: p), at: t)
          beginnings.append((p, p))
        }
      } else if layout.isPresented, layout.backdropBlocksTouches {
        send(.backdropTap(at: p), at: t)
      }
    case let .touchMoved(p):
      guard let tracking else { break }
      if let down = pending {
        guard abs(p.x - down.x) >= slop || abs(p.y - down.y) >= slop else { break }
        send(.panBegan(touchID: tracking, at: p), at: t)
        beginnings.append((down, p))
        pending = nil
      } else {
        send(.panMoved(touchID: tracking, at: p), at: t)
      }
    case let .touchUp(p, _):
      if let tracking {
        send(
          pending == nil
            ? .panEnded(touchID: tracking, at: p, velocity: nil) : .touchEnded(touchID: tracking),
          at: t)
      }
      tracking = nil
      pending = nil
    case .touchCancelled:
      if let tracking {
        send(
          pending == nil ? .panCancelled(touchID: tracking) : .touchEnded(touchID: tracking), at: t)
      }
      tracking = nil
      pending = nil
    case let .contentScrolled(offset): send(.contentScrolled(offset: offset), at: t)
    case let .select(id, animated): send(.select(id, animated: animated), at: t)
    case let .present(animated): send(.present(animated: animated), at: t)
    case let .dismiss(animated): send(.dismiss(animated: animated), at: t)
    case let .updateContext(c, _):
      if c.containerSize != context.containerSize || c.safeArea != context.safeArea {
        send(.container(size: c.containerSize, safeArea: c.safeArea), at: t)
      }
      if c.keyboardHeight != context.keyboardHeight {
        let top = c.keyboardHeight > 0 ? c.containerSize.height - c.keyboardHeight : nil
        send(.keyboard(top: top), at: t)
      }
      if c.anchors != context.anchors { send(.anchors(c.anchors), at: t) }
      if c.traits != context.traits { send(.traits(c.traits), at: t) }
      if c.contentHeight != context.contentHeight || c.contentScrolls != context.contentScrolls {
        sendContent(c, at: t)
      }
      context = c
    case .accessibilityIncrement: send(.accessibilityIncrement, at: t)
    case .accessibilityDecrement: send(.accessibilityDecrement, at: t)
    case .accessibilityEscape: send(.accessibilityEscape, at: t)
    // The host animates every configuration change (no bundled scenario has one).
    case let .updateConfiguration(c, _): send(.configuration(c), at: t)
    case .advance: send(.advance, at: t)
    }
  }
}

/// The names of the bundled scenarios (Lab/Scenarios).
func bundledScenarioNames() throws -> [String] {
  try FileManager.default.contentsOfDirectory(atPath: scenariosDirectory.path)
    .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
}

/// A host replaying `trace` input by input, sampled like ``HostConversion``.
func sampledFrames(_ trace: HostTrace, fps: Double, until: Double) -> [HostFrame] {
  var model = SheetHostModel(
    configuration: trace.configuration, isPresented: trace.isPresented,
    selection: trace.selection)
  var frames: [HostFrame] = []
  var next = 0
  let count = Int((until * fps + 1e-9).rounded(.down))
  for i in 0...count {
    let t = Double(i) / fps
    while next < trace.entries.count, trace.entries[next].time <= t + 1e-12 {
      model.send(trace.entries[next].input, at: trace.entries[next].time)
      next += 1
    }
    frames.append(model.frame(at: t))
  }
  return frames
}

@Suite("Host traces of the bundled scenarios")
struct HostTraceScenarioTests {
  @Test func thereAreTwentyFour() throws {
    #expect(try bundledScenarioNames().count == 24)
  }

  @Test("trace.json replays to the same frames and effects", arguments: try bundledScenarioNames())
  func traceRoundTrip(name: String) throws {
    let scenario = try loadScenario(name)
    let live = HostConversion(scenario)
    let trace = try #require(live.model.trace)
    #expect(trace.unwritableDetents.isEmpty)
    #expect(live.effects.joined().count > 3)
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("host-trace-\(name)-\(UInt32.random(in: 0...UInt32.max))")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("trace.json").path
    try writeOutput(trace.json(fps: scenario.fps, until: scenario.until), to: path)
    let text = try readInput(path)
    let back = try HostTrace(json: text)
    #expect(back == trace)
    #expect(back.entries.count == live.effects.count)

    // Input by input, the same effects.
    let replay = back.replay()
    #expect(replay.effects.count == live.effects.count)
    for (n, (a, b)) in zip(replay.effects, live.effects).enumerated() {
      #expect(a == b, "\(name): input \(n) (\(back.entries[n].input))")
    }
    // At every sampled time, the same frame.
    let frames = sampledFrames(back, fps: scenario.fps, until: scenario.until)
    #expect(frames.count == live.frames.count)
    #expect(frames == live.frames, "\(name)")
    // And `sheetlab replay` on the file draws those frames and lists those effects.
    let output = try ScenarioDecoder.output(try ScenarioDecoder.document(text))
    let outcome = HostReplay.run(back, fps: output.fps, until: output.until)
    #expect(outcome.outcome.frames == live.frames.map(\.layout))
    #expect(
      Array(outcome.effects.map(\.effect).prefix(live.effects.joined().count))
        == Array(live.effects.joined()))
  }
}

@Suite("Host and engine replays of the bundled scenarios")
struct HostVersusEngineTests {
  /// The engine events among a host's effects.
  static func events(_ effects: some Sequence<HostEffect>) -> [SheetEvent] {
    effects.compactMap {
      if case let .event(event) = $0 { return event }
      return nil
    }
  }

  /// With the conversion of ``HostConversion`` (the pan begins where the finger touched down),
  /// the host draws exactly the frames the engine-level replay draws, in all 24 scenarios, and
  /// hands on the same engine events. The one difference is the vocabulary's: a modal or
  /// floating sheet that starts on screen is presented by the host at t = 0 (`presented` and
  /// `settled` events the engine, created on screen, never emits).
  @Test(arguments: try bundledScenarioNames())
  func sameFramesAndEvents(name: String) throws {
    let scenario = try loadScenario(name)
    let host = HostConversion(scenario)
    let engine = Replay.run(scenario)
    #expect(host.frames.count == engine.frames.count)
    for (h, e) in zip(host.frames.map(\.layout), engine.frames) where h != e {
      Issue.record("\(name) at t = \(e.time): host top \(h.top), engine top \(e.top)")
      break
    }
    let lastSample = engine.frames.last?.time ?? 0
    let hostLog = Self.events(host.effects.joined()).filter { $0.time <= lastSample }
    let engineLog = engine.log.filter { $0.time <= lastSample }
    let c = scenario.configuration
    var expected = engineLog
    if c.style != .inline, c.startsPresented {
      let initial = try #require(engine.frames.first?.selectedDetent)
      expected.insert(
        contentsOf: [
          SheetEvent(time: 0, kind: .presented), SheetEvent(time: 0, kind: .settled(initial)),
        ], at: 0)
    }
    #expect(hostLog == expected, "\(name)")
    // Where it all ends (one more display frame at the end, as `sheetlab replay` does).
    let trace = try #require(host.model.trace)
    let outcome = HostReplay.run(trace, fps: scenario.fps, until: scenario.until).outcome
    #expect(outcome.final == engine.final, "\(name)")
    #expect(outcome.detents == engine.detents, "\(name)")
  }
}

@Suite("sheetlab replay: host traces")
struct HostTraceReplayCommandTests {
  static func trace(_ name: String) throws -> (Scenario, String) {
    let scenario = try loadScenario(name)
    let trace = try #require(HostConversion(scenario).model.trace)
    return (scenario, trace.json(fps: scenario.fps, until: scenario.until))
  }

  /// A trace from a layer that stamped a scroll report after the touch that followed it:
  /// `sheetlab replay` reports what the live host reported (`host.timestamp`), at the same
  /// places, from the entries' `late`.
  @Test func lateInputsAreReportedAgain() throws {
    var live = SheetHostModel(
      configuration: SheetConfiguration(style: .modal, detents: [.medium, .large]),
      isPresented: true, selection: "medium", recording: true)
    let boot = 500.0
    live.send(
      .container(
        size: SheetSize(width: 390, height: 844), safeArea: SheetInsets(top: 47, bottom: 34)),
      at: boot)
    live.send(.touchDown(touchID: 1, at: SheetPoint(x: 195, y: 600), target: .chrome), at: boot + 1)
    for i in 1...6 {
      let t = boot + 1 + Double(i) / 120
      live.send(.contentScrolled(offset: 0), at: t + 0.005)  // the callback's time, 5 ms late
      live.send(.panMoved(touchID: 1, at: SheetPoint(x: 195, y: 600 - 10 * Double(i))), at: t)
    }
    let reported = live.diagnostics.filter { $0.field == "host.timestamp" }
    #expect(reported.count == 6)
    let trace = try #require(live.trace)
    let back = try HostTrace(json: trace.json)
    let replayed = HostReplay.run(back).outcome.diagnostics.filter {
      $0.field == "host.timestamp"
    }
    #expect(replayed == reported)
  }

  @Test func outcomeHasFramesLogAndEffects() throws {
    let (scenario, text) = try Self.trace("modal-scroll-handoff")
    let json = try JSONParser.parse(try HostReplay.outcomeText(ofFile: text))
    guard case let .array(frames)? = json["frames"], case let .array(effects)? = json["effects"],
      case let .array(log)? = json["log"]
    else {
      Issue.record("missing arrays")
      return
    }
    #expect(frames.count == Int((scenario.until * scenario.fps + 1e-9).rounded(.down)) + 1)
    #expect(log.count == 6)
    let names = effects.compactMap { $0["effect"] }
    #expect(names.contains(.string("holdScrollOffset")))
    #expect(names.contains(.string("attach")))
    #expect(json["final"]?["phase"] == .string("idle"))
    // An engine scenario still prints exactly what it printed before.
    let plain = try readInput(scenariosDirectory.path + "/modal-scroll-handoff.json")
    #expect(try HostReplay.outcomeText(ofFile: plain) == Replay.run(scenario).jsonText())
  }

  @Test func customDetentsAreReportedInTheDiagnostics() throws {
    var model = SheetHostModel(
      configuration: SheetConfiguration(
        style: .inline, detents: [.custom("peek") { $0.maximumHeight / 4 }, .large]),
      selection: "peek", recording: true)
    model.send(.container(size: SheetSize(width: 390, height: 844), safeArea: .zero), at: 0)
    let text = try #require(model.trace).json
    let json = try JSONParser.parse(try HostReplay.outcomeText(ofFile: text))
    guard case let .array(diagnostics)? = json["diagnostics"] else {
      Issue.record("no diagnostics")
      return
    }
    #expect(diagnostics.contains { $0["field"] == .string("host.unwritableDetents") })
  }

  @Test(.enabled(if: BadInputReplayTests.expectsBinary))
  func theBinaryReplaysAHostTraceAndRejectsABrokenOne() throws {
    let (_, text) = try Self.trace("modal-dismiss-blocked")
    let ok = try BadInputReplayTests.sheetlab(stdin: text)
    #expect(ok.status == 0)
    #expect(ok.out.contains("\"effects\""))
    #expect(ok.err.isEmpty)
    let broken = text.replacingOccurrences(of: "\"touch\": 1,", with: "\"touch\": \"one\",")
    #expect(broken != text)
    let bad = try BadInputReplayTests.sheetlab(stdin: broken)
    #expect(bad.status == 1)
    #expect(bad.out.isEmpty)
    #expect(bad.err.hasPrefix("sheetlab: events["), "\(bad.err)")
    #expect(bad.err.contains("].touch: expected a number"), "\(bad.err)")
  }
}

@Suite("Host and engine: where the vocabularies differ")
struct HostSlopTests {
  /// A real pan recognizer begins after the touch slop, and the host takes the drag from the
  /// point where it began (the sheet must not jump by the slop). The engine-level scenario
  /// drags from the touch-down. So with a 10 pt slop the host's sheet trails the engine's by
  /// exactly the distance the finger covered before the pan began, at every frame of the
  /// drag, and the release sees fewer samples.
  @Test func theHostDragsFromThePanBeginPoint() throws {
    let scenario = try loadScenario("inline-slow-drag")
    let host = HostConversion(scenario, slop: 10)
    let engine = Replay.run(scenario)
    let pan = try #require(host.beginnings.first)
    let gap = pan.began.y - pan.down.y
    #expect(gap <= -10)  // the finger moves up: the pan began at least 10 pt above the touch
    var compared = 0
    for (h, e) in zip(host.frames.map(\.layout), engine.frames)
    where h.phase == .dragging && e.phase == .dragging && e.stretch == 0 {
      #expect(abs((h.top - e.top) + gap) < 1e-9, "t = \(e.time)")
      compared += 1
    }
    #expect(compared > 30)
    // This slow drag still lands where the engine-level one does.
    #expect(host.frames.last?.layout.selectedDetent == engine.frames.last?.selectedDetent)
    #expect(host.frames.last?.layout.selectedDetent == "anchor:header")
    // Same scenario, no slop: identical (the conversion sameFramesAndEvents uses).
    #expect(HostConversion(scenario).frames.map(\.layout) == engine.frames)
  }
}
