@testable import BottomSheetKit
import SwiftUI
import UIKit
import XCTest

/// Device plan 11.6 (review A-F6): while a modal sheet is up, the status bar, the home indicator
/// and the deferred screen edges stay as the screen behind wants them. The screen behind is a
/// UIKit controller that hides the status bar and the home indicator and defers the bottom
/// edge (``ScreenBehindController``). The test resolves each property as UIKit does, from the
/// top of the window's presentation chain through its `childFor…` chain, and reads what UIKit
/// applied to the status bar (`UIStatusBarManager.isStatusBarHidden`).
///
/// The break it catches: the sheet's controller answering UIKit's defaults (the status bar and
/// the home indicator reappear over a video or a game while a sheet is up, the bottom edge's
/// gesture fires at once).
final class ScreenBehindTests: XCTestCase {
  @MainActor func test_11_6_sheetKeepsTheScreenBehindsStatusBarAndHomeIndicator() async throws {
    let model = FixtureModel()
    let window = try await SuiteWindow.show(controller: ScreenBehindController(model: model))
    let manager = try XCTUnwrap(window.windowScene?.statusBarManager, "no status bar manager")
    window.rootViewController?.setNeedsStatusBarAppearanceUpdate()
    let hiddenFirst = await Wait.until(1) { manager.isStatusBarHidden }
    XCTAssertTrue(
      hiddenFirst,
      "before the sheet: the screen hides the status bar, but UIKit shows it (fixture broken)")
    model.isPresented = true
    let resting = await SheetProbe.restingPresented(in: window)
    let (container, _) = try XCTUnwrap(resting, "the sheet never came to rest")
    let top = try XCTUnwrap(SheetProbe.topPresented(in: window), "no top controller")
    XCTAssertTrue(
      top.viewIfLoaded === container,
      "the top of the presentation chain is \(Tree.name(top)), not the sheet's controller")
    let statusBar = resolved(top) { $0.childForStatusBarHidden }
    let homeIndicator = resolved(top) { $0.childForHomeIndicatorAutoHidden }
    let edges = resolved(top) { $0.childForScreenEdgesDeferringSystemGestures }
    XCTAssertTrue(
      statusBar.prefersStatusBarHidden,
      "prefersStatusBarHidden resolved from the top (\(Tree.name(statusBar))) is false; the "
        + "screen behind says true")
    XCTAssertTrue(
      homeIndicator.prefersHomeIndicatorAutoHidden,
      "prefersHomeIndicatorAutoHidden resolved from the top (\(Tree.name(homeIndicator))) is "
        + "false; the screen behind says true")
    XCTAssertEqual(
      edges.preferredScreenEdgesDeferringSystemGestures.rawValue, UIRectEdge.bottom.rawValue,
      "preferredScreenEdgesDeferringSystemGestures resolved from the top "
        + "(\(Tree.name(edges))), as raw values (bottom is \(UIRectEdge.bottom.rawValue))")
    let stillHidden = await Wait.until(1) { manager.isStatusBarHidden }
    XCTAssertTrue(stillHidden, "with the sheet up, UIKit shows the status bar")
    print(
      "11.6: top \(Tree.name(top)); status bar hidden \(statusBar.prefersStatusBarHidden) "
        + "(manager \(manager.isStatusBarHidden)), home indicator hidden "
        + "\(homeIndicator.prefersHomeIndicatorAutoHidden), deferred edges "
        + "\(edges.preferredScreenEdgesDeferringSystemGestures.rawValue)")
  }

  /// The end of a `childFor…` chain from `top`, as UIKit follows it.
  @MainActor private func resolved(
    _ top: UIViewController, _ next: (UIViewController) -> UIViewController?
  ) -> UIViewController {
    var current = top
    for _ in 0..<16 {
      guard let child = next(current), child !== current else { break }
      current = child
    }
    return current
  }
}
