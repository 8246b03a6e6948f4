@_spi(Lab) import BottomSheetCore
import Testing

/// Presentation and dismissal springs apart from the drag spring (issue #36, item 4).
@Suite("Presentation and dismissal springs")
struct RoleSpringTests {
  static let slowIn = SheetSpring(response: 0.6, dampingFraction: 1)
  static let quickOut = SheetSpring(response: 0.2, dampingFraction: 1)

  /// A modal on ``phoneScreen`` (medium = 398.5, hidden at 0), not presented.
  static func modal(_ configure: (inout SheetBehavior) -> Void) -> SheetEngine {
    var c = SheetConfiguration(style: .modal, detents: [.medium, .large], startsPresented: false)
    configure(&c.behavior)
    return SheetEngine(configuration: c, context: phoneScreen)
  }

  /// The time of the first event named `name` at or after `t`, advancing in 1 ms steps.
  static func time(of name: String, in engine: inout SheetEngine, from t: Double) -> Double? {
    var now = t
    while now < t + 5 {
      now += 0.001
      engine.send(.advance, at: now)
      if let event = engine.pendingEvents.first(where: { $0.typeName == name }) {
        return event.time
      }
    }
    return nil
  }

  /// The time a dismissal's spring ends: the first instant the phase is `dismissed`.
  static func dismissedTime(_ engine: SheetEngine, from t: Double) -> Double? {
    var now = t
    while now < t + 5 {
      now += 0.001
      if engine.layout(at: now).phase == .dismissed { return now }
    }
    return nil
  }

  @Test("the entrance settles on the presentation spring, the exit on the dismissal spring")
  func entranceAndExitUseTheirSprings() throws {
    var engine = Self.modal {
      $0.presentationSpring = Self.slowIn
      $0.dismissalSpring = Self.quickOut
    }
    engine.send(.present(animated: true), at: 0)
    let settled = try #require(Self.time(of: "settled", in: &engine, from: 0))
    let expectedIn = SpringMotion(from: 0, to: 398.5, initialVelocity: 0, spring: Self.slowIn)
      .settleTime
    #expect(abs(settled - expectedIn) < 1e-9, "entrance \(settled) vs \(expectedIn)")

    engine.send(.dismiss(animated: true), at: 3)
    let gone = try #require(Self.dismissedTime(engine, from: 3))
    let expectedOut = SpringMotion(from: 398.5, to: 0, initialVelocity: 0, spring: Self.quickOut)
      .settleTime
    #expect(abs((gone - 3) - expectedOut) <= 0.001, "exit \(gone - 3) vs \(expectedOut)")
    // The numbers: response 0.6 vs 0.2, both critically damped: the entrance takes about three
    // times as long as the exit.
    #expect(expectedIn / expectedOut > 2.5 && expectedIn / expectedOut < 3.5)
  }

  @Test("a detent change from code keeps the drag spring")
  func otherMotionsKeepTheDragSpring() throws {
    var engine = Self.modal {
      $0.presentationSpring = Self.slowIn
      $0.dismissalSpring = Self.quickOut
    }
    engine.send(.present(animated: false), at: 0)
    engine.clearEvents()
    engine.send(.select("large", animated: true), at: 1)
    let settled = try #require(Self.time(of: "settled", in: &engine, from: 1))
    let expected = SpringMotion(
      from: 398.5, to: 797, initialVelocity: 0, spring: SheetSpring.default
    ).settleTime
    #expect(abs((settled - 1) - expected) < 1e-9)
  }

  @Test("without them every motion uses the drag spring, as before")
  func defaultsAreTheDragSpring() throws {
    var engine = Self.modal { $0.spring = Self.slowIn }
    engine.send(.present(animated: true), at: 0)
    let settled = try #require(Self.time(of: "settled", in: &engine, from: 0))
    let expected = SpringMotion(from: 0, to: 398.5, initialVelocity: 0, spring: Self.slowIn)
      .settleTime
    #expect(abs(settled - expected) < 1e-9)
    #expect(SheetBehavior().presentationSpring == nil)
    #expect(SheetBehavior().dismissalSpring == nil)
  }

  @Test("an entrance re-aimed by the geometry stays on the presentation spring")
  func reaimKeepsTheRole() throws {
    var engine = Self.modal { $0.presentationSpring = Self.slowIn }
    engine.send(.present(animated: true), at: 0)
    var keyboard = phoneScreen
    keyboard.keyboardHeight = 300
    engine.send(.updateContext(keyboard), at: 0.1)
    let before = engine.layout(at: 0.1)
    let settled = try #require(Self.time(of: "settled", in: &engine, from: 0.1))
    // The slow spring from where the sheet was (never less than 0.3 s for 0.6 s response).
    #expect(
      settled - 0.1 > 0.3, "settled \(settled - 0.1) s after the keyboard at \(before.height)")
  }

  @Test("Reduce Motion overrides both with its short spring")
  func reduceMotionOverrides() throws {
    var engine = Self.modal {
      $0.presentationSpring = Self.slowIn
      $0.reduceMotion = true
    }
    engine.send(.present(animated: true), at: 0)
    let settled = try #require(Self.time(of: "settled", in: &engine, from: 0))
    let expected = SpringMotion(
      from: 0, to: 398.5, initialVelocity: 0, spring: SheetSpring.reducedMotion
    ).settleTime
    #expect(abs(settled - expected) < 1e-9)
  }

  @Test("an invalid presentation spring is repaired with a diagnostic")
  func invalidSpring() {
    let engine = Self.modal {
      $0.presentationSpring = SheetSpring(response: .nan, dampingFraction: 0.8)
    }
    #expect(engine.diagnostics.contains { $0.field == "sheet.presentationSpring" })
  }
}
