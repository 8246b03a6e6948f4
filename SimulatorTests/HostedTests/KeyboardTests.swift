@testable import BottomSheetKit
import SwiftUI
import UIKit
import XCTest

/// Device plan 11.15 and 5.1–5.2 (review B-3): a real text field in a modal sheet becomes the
/// first responder; the software keyboard comes up; the sheet rides it and rests with its
/// bottom edge on the keyboard's top (±1 pt): the `.height(300)` detent shows 300 pt above the
/// keyboard as it did above the screen's bottom. When the field resigns, the sheet goes back.
///
/// The software keyboard appears only when the simulator has no hardware keyboard connected:
/// `scripts/simulator-test` disconnects it before it boots the simulator (Simulator > I/O >
/// Keyboard > Connect Hardware Keyboard, `ConnectHardwareKeyboard` in
/// `com.apple.iphonesimulator`). When no keyboard appears the test is skipped, and says why.
///
/// The break it catches: the keyboard's frame taken in the wrong space (screen against
/// container), the base not moved (the sheet hidden under the keyboard), a sheet resting a
/// home-indicator inset above or below the keyboard, or a sheet that does not come back down.
final class KeyboardTests: XCTestCase {
  @MainActor func test_11_15_sheetRestsOnTheSoftwareKeyboard() async throws {
    let model = FixtureModel()
    let window = try await SuiteWindow.show(KeyboardFixture(model: model))
    model.isPresented = true
    let resting = await SheetProbe.restingPresented(in: window)
    let (container, before) = try XCTUnwrap(resting, "the sheet never came to rest")
    let bottom = container.convert(container.bounds, to: nil).maxY
    let shownBefore = bottom - before.minY
    let field = try XCTUnwrap(
      Tree.views(in: window).lazy.compactMap { $0 as? UITextField }
        .first { $0.accessibilityIdentifier == "field" },
      "no text field in the sheet")
    let watch = KeyboardWatch()
    defer { watch.stop() }

    XCTAssertTrue(field.becomeFirstResponder(), "the text field refused to become first responder")
    let shown = await Wait.until(3) { watch.shows > 0 }
    guard shown, let end = watch.shownEnd, end.height > 0 else {
      field.resignFirstResponder()
      throw XCTSkip(
        "no software keyboard within 3 s of becomeFirstResponder (keyboardWillShow posted "
          + "\(watch.shows) times, end frame \(watch.shownEnd?.text ?? "none")): the simulator "
          + "has a hardware keyboard connected. scripts/simulator-test disconnects it before "
          + "booting (defaults write com.apple.iphonesimulator ConnectHardwareKeyboard -bool "
          + "false); a simulator that was already booted keeps its setting until it reboots")
    }
    let screen = try XCTUnwrap(window.windowScene?.screen, "the window has no screen")
    let keyboard = window.convert(end, from: screen.coordinateSpace)
    let onKeyboard = await Wait.resting(quiet: 0.4, timeout: 4) { SheetProbe.sheetFrame(container) }
    let up = try XCTUnwrap(onKeyboard, "with the keyboard up the sheet never came to rest")
    let shownAbove = keyboard.minY - up.minY
    print(
      "11.15 keyboard: end frame \(keyboard.text) in the window; sheet top \(before.minY) → "
        + "\(up.minY); shows \(shownBefore) pt above the container's bottom \(bottom), "
        + "\(shownAbove) pt above the keyboard")
    XCTAssertTrue(
      abs(shownAbove - shownBefore) <= 1,
      "keyboard up (its top at \(keyboard.minY), frame \(keyboard.text)): the sheet's top is at "
        + "\(up.minY), \(shownAbove) pt above the keyboard; it showed \(shownBefore) pt above "
        + "the container's bottom \(bottom) before. Expected the same ±1 pt: its bottom edge on "
        + "the keyboard's top (off by \(shownAbove - shownBefore) pt)")
    let fieldFrame = field.convert(field.bounds, to: nil)
    XCTAssertTrue(
      fieldFrame.maxY <= keyboard.minY + 0.5,
      "the focused field \(fieldFrame.text) reaches below the keyboard's top \(keyboard.minY)")

    field.resignFirstResponder()
    _ = await Wait.until(3) { watch.hides > 0 }
    await Wait.seconds(0.1)
    let down = await Wait.resting(quiet: 0.4, timeout: 4) { SheetProbe.sheetFrame(container) }
    let after = try XCTUnwrap(down, "after the keyboard left the sheet never came to rest")
    XCTAssertTrue(
      abs(after.minY - before.minY) <= 1,
      "the keyboard left (\(watch.hides) will-hide): the sheet's top rests at \(after.minY), "
        + "it rested at \(before.minY) before the keyboard")
  }
}
