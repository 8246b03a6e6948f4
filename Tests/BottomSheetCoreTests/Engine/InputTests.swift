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
      (0.0, .down(SheetPoint(x: 195, y: 760), region: nil)),
      (0.05, .move(SheetPoint(x: 195, y: 600))),
      (0.1, .up(SheetPoint(x: 195, y: 560))),
      (0.3, .scroll(offset: 12)),
      (0.4, .setDetent("large", animated: true)),
      (0.6, .context(keyboard, animated: true)),
      (0.9, .decrement),
      (1.2, .increment),
      (1.5, .escape),
      (2.5, .present(animated: false)),
      (2.6, .dismiss(animated: true)),
      (2.7, .down(SheetPoint(x: 1, y: 1), region: .chrome)),
      (2.8, .cancel),
    ]
    for (t, input) in script { a.send(input, time: t) }
    b.touchDown(at: SheetPoint(x: 195, y: 760), time: 0)
    b.touchMoved(to: SheetPoint(x: 195, y: 600), time: 0.05)
    b.touchUp(at: SheetPoint(x: 195, y: 560), time: 0.1)
    b.contentScrolled(offset: 12, time: 0.3)
    b.select("large", animated: true, time: 0.4)
    b.updateContext(keyboard, animated: true, time: 0.6)
    b.accessibilityDecrement(time: 0.9)
    b.accessibilityIncrement(time: 1.2)
    b.accessibilityEscape(time: 1.5)
    b.present(animated: false, time: 2.5)
    b.dismiss(animated: true, time: 2.6)
    b.touchDown(at: SheetPoint(x: 1, y: 1), time: 2.7, region: .chrome)
    b.touchCancelled(time: 2.8)
    #expect(a.pendingEvents == b.pendingEvents)
    #expect(a.pendingEvents.count > 8)
    #expect(a.layout(at: 3) == b.layout(at: 3))
  }

  @Test func finiteness() {
    #expect(!SheetEngine.Input.move(SheetPoint(x: .nan, y: 0)).isFinite)
    #expect(!SheetEngine.Input.scroll(offset: .infinity).isFinite)
    #expect(SheetEngine.Input.escape.isFinite)
  }
}
