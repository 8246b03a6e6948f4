@_spi(Lab) @testable import BottomSheetCore
import Testing

@Suite("Input vocabulary")
struct InputTests {
  /// The one door dispatches each input to its operation: sending a script is calling the
  /// operations in the same order at the same times.
  @Test func sendingInputsIsCallingTheOperations() {
    var a = engine(.modal, [.height(120), .medium, .large])
    var b = a
    var keyboard = phone
    keyboard.keyboardHeight = 300
    var rounder = a.configuration
    rounder.cornerRadius = 30
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
      (2.9, .updateConfiguration(rounder, animated: true)),
      (3.5, .advance),
    ]
    for (t, input) in script { a.send(input, at: t) }
    // The operations the door dispatches to (internal), called directly.
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
    b.updateConfiguration(rounder, animated: true, time: 2.9)
    b.advance(to: 3.5)
    #expect(a.pendingEvents == b.pendingEvents)
    #expect(a.pendingEvents.count > 8)
    #expect(a.layout(at: 3) == b.layout(at: 3))
    #expect(a.time == 3.5 && b.time == 3.5)
    #expect(a.configuration.cornerRadius == 30)
  }

  @Test func finiteness() {
    #expect(!SheetEngine.Input.touchMoved(to: SheetPoint(x: .nan, y: 0)).isFinite)
    #expect(!SheetEngine.Input.contentScrolled(offset: .infinity).isFinite)
    #expect(SheetEngine.Input.accessibilityEscape.isFinite)
  }
}
