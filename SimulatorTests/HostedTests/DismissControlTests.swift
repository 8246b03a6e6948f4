@testable import BottomSheetKit
import SwiftUI
import UIKit
import XCTest

/// Device plan 4.5 and 7.11: the accessibility ways out of a modal sheet, through UIKit's own
/// entry points. VoiceOver's escape (two-finger Z) calls `accessibilityPerformEscape()` on the
/// sheet's container; the dim is a "Dismiss" button VoiceOver activates with
/// `accessibilityActivate()`. Both dismiss the sheet: the binding is written false and
/// `onDismiss` runs once. An inline sheet lets the escape through (returns false).
///
/// The break each catches: an escape or an activation that does nothing (or dismisses without
/// writing the binding), a dim that is not an accessibility element while it blocks, and an
/// inline sheet that swallows the escape the navigation stack behind it should get.
final class DismissControlTests: XCTestCase {
  @MainActor func test_4_5_escapeDismissesTheModalSheet() async throws {
    let (window, model, container) = try await presentedModal()
    let handled = container.accessibilityPerformEscape()
    XCTAssertTrue(handled, "accessibilityPerformEscape() on the modal sheet returned false")
    try await checkDismissed(window, model, by: "the escape")
  }

  @MainActor func test_7_11_dimIsADismissButtonWhileItBlocks() async throws {
    let (window, model, container) = try await presentedModal()
    let dim = container.backdrop
    XCTAssertTrue(
      dim.isAccessibilityElement && dim.accessibilityTraits.contains(.button)
        && !(dim.accessibilityLabel ?? "").isEmpty,
      "the dim of a modal sheet at rest: isAccessibilityElement \(dim.isAccessibilityElement), "
        + "button trait \(dim.accessibilityTraits.contains(.button)), label "
        + "\"\(dim.accessibilityLabel ?? "")\"; expected a labelled button")
    XCTAssertTrue(dim.accessibilityActivate(), "accessibilityActivate() on the dim returned false")
    try await checkDismissed(window, model, by: "activating the dim")
  }

  @MainActor func test_4_6_inlineSheetLetsTheEscapeThrough() async throws {
    let model = FixtureModel()
    let window = try await SuiteWindow.show(PlacementFixture(placement: .pushed, model: model))
    model.pushed = true
    let resting = await SheetProbe.restingInline(in: window)
    let (container, _) = try XCTUnwrap(resting, "the inline sheet never came to rest")
    XCTAssertFalse(
      container.accessibilityPerformEscape(),
      "an inline sheet took VoiceOver's escape; it belongs to the navigation stack behind it")
  }

  @MainActor private func presentedModal() async throws
    -> (UIWindow, FixtureModel, SheetContainerView)
  {
    let model = FixtureModel()
    let window = try await SuiteWindow.show(PresenterFixture(style: .modal, model: model))
    model.pushed = true
    await Wait.seconds(0.8)
    model.isPresented = true
    let resting = await SheetProbe.restingPresented(in: window)
    let (container, _) = try XCTUnwrap(resting, "the modal sheet never came to rest")
    await Wait.seconds(0.3)  // the entrance has settled: the dim takes taps and activation
    return (window, model, container)
  }

  @MainActor private func checkDismissed(
    _ window: UIWindow, _ model: FixtureModel, by action: String,
    file: StaticString = #filePath, line: UInt = #line
  ) async throws {
    let gone = await Wait.until(3) { SheetProbe.presented(in: window).isEmpty }
    XCTAssertTrue(gone, "\(action): the sheet is still presented 3 s later", file: file, line: line)
    let written = await Wait.until(1) { !model.isPresented && model.dismissals == 1 }
    XCTAssertTrue(
      written,
      "\(action): isPresented = \(model.isPresented), onDismiss ran \(model.dismissals) times; "
        + "expected false and 1",
      file: file, line: line)
  }
}
