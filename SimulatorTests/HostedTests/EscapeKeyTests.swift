@testable import BottomSheetKit
import SwiftUI
import UIKit
import XCTest

/// Device plan 12.12 and 9.23 (issue #35): the hardware keyboard's Escape key acts as a tap
/// outside the sheet. While a presented sheet's backdrop takes taps, its controller lists a key
/// command whose input is `UIKeyCommand.inputEscape` (`UIResponder.keyCommands`: UIKit reads it
/// when a key goes down, along the responder chain from the first responder); a floating card,
/// an undimmed modal and an inline sheet list none (the screen behind keeps the key). The
/// command's action, sent as UIKit sends it (`UIApplication.sendAction(_:to:from:for:)` with no
/// target: from the first responder up its chain), dismisses: the binding is written false once
/// and `onDismiss` runs once.
///
/// The break each catches: no key command (Escape does nothing), one listed for a sheet that
/// does not block (the screen behind loses Escape), a controller that is not in the responder
/// chain once its entrance settled (the command never found), an action that does not dismiss.
final class EscapeKeyTests: XCTestCase {
  @MainActor func test_12_12_escapeKeyActsAsATapOutsideADimmedModal() async throws {
    let model = FixtureModel()
    let (controller, window) = try await present(.modal, detents: [.medium], model: model)
    let escapes = escapeCommands(controller)
    XCTAssertEqual(
      escapes.count, 1,
      "a modal sheet at .medium (the backdrop takes taps): \(escapes.count) Escape key commands "
        + "of \(controller.keyCommands?.count ?? 0) listed")
    let sent = UIApplication.shared.sendAction(
      SheetController<ProbeContent>.escapeKeyAction, to: nil, from: escapes.first, for: nil)
    XCTAssertTrue(
      sent,
      "the Escape command's action, sent from the first responder, found no responder (the "
        + "sheet's controller isFirstResponder \(controller.isFirstResponder))")
    let gone = await Wait.until(3) { SheetProbe.presented(in: window).isEmpty }
    XCTAssertTrue(gone, "Escape: the sheet is still presented 3 s later")
    let written = await Wait.until(1) { model.dismissals == 1 }
    XCTAssertTrue(
      written && model.presentedWrites == [false],
      "Escape: binding writes \(model.presentedWrites), onDismiss \(model.dismissals) times; "
        + "expected [false] and 1")
  }

  @MainActor func test_12_12_noEscapeKeyCommandForAFloatingCard() async throws {
    let (controller, _) = try await present(.floating, detents: [.height(160)])
    XCTAssertEqual(
      escapeCommands(controller).count, 0,
      "a floating card (the screen behind usable) lists an Escape key command")
  }

  @MainActor func test_12_12_noEscapeKeyCommandForAnUndimmedModal() async throws {
    let (controller, _) = try await present(.modal, detents: [.medium], undimmed: true)
    XCTAssertEqual(
      escapeCommands(controller).count, 0,
      "an undimmed modal sheet (bottomSheetBackgroundInteraction(.enabled)) lists an Escape key "
        + "command")
  }

  @MainActor func test_12_12_noEscapeKeyCommandForAnInlineSheet() async throws {
    let sheet = try await ProbeSheet.show(
      detents: [.height(200), .large], selection: .height(200))
    XCTAssertEqual(
      escapeCommands(sheet.controller).count, 0,
      "an inline sheet lists an Escape key command")
  }

  @MainActor private func escapeCommands(_ controller: UIViewController) -> [UIKeyCommand] {
    (controller.keyCommands ?? []).filter { $0.input == UIKeyCommand.inputEscape }
  }

  @MainActor private func present(
    _ style: PresenterStyle, detents: [Detent], undimmed: Bool = false,
    model: FixtureModel = FixtureModel()
  ) async throws -> (UIViewController, UIWindow) {
    let window = try await SuiteWindow.show(
      PlacedPresenterFixture(style: style, detents: detents, undimmed: undimmed, model: model))
    model.isPresented = true
    let resting = await SheetProbe.restingPresented(in: window)
    let (container, _) = try XCTUnwrap(resting, "\(style): the sheet never came to rest")
    await Wait.seconds(0.3)  // the entrance has settled: the controller claims the key focus
    let controller = try XCTUnwrap(SheetProbe.controller(of: container), "no controller")
    return (controller, window)
  }
}
