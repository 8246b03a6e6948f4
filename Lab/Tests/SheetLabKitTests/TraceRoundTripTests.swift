@_spi(Lab) import BottomSheetCore
@_spi(Lab) import BottomSheetTooling
import Foundation
import SheetLabKit
import Testing

/// A trace recorded while driving an engine, written as a scenario and replayed by `sheetlab`,
/// must reproduce exactly what the engine did live: that is what makes a gesture felt on a
/// device debuggable here.
@Suite("Trace round trip")
struct TraceRoundTripTests {
  /// Drives `engine` and `trace` with the same inputs.
  struct Recorder {
    var engine: SheetEngine
    var trace: ScenarioTrace

    init(_ configuration: SheetConfiguration, _ context: SheetContext) {
      engine = SheetEngine(configuration: configuration, context: context)
      trace = ScenarioTrace(configuration: configuration, context: context)
    }

    mutating func send(_ input: SheetEngine.Input, at t: Double) {
      trace.record(input, at: t)
      engine.send(input, at: t)
    }
  }

  static let phone = SheetContext(
    containerSize: SheetSize(width: 390, height: 844), safeArea: SheetInsets(top: 47, bottom: 34),
    contentHeight: 1400, anchors: ["header": 310.5])

  static func configuration() -> SheetConfiguration {
    var c = SheetConfiguration(
      style: .modal, detents: [.fitsContent, .anchor("header"), .fraction(0.62), .large],
      initialDetent: "anchor:header")
    c.chrome = SheetChrome(grabberHeight: 24, headerHeight: 52)
    c.behavior.spring = SheetSpring(duration: 0.42, bounce: 0.15)
    c.behavior.velocityThreshold = 250
    c.behavior.skipsDetents = false
    c.behavior.nudgeDistance = 55.5
    c.behavior.nudgeSkipTime = 0.15
    c.behavior.rubberBand = .linear(allowance: 40)
    c.backdropTap = .collapse
    c.undimmedThrough = "anchor:header"
    c.cornerRadius = 22
    return c
  }

  /// A platform velocity passed at the lift is written on the `up` event and read back, so
  /// the replay releases with it. A quick lift after one move (two samples: the engine uses
  /// the platform's value) differs from the same lift without it; after a full drag (the
  /// engine's own estimate) the value is still recorded.
  @Test func platformVelocityIsReplayedExactly() throws {
    var r = Recorder(Self.configuration(), Self.phone)
    let velocity = SheetVelocity(x: 12.5, y: -2345.75)
    r.send(.touchDown(at: SheetPoint(x: 190, y: 640), region: .chrome), at: 0.1)
    r.send(.touchMoved(to: SheetPoint(x: 190, y: 610)), at: 0.116)
    r.send(.touchUp(at: SheetPoint(x: 190, y: 610), platformVelocity: velocity), at: 0.116)
    r.send(.touchDown(at: SheetPoint(x: 190, y: 400), region: .chrome), at: 1.5)
    for i in 1...6 {
      r.send(
        .touchMoved(to: SheetPoint(x: 190, y: 400 + 12 * Double(i))), at: 1.5 + Double(i) / 120)
    }
    r.send(.touchUp(at: SheetPoint(x: 190, y: 480), platformVelocity: velocity), at: 1.56)
    let json = r.trace.json
    #expect(json.components(separatedBy: #""platformVelocity""#).count == 3)
    let scenario = try ScenarioDecoder.decode(json)
    let ups = scenario.events.filter {
      if case .touchUp = $0.kind { return true } else { return false }
    }
    #expect(
      ups.map(\.kind) == [
        .touchUp(at: SheetPoint(x: 190, y: 610), platformVelocity: velocity),
        .touchUp(at: SheetPoint(x: 190, y: 480), platformVelocity: velocity),
      ])
    let outcome = Replay.run(scenario)
    r.engine.send(.advance, at: scenario.until)
    #expect(outcome.log == r.engine.pendingEvents)
    #expect(outcome.final == r.engine.layout(at: scenario.until))
    // Written back by the lab's encoder too.
    #expect(ScenarioEncoder.text(scenario).contains("platformVelocity"))
    // Without it the quick lift releases differently: the field keeps the replay exact.
    var without = scenario
    if let first = without.events.firstIndex(where: {
      $0.t == 0.116 && $0.kind != .touchMoved(to: SheetPoint(x: 190, y: 610))
    }) {
      without.events[first] = ScenarioEvent(t: 0.116, .touchUp(at: SheetPoint(x: 190, y: 610)))
    }
    #expect(Replay.run(without).log != outcome.log)
    // A platformVelocity without y is rejected and named.
    let bad = json.replacingOccurrences(
      of: #",\s*"y": -2345\.75"#, with: "", options: .regularExpression)
    #expect(bad != json)
    #expect(throws: ScenarioError.self) { try ScenarioDecoder.decode(bad) }
  }

  @Test func replayReproducesTheLiveEngineExactly() throws {
    var r = Recorder(Self.configuration(), Self.phone)
    // A jittery drag up on the content, a scroll, a cancel, code, geometry, accessibility.
    var t = 0.1
    r.send(.touchDown(at: SheetPoint(x: 190, y: 640), region: nil), at: t)
    for i in 1...30 {
      t += 1.0 / 120 + (i % 3 == 0 ? 0.0007 : 0)
      let y = 640 - 9.3 * Double(i) + (i % 4 == 0 ? 1.7 : 0)
      r.send(.touchMoved(to: SheetPoint(x: 190 + Double(i % 5), y: y)), at: t)
    }
    r.send(.touchUp(at: SheetPoint(x: 193, y: 360)), at: t + 0.004)
    r.send(.contentScrolled(offset: 42.25), at: 0.9)
    r.send(.touchDown(at: SheetPoint(x: 100, y: 300), region: .chrome), at: 1.0)
    r.send(.touchMoved(to: SheetPoint(x: 100, y: 420)), at: 1.05)
    r.send(.touchCancelled, at: 1.08)
    r.send(.select("large", animated: true), at: 1.3)
    var keyboard = Self.phone
    keyboard.keyboardHeight = 301
    r.send(.updateContext(keyboard, animated: true), at: 1.5)
    r.send(.accessibilityDecrement, at: 2.0)
    r.send(.touchDown(at: SheetPoint(x: 20, y: 20), region: nil), at: 2.6)  // backdrop: collapse
    r.send(.touchUp(at: SheetPoint(x: 20, y: 20)), at: 2.65)
    r.send(.accessibilityEscape, at: 3.4)

    let scenario = try ScenarioDecoder.decode(r.trace.json)
    let outcome = Replay.run(scenario)
    let end = scenario.until
    r.engine.send(.advance, at: end)
    let live = r.engine.pendingEvents
    #expect(live.count > 10)
    #expect(outcome.log == live)
    #expect(outcome.final == r.engine.layout(at: end))
    #expect(outcome.diagnostics == r.engine.diagnostics)
    // And the frames match the live engine's layout at each sampled instant up to the first
    // input (after that the live engine has moved on; the replay is checked via the log).
    #expect(
      outcome.frames[0]
        == SheetEngine(configuration: Self.configuration(), context: Self.phone).layout(at: 0))
  }

  @Test func everyConfigurationFieldSurvives() throws {
    var c = Self.configuration()
    c.style = .floating
    c.isDismissible = false
    c.startsPresented = false
    c.topInset = 13
    c.floatingInsets = FloatingInsets(bottom: 9, horizontal: 7)
    c.behavior.horizontalRubberBand = .damped(scale: 25, limit: 35)
    c.behavior.decelerationRate = 0.99
    c.behavior.expandsOnContentScroll = false
    c.behavior.reduceMotion = true
    c.backdropOpacity = 0.25
    c.maximumWidth = 500
    c.morphsShape = true
    let decoded = try ScenarioDecoder.decode(
      ScenarioTrace(configuration: c, context: Self.phone).json)
    var expected = c
    expected.detentNames = [:]
    #expect(decoded.configuration.style == .floating)
    #expect(decoded.configuration.detents.map(\.id) == c.detents.map(\.id))
    #expect(decoded.configuration.behavior == c.behavior)
    #expect(decoded.configuration.chrome == c.chrome)
    #expect(decoded.configuration.floatingInsets == c.floatingInsets)
    #expect(decoded.configuration == expected)
    #expect(decoded.context == Self.phone)
  }

  @Test func customDetentsAndBadInputsAreLeftOutNotBroken() throws {
    var c = SheetConfiguration(
      style: .inline, detents: [.custom("peek") { $0.maximumHeight / 5 }, .large],
      initialDetent: "peek")
    c.undimmedThrough = "peek"
    var trace = ScenarioTrace(configuration: c, context: Self.phone)
    trace.record(.select("peek", animated: true), at: 0.1)
    trace.record(.touchMoved(to: SheetPoint(x: .nan, y: 3)), at: 0.2)
    trace.record(.touchCancelled, at: .infinity)
    trace.record(.select("large", animated: false), at: 0.05)  // earlier: raised to 0.1
    #expect(trace.unrecordableDetents == ["peek"])
    #expect(trace.droppedInputs == 2)
    let scenario = try ScenarioDecoder.decode(trace.json)
    #expect(scenario.configuration.detents.map(\.id) == ["large"])
    #expect(scenario.events.map(\.t) == [0.1])
  }
}
