import BottomSheetCore
@_spi(Lab) import BottomSheetHost
import Testing

/// The iPad's undocked, split and floating keyboards (the touches review's finding 10a): only a
/// keyboard docked at the container's bottom lifts the sheet.
@Suite("Host: floating keyboards")
struct KeyboardDockTests {
  struct KeyboardRow: CustomTestStringConvertible, Sendable {
    var name: String
    var frame: SheetRect
    var reading: KeyboardReading
    var testDescription: String { name }
  }

  static let floatingKeyboards: [KeyboardRow] = [
    KeyboardRow(
      name: "docked", frame: SheetRect(x: 0, y: 508, width: 390, height: 336), reading: .top(508)),
    KeyboardRow(
      name: "docked, half a point short of the bottom",
      frame: SheetRect(x: 0, y: 508, width: 390, height: 335.5), reading: .top(508)),
    KeyboardRow(
      name: "docked below a Stage Manager window that ends above the screen's bottom",
      frame: SheetRect(x: -100, y: 600, width: 1_024, height: 400), reading: .top(600)),
    KeyboardRow(
      name: "floating (pinched), in the middle of the screen",
      frame: SheetRect(x: 30, y: 400, width: 320, height: 250), reading: .hidden),
    KeyboardRow(
      name: "undocked, raised above the bottom",
      frame: SheetRect(x: 0, y: 300, width: 390, height: 300), reading: .hidden),
    KeyboardRow(
      name: "split: UIKit's odd end frame",
      frame: SheetRect(x: 0, y: -264, width: 768, height: 304),
      reading: .hidden),
  ]

  @Test(
    "a keyboard counts only when it is docked at the container's bottom",
    arguments: floatingKeyboards)
  func dockedOnly(row: KeyboardRow) {
    let reading = SheetHostModel.keyboardReading(
      frame: row.frame, containerSize: phoneSize, isLocal: true, isKeyWindow: true)
    #expect(reading == row.reading)
  }

  @Test("a floating keyboard leaves the sheet where it rests")
  func floatingKeyboardMovesNothing() {
    var host = HostDriver.restingModal()
    let reading = SheetHostModel.keyboardReading(
      frame: SheetRect(x: 30, y: 400, width: 320, height: 250), containerSize: phoneSize,
      isLocal: true, isKeyWindow: true)
    host.send(.keyboardWillMove(top: reading.top, duration: 0.25), at: 2)
    host.frames(from: 2, to: 3)
    #expect(host.layout(at: 3).top == 445.5)
  }
}
