@_spi(Lab) import BottomSheetCore
@_spi(Lab) import BottomSheetHost
@_spi(Lab) import BottomSheetTooling
import Testing

@Suite("Host: traces as scenario files")
struct HostTraceJSONTests {
  /// A recording modal with a scroll view driven through every kind of input.
  static func everyInput() -> HostDriver {
    var host = HostDriver(
      .modal, detents: [.height(200), .medium, .large], presented: false, selection: "medium",
      recording: true
    ) {
      $0.chrome = SheetChrome(grabberHeight: 20, headerHeight: 56)
      $0.detentNames = ["large": "full"]
    }
    host.send(.anchors(["header": 310.5]), at: 0)
    host.send(
      .scrollMetrics(ScrollMetrics(contentHeight: 1800, verticalInsets: 34, viewportHeight: 600)),
      at: 0)
    host.send(.container(size: phoneSize, safeArea: phoneInsets), at: 0.001)
    host.send(.presentedBinding(true), at: 0.002)
    host.frames(from: 0.01, to: 0.8)
    host.send(.contentScrolled(offset: 120.25), at: 0.81)
    host.drag(from: 600, to: 300, start: 0.9, target: .scrollView, touchID: 7, lift: false)
    host.send(.contentScrolled(offset: 133), at: 1.25)
    host.send(.close, at: 1.26)  // queued until the lift
    host.send(
      .panEnded(
        touchID: 7, at: SheetPoint(x: 195, y: 290), velocity: SheetVelocity(x: 3.5, y: -812.25)),
      at: 1.3)
    host.frames(from: 1.31, to: 2.2)
    host.send(.presentedBinding(true), at: 2.3)
    host.frames(from: 2.31, to: 3.2)
    host.send(.touchDown(touchID: 8, at: SheetPoint(x: 195, y: 700), target: .content), at: 3.3)
    host.send(.touchEnded(touchID: 8), at: 3.35)
    host.send(
      .touchDown(touchID: 9, at: SheetPoint(x: 100, y: 500), target: .horizontalScroller), at: 3.4)
    host.send(.panBegan(touchID: 9, at: SheetPoint(x: 100, y: 512)), at: 3.42)
    host.send(.panCancelled(touchID: 9), at: 3.5)
    host.send(.keyboard(top: 508), at: 3.6)
    host.send(.contentHeight(420.5), at: 3.61)
    host.send(.scrollMetrics(nil), at: 3.62)
    host.send(.keyboard(top: nil), at: 3.7)
    host.send(.keyboardWillMove(top: 552.5, duration: 0.25), at: 3.71)
    host.frames(from: 3.72, to: 3.79)
    host.send(.selectionBinding("large"), at: 3.8)
    host.send(.select("height:200", animated: false), at: 3.9)
    host.send(.accessibilityIncrement, at: 4.0)
    host.send(.accessibilityDecrement, at: 4.1)
    host.send(.grabberTapped, at: 4.15)
    var changed = host.model.configuration
    changed.backdropOpacity = 0.3
    changed.behavior.spring = SheetSpring(duration: 0.4, bounce: 0.2)
    // The close button and the guard (the newcomer review's S3) are written and read back.
    changed.chrome.showsCloseButton = true
    changed.isDismissalGuarded = true
    host.send(.configuration(changed), at: 4.2)
    host.send(.dismiss(animated: true), at: 4.3)
    host.frames(from: 4.31, to: 5)
    host.send(.present(animated: false), at: 5.1)
    host.send(.backdropTap(at: SheetPoint(x: 20, y: 20)), at: 5.2)
    host.frames(from: 5.21, to: 6)
    host.send(.presentedBinding(false), at: 6.1)
    host.send(.present(animated: true), at: 6.2)
    host.send(.accessibilityEscape, at: 6.3)
    host.send(.escapeKey, at: 6.305)
    host.frames(from: 6.31, to: 7)
    host.send(.container(size: SheetSize(width: 844, height: 390), safeArea: .zero), at: 7.1)
    // Issue #20's inputs: the keyboard guide, a natural height withdrawn, a control's touch,
    // the anchor covered and back, the parent leaving, the modifier gone.
    host.send(.keyboardTracked(top: 300), at: 7.2)
    host.send(.keyboardTracked(top: nil), at: 7.25)
    host.send(.contentHeight(nil), at: 7.3)
    host.send(
      .touchDown(touchID: 10, at: SheetPoint(x: 400, y: 300), target: TouchTarget(inControl: true)),
      at: 7.35)
    host.send(.touchEnded(touchID: 10), at: 7.36)
    host.send(.anchorCovered, at: 7.4)
    host.send(.anchorInWindow(true), at: 7.45)
    host.send(.parentLeaving, at: 7.5)
    host.frames(from: 7.51, to: 8.1)
    host.send(.present(animated: true), at: 8.15)
    // A refused attach, then the presenter ready: the layer's report and its retry.
    host.send(.attachFailed, at: 8.16)
    host.send(.presenterReady, at: 8.17)
    // The presentation review's F9 and F2: hidden with its anchor, back at rest, then removed
    // by UIKit, and presented again.
    host.send(.anchorHidden, at: 8.175)
    host.send(.anchorInWindow(true), at: 8.18)
    host.send(.dismissedByPlatform, at: 8.185)
    host.send(.presentedBinding(true), at: 8.19)
    host.send(
      .traits(SheetTraits(verticalSizeClass: .compact, dynamicTypeSize: .xLarge)), at: 8.192)
    host.send(.keyboardPresented(top: 500), at: 8.195)
    host.send(.modifierRemoved, at: 8.2)
    host.frames(from: 8.21, to: 9)
    return host
  }

  @Test("every input kind is written and read back as the same input at the same time")
  func everyInputRoundTrips() throws {
    let host = Self.everyInput()
    let trace = try #require(host.model.trace)
    let kinds = Set(trace.entries.map { "\($0.input)".prefix { $0 != "(" } })
    #expect(kinds.count == 38, "\(kinds.sorted())")  // every HostInput case
    #expect(trace.unwritableDetents.isEmpty)
    let back = try HostTrace(json: trace.json)
    #expect(back == trace)
    #expect(back.json == trace.json)
    // The replay draws the same frames and does the same things, input by input.
    let replay = back.replay()
    #expect(replay.effects.flatMap { $0 } == host.log)
    for i in 0...900 {
      let t = Double(i) / 100
      // The live host's engine time is (boot + t) − boot, which is what the trace recorded.
      let live = host.model.frame(at: HostDriver.boot + t)
      #expect(replay.model.frame(at: (HostDriver.boot + t) - HostDriver.boot) == live, "t = \(t)")
    }
  }

  @Test("numbers survive bit for bit, non-finite ones included")
  func exactNumbers() throws {
    var host = HostDriver(
      .inline, detents: [.height(120.1), .fraction(1.0 / 3), .large], recording: true)
    host.send(
      .container(size: SheetSize(width: 390.3, height: 844.7), safeArea: phoneInsets), at: 0)
    let awkward = [0.1 + 0.2, 1.0 / 3, 1e-300, 5e15 + 0.5, 700 - 1e-13]
    host.send(.touchDown(touchID: 1, at: SheetPoint(x: 195, y: 720), target: .chrome), at: 0.1)
    host.send(.panBegan(touchID: 1, at: SheetPoint(x: 195, y: 720)), at: 0.1 + 1e-9)
    for (n, y) in awkward.enumerated() {
      host.send(.panMoved(touchID: 1, at: SheetPoint(x: 195, y: 700 - y)), at: 0.2 + Double(n) / 60)
    }
    host.send(.panMoved(touchID: 1, at: SheetPoint(x: .nan, y: 3)), at: 0.31)
    host.send(.contentScrolled(offset: .infinity), at: 0.32)
    host.send(.keyboard(top: -.infinity), at: 0.33)
    host.send(
      .panEnded(
        touchID: 1, at: SheetPoint(x: .nan, y: .nan), velocity: SheetVelocity(x: .nan, y: 1)),
      at: 0.34)
    host.frames(from: 0.35, to: 1.2)
    let trace = try #require(host.model.trace)
    let text = trace.json
    #expect(text.contains("\"NaN\""))
    #expect(text.contains("\"-Infinity\""))
    let back = try HostTrace(json: text)
    // NaN is not equal to itself: compare the texts and every number's bits.
    #expect(back.json == text)
    #expect(back.entries.count == trace.entries.count)
    for (a, b) in zip(back.entries, trace.entries) {
      #expect(a.time.bitPattern == b.time.bitPattern)
      #expect("\(a.input)" == "\(b.input)")
    }
    let replay = back.replay()
    #expect(replay.effects.flatMap { $0 } == host.log)
    #expect(replay.model.diagnostics == host.model.diagnostics)
    #expect(replay.model.diagnostics.count == 2)  // the NaN move and the infinite offset
    for i in 0...120 {
      let t = Double(i) / 100
      let live = host.model.frame(at: HostDriver.boot + t)
      #expect(replay.model.frame(at: (HostDriver.boot + t) - HostDriver.boot) == live)
    }
  }

  /// The file format's names are not the cases' (docs/SCENARIOS.md: add fields, never
  /// rename): a file written before a case was renamed reads as the renamed case, and is
  /// written back as it was.
  @Test("renamed inputs keep the file format's type and field names")
  func formatNamesOutliveCaseNames() throws {
    let events = """
      [{"t": 0, "type": "touchDown", "touch": 3, "x": 1, "y": 2,
        "target": {"chrome": true, "scrollView": false, "horizontalScroller": false}},
       {"t": 0.1, "type": "panBegan", "touch": 3, "x": 1, "y": 12},
       {"t": 0.2, "type": "panMoved", "touch": 3, "x": 1, "y": 22},
       {"t": 0.3, "type": "scrolled", "offset": 4.5},
       {"t": 0.4, "type": "panEnded", "touch": 3, "x": 1, "y": 32, "velocity": {"x": 0, "y": 9}},
       {"t": 0.5, "type": "touchEnded", "touch": 4},
       {"t": 0.6, "type": "panCancelled", "touch": 5},
       {"t": 0.7, "type": "increment"}, {"t": 0.8, "type": "decrement"},
       {"t": 0.9, "type": "escape"}, {"t": 1, "type": "frame"}]
      """
    let text = """
      {"host": {"isPresented": true}, "container": {"width": 0, "height": 0},
       "sheet": {"style": "modal", "detents": ["medium"]}, "events": \(events)}
      """
    let trace = try HostTrace(json: text)
    let inputs: [HostInput] = [
      .touchDown(touchID: 3, at: SheetPoint(x: 1, y: 2), target: .chrome),
      .panBegan(touchID: 3, at: SheetPoint(x: 1, y: 12)),
      .panMoved(touchID: 3, at: SheetPoint(x: 1, y: 22)),
      .contentScrolled(offset: 4.5),
      .panEnded(touchID: 3, at: SheetPoint(x: 1, y: 32), velocity: SheetVelocity(x: 0, y: 9)),
      .touchEnded(touchID: 4),
      .panCancelled(touchID: 5),
      .accessibilityIncrement, .accessibilityDecrement, .accessibilityEscape, .advance,
    ]
    #expect(trace.entries.map(\.input) == inputs)
    guard case let .array(written)? = try JSONParser.parse(trace.json)["events"],
      case let .array(read)? = try JSONParser.parse(text)["events"]
    else {
      Issue.record("no events")
      return
    }
    #expect(written.map { $0["type"] } == read.map { $0["type"] })
    #expect(written.map { $0["touch"] } == read.map { $0["touch"] })
    #expect(written[3]["offset"] == .number(4.5))
  }

  @Test("custom detents cannot be written: the trace says so and the file still reads")
  func customDetents() throws {
    let peek = Detent.custom("peek") { $0.maximumHeight / 5 }
    var host = HostDriver(.inline, detents: [peek, .large], selection: "peek", recording: true)
    host.measure()
    host.send(.select("large", animated: true), at: 0.1)
    host.send(.select("peek", animated: true), at: 0.5)
    host.frames(from: 0.51, to: 1.2)
    let trace = try #require(host.model.trace)
    #expect(trace.unwritableDetents == ["peek"])
    let text = trace.json
    #expect(text.contains("\"unwritableDetents\": [\"peek\"]"))
    let back = try HostTrace(json: text)
    #expect(back.configuration.detents.map(\.id) == ["large"])
    #expect(back.selection == "peek")  // requests keep their names…
    #expect(back.entries.count == trace.entries.count)
    // …and the replayed engine, which has no such detent, rejects them: not the same run.
    let replayed = back.replay().effects.flatMap { $0 }.compactMap { effect -> String? in
      if case let .event(event) = effect { return event.typeName }
      return nil
    }
    #expect(replayed.contains("rejected"))
    #expect(replayed != host.eventNames)
  }

  @Test("a trace longer than the format's 600 s of output still writes a readable file")
  func longTrace() throws {
    var host = HostDriver(.inline, detents: [.height(120), .large], recording: true)
    host.measure()
    host.send(.select("large", animated: true), at: 700)
    host.frames(from: 700.5, to: 701)
    let trace = try #require(host.model.trace)
    let root = try ScenarioDecoder.document(trace.json)
    #expect(try ScenarioDecoder.output(root).until == 600)
    #expect(try HostTrace(document: root) == trace)
  }

  struct Malformed: Sendable, CustomTestStringConvertible {
    var events: String
    var field: String
    var testDescription: String { field }
  }

  static let malformed: [Malformed] = [
    Malformed(
      events: #"[{"t": 0, "type": "touchDown", "x": 1, "y": 2}]"#, field: "events[0].touch"),
    Malformed(
      events: #"[{"t": 0, "type": "touchDown", "touch": 1.5, "x": 1, "y": 2}]"#,
      field: "events[0].touch"),
    Malformed(
      events: #"[{"t": 0, "type": "touchDown", "touch": 1, "x": 1, "y": 2, "target": 3}]"#,
      field: "events[0].target"),
    Malformed(
      events: #"[{"t": 0, "type": "panMoved", "touch": 1, "x": "north", "y": 2}]"#,
      field: "events[0].x"),
    Malformed(events: #"[{"t": 0, "type": "down", "x": 1, "y": 2}]"#, field: "events[0].type"),
    Malformed(
      events: #"[{"t": 1, "type": "frame"}, {"t": 0.5, "type": "frame"}]"#, field: "events[1].t"),
    Malformed(events: #"[{"t": "NaN", "type": "frame"}]"#, field: "events[0].t"),
    Malformed(
      events: #"[{"t": 0, "type": "configuration", "sheet": {"detents": ["tall"]}}]"#,
      field: "events[0].sheet.detents[0]"),
    Malformed(events: #"[{"t": 0, "type": "presentedBinding"}]"#, field: "events[0].value"),
    Malformed(events: #"[{"t": 0, "type": "select"}]"#, field: "events[0].detent"),
    Malformed(events: #"[{"t": 0, "type": "frame", "late": -0.001}]"#, field: "events[0].late"),
    Malformed(events: #"[{"t": 0, "type": "frame", "late": "NaN"}]"#, field: "events[0].late"),
  ]

  @Test("a malformed host trace is refused, naming the field", arguments: malformed)
  func malformedTraces(_ row: Malformed) {
    let text = """
      {"host": {"isPresented": true}, "container": {"width": 0, "height": 0},
       "sheet": {"style": "modal", "detents": ["medium"]}, "events": \(row.events)}
      """
    do {
      _ = try HostTrace(json: text)
      Issue.record("accepted")
    } catch {
      #expect(error.field == row.field, "\(error)")
    }
  }

  @Test("an engine scenario is not a host trace")
  func notAHostTrace() {
    do {
      _ = try HostTrace(
        json: #"{"container": {"width": 1, "height": 1}, "sheet": {"detents": []}, "events": []}"#)
      Issue.record("accepted")
    } catch {
      #expect(error.field == "host")
    }
  }
}
