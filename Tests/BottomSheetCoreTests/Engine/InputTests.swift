@testable import BottomSheetCore
import Testing

@Suite("Input vocabulary")
struct InputTests {
  @Test func sendingInputsIsCallingTheMethods() {
    var a = engine(.modal, [.height(120), .medium, .large])
    var b = a
    var keyboard = phone
    keyboard.keyboardHeight = 300
    let script: [(Double, SheetEngine.Input)] = [
      (0.0, .touchDown(at: SheetPoint(x: 195, y: 760), region: nil)),
      (0.05, .touchMoved(to: SheetPoint(x: 195, y: 600))),
      (0.1, .touchUp(at: SheetPoint(x: 195, y: 560))),
      (0.3, .contentScrolled(offset: 12)),
      (0.4, .select("large", animated: true)),
      (0.6, .updateContext(keyboard, animated: true)),
      (0.9, .accessibilityDecrement),
      (1.2, .accessibilityIncrement),
      (1.5, .accessibilityEscape),
      (2.5, .present(animated: false)),
      (2.6, .dismiss(animated: true)),
      (2.7, .touchDown(at: SheetPoint(x: 1, y: 1), region: .chrome)),
      (2.8, .touchCancelled),
    ]
    for (t, input) in script { a.send(input, at: t) }
    b.send(.touchDown(at: SheetPoint(x: 195, y: 760)), at: 0)
    b.send(.touchMoved(to: SheetPoint(x: 195, y: 600)), at: 0.05)
    b.send(.touchUp(at: SheetPoint(x: 195, y: 560)), at: 0.1)
    b.send(.contentScrolled(offset: 12), at: 0.3)
    b.send(.select("large", animated: true), at: 0.4)
    b.send(.updateContext(keyboard, animated: true), at: 0.6)
    b.send(.accessibilityDecrement, at: 0.9)
    b.send(.accessibilityIncrement, at: 1.2)
    b.send(.accessibilityEscape, at: 1.5)
    b.send(.present(animated: false), at: 2.5)
    b.send(.dismiss(animated: true), at: 2.6)
    b.send(.touchDown(at: SheetPoint(x: 1, y: 1), region: .chrome), at: 2.7)
    b.send(.touchCancelled, at: 2.8)
    #expect(a.pendingEvents == b.pendingEvents)
    #expect(a.pendingEvents.count > 8)
    #expect(a.layout(at: 3) == b.layout(at: 3))
  }

  @Test func finiteness() {
    #expect(!SheetEngine.Input.touchMoved(to: SheetPoint(x: .nan, y: 0)).isFinite)
    #expect(!SheetEngine.Input.contentScrolled(offset: .infinity).isFinite)
    #expect(SheetEngine.Input.accessibilityEscape.isFinite)
  }
}
