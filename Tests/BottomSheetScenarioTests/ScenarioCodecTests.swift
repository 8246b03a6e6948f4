@_spi(Lab) import BottomSheetCore
@_spi(Lab) import BottomSheetHost
@_spi(Lab) import BottomSheetTooling
import Testing

/// The one scenario codec: exact numbers, every configuration field, detents it cannot name,
/// and agreement with the engine's own `ScenarioTrace` writer.
@Suite("Scenario codec")
struct ScenarioCodecTests {
  static let phone = SheetContext(
    containerSize: SheetSize(width: 390, height: 844), safeArea: SheetInsets(top: 47, bottom: 34),
    keyboardHeight: 0, contentHeight: 1400, contentScrolls: true, anchors: ["header": 310.5])

  /// A configuration that sets every field away from its default.
  static func configuration() -> SheetConfiguration {
    var c = SheetConfiguration(
      style: .floating, detents: [.fitsContent, .anchor("header"), .fraction(0.62), .large],
      initialDetent: "anchor:header")
    c.isDismissible = false
    c.startsPresented = false
    c.topInset = 13.25
    c.floatingInsets = FloatingInsets(bottom: 9, horizontal: 7)
    c.behavior.rubberBand = .linear(allowance: 40)
    c.behavior.horizontalRubberBand = .damped(scale: 25, limit: 35)
    c.behavior.spring = SheetSpring(duration: 0.42, bounce: 0.15)
    c.behavior.decelerationRate = 0.99
    c.behavior.velocityThreshold = 250
    c.behavior.skipsDetents = false
    c.behavior.nudgeDistance = 55.5
    c.behavior.nudgeSkipTime = 0.15
    c.behavior.expandsOnContentScroll = false
    c.behavior.reduceMotion = true
    c.undimmedThrough = "anchor:header"
    c.backdropOpacity = 0.25
    c.backdropTap = .collapse
    c.chrome = SheetChrome(grabberHeight: 24, headerHeight: 52, grabber: .automatic)
    c.cornerRadius = 22
    c.maximumWidth = 500
    c.morphsShape = true
    c.look = .glass
    c.reducesTransparency = true
    c.detentNames = ["large": "full", "anchor:header": "peek \"quoted\""]
    // Issue #36's fields.
    c.behavior.presentationSpring = SheetSpring(response: 0.61, dampingFraction: 0.93)
    c.behavior.dismissalSpring = SheetSpring(mass: 1, stiffness: 412.5, damping: 33.25)
    c.source = SheetSource(
      rect: SheetRect(x: 301.5, y: 58.25, width: 44, height: 1.0 / 3), cornerRadius: 0.1)
    c.backdropFade = BackdropFade(
      lower: "anchor:header", lowerOpacity: 0.05, upper: "large", upperOpacity: 0.55)
    return c
  }

  /// Doubles whose shortest text is awkward: tiny, huge, subnormal, negative zero, thirds.
  static let awkward: [Double] = [
    0, -0.0, 0.1, 1.0 / 3, -2.0 / 3, 1e-5, 1e-300, Double(bitPattern: 1), 2.2250738585072014e-308,
    1e15 - 0.5,
    1e15, 1e16 + 2, 9_007_199_254_740_994, 1.7976931348623157e308, 123_456.789_012_345_67,
    844 - 0.1 - 0.2, 0.016_666_666_666_666_666,
  ]

  @Test(arguments: awkward)
  func numbersReadBackBitForBit(value: Double) throws {
    let text = JSONWriter(decimals: nil).write(.array([.number(value)]))
    guard case let .array(items) = try JSONParser.parse(text), case let .number(back)? = items.first
    else {
      Issue.record("\(text) did not read back as a number")
      return
    }
    #expect(back.bitPattern == value.bitPattern, "\(text)")
  }

  @Test func seededRandomBitsReadBackExactly() throws {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    var checked = 0
    for _ in 0..<5000 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let value = Double(bitPattern: state)
      guard value.isFinite else { continue }
      let back = try JSONParser.parse(JSONWriter.exact(value))
      #expect(back == .number(value), "\(value)")
      checked += 1
    }
    #expect(checked > 4900)
  }

  @Test func everyConfigurationFieldSurvivesExactly() throws {
    let c = Self.configuration()
    let scenario = Scenario(
      configuration: c, context: Self.phone,
      events: [
        ScenarioEvent(t: 0.1, .touchDown(at: SheetPoint(x: 190.125, y: 640.1), region: .content)),
        ScenarioEvent(t: 0.116_666_666_7, .touchMoved(to: SheetPoint(x: 190, y: 600.3))),
        ScenarioEvent(t: 0.2, .touchUp(at: SheetPoint(x: 190, y: 500))),
      ], fps: 120, until: 1.25)
    let decoded = try ScenarioDecoder.decode(ScenarioEncoder.text(scenario, decimals: nil))
    #expect(decoded.configuration == c)
    #expect(decoded.configuration.behavior.spring == c.behavior.spring)
    #expect(decoded.configuration.detentNames == c.detentNames)
    #expect(decoded.context == Self.phone)
    #expect(decoded.events == scenario.events)
    #expect(decoded.fps == 120)
    #expect(decoded.until == 1.25)
  }

  @Test func roundedFilesKeepTheirFormat() throws {
    // The corpus writes 4 decimals and springs as response and damping fraction, as before.
    let scenario = Scenario(
      configuration: SheetConfiguration(style: .inline, detents: [.height(120), .large]),
      context: Self.phone, events: [ScenarioEvent(t: 0.123_456, .touchCancelled)])
    let text = ScenarioEncoder.text(scenario)
    #expect(text.contains("\"response\": 0.35"))
    #expect(text.contains("\"dampingFraction\": 0.8"))
    #expect(text.contains("\"t\": 0.1235"))
    let again = try ScenarioDecoder.decode(text)
    #expect(ScenarioEncoder.text(again) == text)
  }

  @Test func detentsTheFormatCannotNameAreLeftOutAndListed() throws {
    var c = SheetConfiguration(
      style: .inline,
      detents: [
        .custom("peek") { $0.maximumHeight / 5 }, Detent(id: "medium", kind: .height(300)), .large,
      ],
      initialDetent: "peek")
    c.undimmedThrough = "peek"
    #expect(ScenarioEncoder.unwritableDetents(in: c) == ["peek", "medium"])
    let scenario = Scenario(
      configuration: c, context: Self.phone,
      events: [
        ScenarioEvent(t: 0.1, .select("peek", animated: true)),
        ScenarioEvent(t: 0.2, .select("large", animated: false)),
      ])
    // Before the codec was shared, the lab's encoder wrote "peek" into `detents` and its own
    // decoder refused the file; now it reads back, without them.
    let decoded = try ScenarioDecoder.decode(ScenarioEncoder.text(scenario, decimals: nil))
    #expect(decoded.configuration.detents.map(\.id) == ["large"])
    #expect(decoded.configuration.initialDetent == nil)
    #expect(decoded.configuration.undimmedThrough == nil)
    #expect(decoded.events == [ScenarioEvent(t: 0.2, .select("large", animated: false))])
  }

  @Test func theEngineTraceWriterAgreesWithTheCodec() throws {
    var trace = ScenarioTrace(configuration: Self.configuration(), context: Self.phone)
    trace.record(.touchDown(at: SheetPoint(x: 190, y: 640), region: nil), at: 0.1)
    trace.record(.touchMoved(to: SheetPoint(x: 191.5, y: 610.25)), at: 0.116_7)
    trace.record(.touchUp(at: SheetPoint(x: 192, y: 580)), at: 0.13)
    trace.record(.contentScrolled(offset: 42.25), at: 0.4)
    var keyboard = Self.phone
    keyboard.keyboardHeight = 301
    trace.record(.updateContext(keyboard, animated: false), at: 0.5)
    trace.record(.select("large", animated: true), at: 0.6)
    trace.record(.present(animated: true), at: 0.7)
    trace.record(.dismiss(animated: false), at: 0.8)
    trace.record(.accessibilityIncrement, at: 0.9)
    trace.record(.accessibilityDecrement, at: 1.0)
    trace.record(.accessibilityEscape, at: 1.1)
    trace.record(.touchCancelled, at: 1.2)
    trace.record(.updateConfiguration(Self.configuration(), animated: false), at: 1.3)
    trace.record(.advance, at: 1.4)
    let fromTrace = try ScenarioDecoder.decode(trace.json)
    let fromCodec = try ScenarioDecoder.decode(
      ScenarioEncoder.text(Scenario(trace: trace), decimals: nil))
    #expect(fromTrace.configuration == Self.configuration())
    #expect(fromCodec.configuration == Self.configuration())
    #expect(fromTrace.context == fromCodec.context)
    #expect(fromTrace.events == fromCodec.events)
    #expect(fromTrace.events.count == 14)
    #expect(fromTrace.events == trace.inputs, "every input reads back as itself, at its time")
    #expect(fromTrace.until == fromCodec.until)
  }

  @Test func hostInputsInAScenarioAndHostTracesAreNamed() throws {
    let scenario = """
      {"container": {"width": 390, "height": 844}, "sheet": {"detents": ["large"]},
       "events": [{"t": 0, "type": "touchDown", "touch": 1, "x": 1, "y": 2}]}
      """
    #expect(throws: ScenarioError.self) { try ScenarioDecoder.decode(scenario) }
    do {
      _ = try ScenarioDecoder.decode(scenario)
    } catch {
      #expect(error.field == "events[0].type")
      #expect(error.message.contains("host"))
    }
    let host = """
      {"host": {}, "container": {"width": 0, "height": 0}, "sheet": {"detents": ["large"]},
       "events": []}
      """
    do {
      _ = try ScenarioDecoder.decode(host)
      Issue.record("a host trace decoded as an engine scenario")
    } catch {
      #expect(error.field == "host")
    }
    #expect(ScenarioDecoder.isHostTrace(try ScenarioDecoder.document(host)))
  }

  /// The configuration and time-only inputs, added to the format in issue #15, replay through
  /// the engine exactly as the engine's own calls do.
  @Test func configurationAndAdvanceEventsReplayAsTheEngineCalls() throws {
    var smaller = SheetConfiguration(style: .inline, detents: [.height(200), .large])
    smaller.behavior.spring = SheetSpring(duration: 0.3, bounce: 0)
    let start = SheetConfiguration(style: .inline, detents: [.height(120), .fraction(0.5), .large])
    let file = ScenarioEncoder.text(
      Scenario(
        configuration: start, context: Self.phone,
        events: [
          ScenarioEvent(t: 0.1, .updateConfiguration(smaller, animated: true)),
          ScenarioEvent(t: 0.25, .advance),
        ]), decimals: nil)
    #expect(file.contains("\"type\": \"configuration\""))
    #expect(file.contains("\"type\": \"advance\""))
    let scenario = try ScenarioDecoder.decode(file)
    var sent = SheetEngine(configuration: scenario.configuration, context: scenario.context)
    for event in scenario.events { sent.send(event) }
    var called = SheetEngine(configuration: start, context: Self.phone)
    called.send(.updateConfiguration(smaller, animated: true), at: 0.1)
    called.send(.advance, at: 0.25)
    #expect(sent.configuration == smaller)
    #expect(sent.time == 0.25)
    // The sheet springs from 120 pt toward its new lowest detent (200 pt): mid-way at 0.25 s.
    let layout = sent.layout(at: 0.25)
    #expect(layout.height > 120 && layout.height < 200)
    #expect(layout == called.layout(at: 0.25))
    #expect(sent.pendingEvents == called.pendingEvents)
  }

  @Test func aConfigurationEventNamesItsOwnFields() throws {
    let missing = """
      {"container": {"width": 390, "height": 844}, "sheet": {"detents": ["large"]},
       "events": [{"t": 0, "type": "advance"}, {"t": 1, "type": "configuration"}]}
      """
    let bad = """
      {"container": {"width": 390, "height": 844}, "sheet": {"detents": ["large"]},
       "events": [{"t": 1, "type": "configuration", "sheet": {"detents": "large"}}]}
      """
    for (text, field) in [(missing, "events[1].sheet"), (bad, "events[0].sheet.detents")] {
      do {
        _ = try ScenarioDecoder.decode(text)
        Issue.record("decoded: \(text)")
      } catch {
        #expect(error.field == field)
      }
    }
  }

  /// A file written before the grabber's visibility existed means a visible grabber, and a
  /// visible grabber is written as such files were; the other values are named, and an
  /// unknown one is refused with the field and the choices.
  @Test func theGrabbersVisibilityIsOptionalAndNamed() throws {
    func file(_ chrome: String) -> String {
      """
      {"container": {"width": 390, "height": 844}, "content": {"height": 300},
       "sheet": {"detents": ["fitsContent"], "chrome": \(chrome)}, "events": []}
      """
    }
    let old = try ScenarioDecoder.decode(file(#"{"grabber": 20, "header": 0}"#))
    #expect(old.configuration.chrome.grabber == .visible)
    #expect(!ScenarioEncoder.text(old, decimals: nil).contains("grabberVisibility"))
    for visibility in [GrabberVisibility.automatic, .hidden] {
      let decoded = try ScenarioDecoder.decode(
        file(#"{"grabberVisibility": "\#(visibility.rawValue)"}"#))
      #expect(decoded.configuration.chrome.grabber == visibility)
      let engine = SheetEngine(configuration: decoded.configuration, context: decoded.context)
      #expect(!engine.layout(at: 0).showsGrabber)  // one detent
      let again = try ScenarioDecoder.decode(ScenarioEncoder.text(decoded, decimals: nil))
      #expect(again.configuration.chrome == decoded.configuration.chrome)
    }
    do {
      _ = try ScenarioDecoder.decode(file(#"{"grabberVisibility": "sometimes"}"#))
      Issue.record("decoded an unknown visibility")
    } catch {
      #expect(error.field == "sheet.chrome.grabberVisibility")
      #expect(error.message.contains("automatic, visible, hidden"))
    }
  }
}
