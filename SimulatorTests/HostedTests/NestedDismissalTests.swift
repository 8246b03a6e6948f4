@testable import BottomSheetKit
import SwiftUI
import UIKit
import XCTest

/// Device plan 11.2 (review A-F2, A-F16, the host's `dismissedByPlatform`) with nested sheets: a
/// bottom sheet presented from another's content, both taken away by UIKit when the app
/// dismisses from the window's root (`dismiss(animated:completion:)` on a lower controller takes
/// every presentation above it; the intermediate one is "simply removed from the stack").
/// Each sheet writes its binding false exactly once and calls `onDismiss` exactly once, and the
/// outer one presents again.
///
/// The break it catches: the inner sheet's `onDismiss` lost with the outer content that held its
/// modifier, a binding written twice (once by the parent's leaving, once by UIKit's removal) or
/// never, or a sheet that cannot be presented again.
final class NestedDismissalTests: XCTestCase {
  @MainActor func test_11_2_rootDismissEndsBothNestedSheetsOnceEach() async throws {
    let model = NestedModel()
    let window = try await SuiteWindow.show(NestedFixture(model: model))
    model.outer = true
    let outer = await SheetProbe.restingPresented(in: window)
    _ = try XCTUnwrap(outer, "the outer sheet never came to rest")
    model.inner = true
    let two = await Wait.until(3) { SheetProbe.presented(in: window).count == 2 }
    XCTAssertTrue(
      two, "the inner sheet: \(SheetProbe.presented(in: window).count) sheets presented, not 2")
    let inner = await SheetProbe.restingPresented(in: window)
    _ = try XCTUnwrap(inner, "the inner sheet never came to rest")

    window.rootViewController?.dismiss(animated: false)
    let gone = await Wait.until(2) { SheetProbe.presented(in: window).isEmpty }
    XCTAssertTrue(
      gone,
      "rootViewController.dismiss(animated: false): \(SheetProbe.presented(in: window).count) "
        + "sheets still presented 2 s later")
    _ = await Wait.until(2) { model.outerDismissals >= 1 && model.innerDismissals >= 1 }
    await Wait.seconds(0.5)  // anything written twice would be by now
    let seen =
      "outer writes \(model.outerWrites), onDismiss \(model.outerDismissals); inner writes "
      + "\(model.innerWrites), onDismiss \(model.innerDismissals)"
    print("11.2 nested: \(seen)")
    XCTAssertEqual(model.outerWrites, [false], "outer binding writes, in order (\(seen))")
    XCTAssertEqual(model.innerWrites, [false], "inner binding writes, in order (\(seen))")
    XCTAssertEqual(model.outerDismissals, 1, "outer onDismiss calls (\(seen))")
    XCTAssertEqual(model.innerDismissals, 1, "inner onDismiss calls (\(seen))")

    model.outer = true
    let again = await SheetProbe.restingPresented(in: window)
    XCTAssertTrue(again != nil, "outer = true after the dismissal: no sheet at rest 4 s later")
  }
}
