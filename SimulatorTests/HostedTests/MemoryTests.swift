@testable import BottomSheetKit
import SwiftUI
import UIKit
import XCTest

/// Device plan 6.3 and 9.13: no sheet controller outlives its screen. Each test holds the sheet's
/// controller weakly, takes the screen away, and waits for the controller to be freed.
///
/// The break each catches: a keep-alive that never lets go, a display link or an observer that
/// retains the controller; and the 2026-11-28 review's F11: an inline sheet inside a
/// presentation is never released, because its keep-alive waits for
/// `presentingViewController == nil`, which is inherited and never nil there.
final class MemoryTests: XCTestCase {
  @MainActor func test_6_3_modalSheetControllerIsFreedWithItsPoppedPresenter() async throws {
    let model = FixtureModel()
    let window = try await SuiteWindow.show(PresenterFixture(style: .modal, model: model))
    model.pushed = true
    await Wait.seconds(0.8)
    weak var controller: UIViewController?
    for round in 1...3 {
      model.isPresented = true
      let resting = await SheetProbe.restingPresented(in: window)
      let (container, _) = try XCTUnwrap(resting, "round \(round): the sheet never rested")
      controller = SheetProbe.controller(of: container)
      model.isPresented = false
      _ = await Wait.until(3) { SheetProbe.presented(in: window).isEmpty }
    }
    XCTAssertTrue(controller != nil, "no sheet controller was found")
    model.pushed = false  // the modifier goes with the popped screen
    let freed = await Wait.until(3) { controller == nil }
    XCTAssertTrue(
      freed,
      "3 s after its presenter was popped (3 presentations, \(model.dismissals) onDismiss "
        + "calls), the sheet's controller \(controller.map(Tree.name) ?? "") is still alive")
  }

  @MainActor func test_9_13_inlineSheetControllerIsFreedWithAppleSheet() async throws {
    let model = FixtureModel()
    let window = try await SuiteWindow.show(PlacementFixture(placement: .appleSheet, model: model))
    model.showsAppleSheet = true
    let resting = await SheetProbe.restingInline(in: window)
    let (container, _) = try XCTUnwrap(resting, "the inline sheet never came to rest")
    let controller = WeakBox(SheetProbe.controller(of: container))
    XCTAssertTrue(controller.object != nil, "no controller for the inline sheet")
    model.showsAppleSheet = false
    let freed = await Wait.until(4) { controller.object == nil }
    XCTAssertTrue(
      freed,
      "4 s after Apple's sheet holding it closed, the inline sheet's controller "
        + "\(controller.object.map(Tree.name) ?? "") is still alive")
  }
}
