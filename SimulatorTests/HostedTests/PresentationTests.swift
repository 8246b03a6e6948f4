@testable import BottomSheetKit
import SwiftUI
import UIKit
import XCTest

/// Device plan 1.2 and 7.1: modal and floating sheets are presented above everything. A sheet
/// presented from a screen pushed in a navigation stack inside a tab view is the top of the
/// window's presentation chain, its container (and backdrop) covers the window exactly, and a
/// touch on the tab bar or the navigation bar reaches the sheet's container, not the bars.
///
/// The break each catches: a sheet added inside the presenter's view (under the bars, clipped
/// to the tab's content), a container sized to the presenter rather than the window, or a
/// presentation from a controller that is not the top of the chain (UIKit refuses it).
final class PresentationTests: XCTestCase {
  @MainActor func test_1_2_modalSheetIsAboveTabAndNavigationBars() async throws {
    let (window, container, sheet) = try await present(.modal)
    checkTopAndBackdrop(window, container)
    for bar in bars(in: window) {
      let frame = bar.convert(bar.bounds, to: nil)
      let point = CGPoint(x: frame.midX, y: frame.midY)
      let hit = window.hitTest(point, with: nil)
      XCTAssertTrue(
        SheetProbe.lands(hit, in: container),
        "\(type(of: bar)) \(frame.text), behind a modal sheet \(sheet.text): window.hitTest at "
          + "\(point.text) returned \(Tree.describe(hit)); expected the sheet's container "
          + "(its backdrop blocks the bars)")
    }
    let found = bars(in: window)
    XCTAssertTrue(
      found.contains { $0 is UITabBar } && found.contains { $0 is UINavigationBar },
      "expected a tab bar and a navigation bar behind the sheet; found "
        + "\(found.map { Tree.describe($0) })")
  }

  @MainActor func test_7_1_floatingSheetIsAboveTheTabBar() async throws {
    let (window, container, card) = try await present(.floating)
    checkTopAndBackdrop(window, container)
    let tabBar = try XCTUnwrap(
      bars(in: window).first { $0 is UITabBar }, "no tab bar in the fixture")
    let tabFrame = tabBar.convert(tabBar.bounds, to: nil)
    // Where the card and the tab bar overlap, the card takes the touch; else, at its centre.
    let overlap = card.intersection(tabFrame)
    let target = overlap.isNull || overlap.isEmpty ? card : overlap
    let point = CGPoint(x: target.midX, y: target.midY)
    let hit = window.hitTest(point, with: nil)
    XCTAssertTrue(
      SheetProbe.lands(hit, in: container.sheetView),
      "floating card \(card.text) over the tab bar \(tabFrame.text): window.hitTest at "
        + "\(point.text) returned \(Tree.describe(hit)); expected the card")
  }

  @MainActor private func present(
    _ style: PresenterStyle
  ) async throws -> (UIWindow, SheetContainerView, CGRect) {
    let model = FixtureModel()
    let window = try await SuiteWindow.show(PresenterFixture(style: style, model: model))
    model.pushed = true
    _ = await Wait.until(2) { MarkerUIView.find("presenter", in: window) != nil }
    await Wait.seconds(0.6)  // the push's transition
    model.isPresented = true
    let resting = await SheetProbe.restingPresented(in: window)
    let (container, sheet) = try XCTUnwrap(
      resting,
      "\(style): no presented sheet came to rest within 4 s of isPresented = true; top "
        + "controller: \(SheetProbe.topPresented(in: window).map(Tree.name) ?? "nil")")
    return (window, container, sheet)
  }

  @MainActor private func checkTopAndBackdrop(_ window: UIWindow, _ container: SheetContainerView) {
    let top = SheetProbe.topPresented(in: window)
    XCTAssertTrue(
      top?.viewIfLoaded === container,
      "the top of the window's presentation chain is \(top.map(Tree.name) ?? "nil") with view "
        + "\(Tree.describe(top?.viewIfLoaded)); expected the sheet's controller")
    let backdrop = container.backdrop.convert(container.backdrop.bounds, to: nil)
    XCTAssertTrue(
      backdrop.isClose(to: window.bounds, tolerance: 0.5),
      "backdrop frame in the window \(backdrop.text); expected the window's bounds "
        + "\(window.bounds.text)")
  }

  @MainActor private func bars(in window: UIWindow) -> [UIView] {
    Tree.views(in: window).filter {
      ($0 is UITabBar || $0 is UINavigationBar) && !$0.isHidden && $0.window != nil
        && !$0.convert($0.bounds, to: nil).intersection(window.bounds).isEmpty
        && !$0.isDescendant(of: SheetProbe.presented(in: window).first ?? UIView())
    }
  }
}
