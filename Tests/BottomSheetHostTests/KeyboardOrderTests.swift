@_spi(Lab) import BottomSheetCore
@_spi(Lab) import BottomSheetHost
import Testing

/// The keyboard whatever UIKit does first (the touches review's finding 3, its appendix case
/// 2), and a keyboard that moves under the finger dragging the sheet (finding 9).
@Suite("Host: keyboard order and the drag's base")
struct KeyboardOrderTests {
  /// The sheet's base (its top plus its height: the keyboard's top while it rides on one).
  static func base(_ host: HostDriver, at t: Double) -> Double {
    let layout = host.layout(at: t)
    return layout.top + layout.height
  }

  struct Order: CustomTestStringConvertible, Sendable {
    var name: String
    /// The inputs of the run-loop turn in which the keyboard starts to rise, from t = 2.
    var inputs: [(input: HostInput, t: Double)]
    var testDescription: String { name }
  }

  static let orders: [Order] = [
    Order(
      name: "the guide's jump after the notification",
      inputs: [
        (.keyboardWillMove(top: 508, duration: 0.25), 2), (.keyboardTracked(top: 508), 2),
      ]),
    Order(
      name: "the guide's jump before the notification",
      inputs: [
        (.keyboardTracked(top: 508), 2), (.keyboardWillMove(top: 508, duration: 0.25), 2),
      ]),
    Order(
      name: "the guide's jump, the notification 1 ms later in the same turn",
      inputs: [
        (.keyboardTracked(top: 508), 2), (.keyboardWillMove(top: 508, duration: 0.25), 2.001),
      ]),
  ]

  /// The bases on the 120 Hz frames after the keyboard starts to rise, for a modal resting on
  /// `medium`.
  static func bases(_ order: Order) -> [Double] {
    var host = HostDriver.restingModal()
    for (input, t) in order.inputs { host.send(input, at: t) }
    var bases: [Double] = []
    for i in 1...48 {
      let t = 2 + Double(i) / 120
      host.send(.advance, at: t)
      bases.append(base(host, at: t))
    }
    return bases
  }

  @Test("either order rides the keyboard's slide frame by frame", arguments: orders)
  func eitherOrder(order: Order) {
    let expected = Self.bases(Self.orders[0])
    // The reference rises along the slide: part way at 1/8 s, on the keyboard from 1/4 s.
    #expect(expected[14] > 508 + 20 && expected[14] < 844 - 200)
    #expect(abs(expected[47] - 508) < 1e-9)
    let bases = Self.bases(order)
    #expect(bases.count == expected.count)
    for (i, (b, e)) in zip(bases, expected).enumerated() {
      #expect(abs(b - e) <= 0.5, "frame \(i + 1): \(b) vs \(e)")
    }
  }

  @Test("a guide reading no slide follows is applied on the next frame, the clock started for it")
  func pendingReadingAppliedOnTheNextFrame() {
    var host = HostDriver.restingModal()
    host.send(.keyboardTracked(top: 600), at: 2)
    #expect(host.last.contains(.displayClock(running: true)))
    #expect(Self.base(host, at: 2) == 844)  // not yet
    host.send(.advance, at: 2 + 1.0 / 120)
    #expect(host.model.geometry.keyboardTop == 600)
    #expect(Self.base(host, at: 2 + 1.0 / 120) == 600)
    host.frames(from: 2 + 2.0 / 120, to: 2.9)
    #expect(host.log.filter { $0 == .displayClock(running: false) }.count == 1)
    // The guide going back where it was before the frame cancels the reading.
    host.send(.keyboardTracked(top: 650), at: 3)
    host.send(.keyboardTracked(top: 600), at: 3)
    host.send(.advance, at: 3 + 1.0 / 120)
    #expect(host.model.geometry.keyboardTop == 600)
  }

  /// With `.scrollDismissesKeyboard(.interactively)`, UIKit moves the keyboard with the finger
  /// that drags the sheet down: each touch event, the guide's top moves as far as the finger.
  @Test("a keyboard moving under the dragging finger does not move the sheet twice as fast")
  func keyboardUnderTheDraggingFinger() {
    var host = HostDriver.restingModal()
    host.send(.keyboard(top: 508), at: 1.6)
    host.send(.select("large", animated: false), at: 1.6)
    host.frames(from: 1.6, to: 3)
    let top = host.layout(at: 3).top
    #expect(top == 47)
    #expect(Self.base(host, at: 3) == 508)
    host.send(
      .touchDown(touchID: 1, at: SheetPoint(x: 195, y: top + 30), target: .chrome), at: 3.1)
    host.send(.panBegan(touchID: 1, at: SheetPoint(x: 195, y: top + 40)), at: 3.12)
    var t = 3.12
    for k in 1...10 {
      t += 1.0 / 120
      host.send(.keyboardTracked(top: 508 + 10 * Double(k)), at: t)
      host.send(.advance, at: t)
      host.send(.panMoved(touchID: 1, at: SheetPoint(x: 195, y: top + 40 + 10 * Double(k))), at: t)
    }
    // The finger moved 100 pt, and so did the top edge: the base stayed at the drag's start.
    #expect(abs(host.layout(at: t).top - (top + 100)) < 1e-9)
    #expect(host.model.geometry.keyboardTop == 608)
    // At the lift (after a rest, so no throw) the engine learns where the keyboard is, and
    // the sheet rests on it.
    host.send(
      .panEnded(touchID: 1, at: SheetPoint(x: 195, y: top + 140), velocity: nil), at: t + 0.1)
    // No jump at the lift: the base catches up with the keyboard on its curve.
    #expect(abs(host.layout(at: t + 0.1).top - (top + 100)) < 1e-9)
    var previous = top + 100
    var step = 0.0
    var u = t + 0.1
    while u < t + 2 {
      u += 1.0 / 120
      host.send(.advance, at: u)
      step = max(step, abs(host.layout(at: u).top - previous))
      previous = host.layout(at: u).top
    }
    #expect(step < 30)  // the largest move in one frame: a spring's, not a 100 pt jump
    #expect(abs(Self.base(host, at: t + 2) - 608) < 1e-9)
    #expect(host.layout(at: t + 2).phase == .idle)
  }

  @Test("while the content owns the finger, the sheet follows the keyboard as it moves")
  func keyboardUnderContentOwnedDrag() {
    var host = HostDriver.restingModal()
    host.send(.scrollMetrics(ScrollMetrics(contentHeight: 2_000, viewportHeight: 700)), at: 1.6)
    host.send(.keyboard(top: 508), at: 1.6)
    host.send(.select("large", animated: false), at: 1.7)
    host.send(.contentScrolled(offset: 300), at: 1.8)
    host.send(
      .touchDown(touchID: 1, at: SheetPoint(x: 195, y: 300), target: .scrollView), at: 3)
    host.send(.panBegan(touchID: 1, at: SheetPoint(x: 195, y: 310)), at: 3.02)
    host.send(.panMoved(touchID: 1, at: SheetPoint(x: 195, y: 320)), at: 3.03)
    #expect(host.layout(at: 3.03).dragOwner == .content)
    host.send(.keyboardTracked(top: 600), at: 3.04)
    host.send(.advance, at: 3.04)
    #expect(Self.base(host, at: 3.04) == 600)
  }
}
