@testable import BottomSheetKit
import SwiftUI
import UIKit
import XCTest

/// Device plan 12.1 to 12.4 (issue #35): in a regular-width, regular-height window each kind of
/// sheet takes its iPad layout (`docs/IPAD.md`: the rule table), measured in the window against
/// UIKit's own state and the fixture's markers. An inline sheet is a panel on the leading edge,
/// 375 pt wide, 10 pt inside the safe area at its side and bottom, all four corners rounded; a
/// touch beside it reaches the screen, whose safe area grows on the panel's side (and only
/// there). A modal sheet is a 540 × 620-pt form sheet centred in the safe area, over a backdrop
/// that covers the window. A floating card is at most 480 pt wide, at the bottom centre.
///
/// Each test reads the window's size classes first and is skipped, saying so, on a simulator
/// that is not an iPad full screen (`scripts/simulator-test --device "iPad Air 11-inch (M2)"`).
///
/// The break each catches: the layer drawing the phone's full-width bottom sheet whatever the
/// engine placed (the frame's x and width ignored), a panel with square bottom corners, a
/// panel's container taking the touches beside it, the inset applied to the bottom (or not at
/// all), a form sheet stretched to the window or attached to its bottom, an unbounded card.
final class IPadLayoutTests: XCTestCase {
  @MainActor func test_12_1_inlineSheetIsALeadingSidePanel() async throws {
    let (window, container, panel) = try await sidePanel()
    let safe = window.safeAreaInsets
    let expectedBottom = window.bounds.height - safe.bottom - 10
    XCTAssertTrue(
      abs(panel.minX - (safe.left + 10)) <= 0.5 && abs(panel.width - 375) <= 0.5,
      "side panel \(panel.text) in \(SizeClasses.describe(window)): expected x \(safe.left + 10) "
        + "(10 pt inside the left safe area \(safe.left)) and width 375")
    XCTAssertTrue(
      abs(panel.maxY - expectedBottom) <= 0.5,
      "side panel \(panel.text): its bottom edge is at \(panel.maxY); expected 10 pt above the "
        + "bottom safe area, \(expectedBottom)")
    XCTAssertTrue(
      panel.minY >= safe.top + 10 - 0.5,
      "side panel \(panel.text): its top \(panel.minY) is above the top safe area + 10 "
        + "(\(safe.top + 10))")
    let layer = container.sheetView.layer
    let all: CACornerMask = [
      .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
    let rounded =
      layer.mask != nil || (layer.cornerRadius > 0 && layer.maskedCorners.contains(all))
    XCTAssertTrue(
      rounded,
      "side panel \(panel.text): corner radius \(layer.cornerRadius), rounded corners "
        + "\(layer.maskedCorners.rawValue) of 15, no outline mask; expected all four rounded")
  }

  @MainActor func test_12_2_tapBesideTheSidePanelReachesTheScreen() async throws {
    let (window, container, panel) = try await sidePanel()
    let behind = try XCTUnwrap(MarkerUIView.find("behind", in: window), "no screen marker")
    let safe = try XCTUnwrap(MarkerUIView.find("safe", in: window), "no safe-area marker")
    let point = CGPoint(x: (panel.maxX + window.bounds.maxX) / 2, y: panel.midY)
    let hit = window.hitTest(point, with: nil)
    XCTAssertTrue(
      SheetProbe.lands(hit, in: behind) || SheetProbe.lands(hit, in: safe),
      "window.hitTest at \(point.text), beside the side panel \(panel.text), returned "
        + "\(Tree.describe(hit)); expected the screen's marker (a panel has no backdrop)")
    let inside = CGPoint(x: panel.midX, y: panel.midY)
    let hitInside = window.hitTest(inside, with: nil)
    XCTAssertTrue(
      SheetProbe.lands(hitInside, in: container),
      "window.hitTest at \(inside.text), inside the side panel, returned "
        + "\(Tree.describe(hitInside)); expected the sheet's container")
  }

  @MainActor func test_12_2_screenSafeAreaGrowsOnThePanelsSide() async throws {
    let (window, _, panel) = try await sidePanel()
    let marker = try XCTUnwrap(MarkerUIView.find("safe", in: window), "no safe-area marker")
    // The inset is applied once the sheet rests: give SwiftUI a layout pass.
    await Wait.seconds(0.3)
    let safe = marker.windowFrame
    let safeBottom = window.bounds.height - window.safeAreaInsets.bottom
    print("12.2 inset: panel \(panel.text), the screen's safe area \(safe.text)")
    XCTAssertTrue(
      safe.minX >= panel.maxX - 0.5,
      "the screen's safe area \(safe.text) starts at x \(safe.minX), under the side panel "
        + "\(panel.text) (its right edge \(panel.maxX)): bottomSheetSafeAreaInset did not inset "
        + "the panel's side")
    XCTAssertTrue(
      abs(safe.maxY - safeBottom) <= 0.5,
      "the screen's safe area \(safe.text) ends at y \(safe.maxY); with a side panel the bottom "
        + "is not inset: expected the window's bottom safe area \(safeBottom)")
  }

  @MainActor func test_12_3_modalIsACentredFormSheetOverTheBackdrop() async throws {
    let window = try SuiteWindow.key()
    try SizeClasses.requireRegular(window)
    let (container, form) = try await present(.modal, detents: [.medium, .large])
    let safeArea = safeArea(of: window)
    XCTAssertTrue(
      abs(form.width - 540) <= 0.5 && abs(form.height - 620) <= 0.5,
      "form sheet \(form.text) in \(SizeClasses.describe(window)): expected 540 × 620")
    XCTAssertTrue(
      abs(form.midX - safeArea.midX) <= 0.5 && abs(form.midY - safeArea.midY) <= 0.5,
      "form sheet \(form.text), centre \(CGPoint(x: form.midX, y: form.midY).text); expected "
        + "the safe area's centre \(CGPoint(x: safeArea.midX, y: safeArea.midY).text)")
    let backdrop = container.backdrop.convert(container.backdrop.bounds, to: nil)
    XCTAssertTrue(
      backdrop.isClose(to: window.bounds, tolerance: 0.5) && container.backdrop.alpha > 0,
      "the form sheet's backdrop \(backdrop.text), alpha \(container.backdrop.alpha): expected "
        + "the window's bounds \(window.bounds.text), shown")
    let beside = CGPoint(x: (window.bounds.minX + form.minX) / 2, y: form.midY)
    let hit = window.hitTest(beside, with: nil)
    XCTAssertTrue(
      SheetProbe.lands(hit, in: container),
      "window.hitTest at \(beside.text), beside the form sheet, returned \(Tree.describe(hit)); "
        + "expected the backdrop (the sheet's container)")
  }

  @MainActor func test_12_4_floatingCardIsBoundedAndCentred() async throws {
    let window = try SuiteWindow.key()
    try SizeClasses.requireRegular(window)
    let (_, card) = try await present(.floating, detents: [.height(160)])
    let safeArea = safeArea(of: window)
    XCTAssertTrue(
      card.width <= 480 + 0.5 && card.width > 0,
      "floating card \(card.text) in \(SizeClasses.describe(window)): expected at most 480 wide")
    XCTAssertTrue(
      abs(card.midX - safeArea.midX) <= 0.5,
      "floating card \(card.text): centre x \(card.midX); expected the safe area's \(safeArea.midX)"
    )
    XCTAssertTrue(
      card.maxY <= safeArea.maxY + 0.5,
      "floating card \(card.text) ends at \(card.maxY), below the bottom safe area "
        + "\(safeArea.maxY)")
  }

  /// The window's safe area, in its space.
  @MainActor private func safeArea(of window: UIWindow) -> CGRect {
    let insets = window.safeAreaInsets
    return CGRect(
      x: insets.left, y: insets.top, width: window.bounds.width - insets.left - insets.right,
      height: window.bounds.height - insets.top - insets.bottom)
  }

  /// The inline side panel at rest on `.medium` of `.medium`, `.large`; skipped unless iPad.
  @MainActor private func sidePanel() async throws -> (UIWindow, SheetContainerView, CGRect) {
    try SizeClasses.requireRegular(try SuiteWindow.key())
    let model = FixtureModel()
    model.inlineDetents = [.medium, .large]
    model.selection = .medium
    let window = try await SuiteWindow.show(SidePanelFixture(model: model))
    try SizeClasses.requireRegular(window)
    let resting = await SheetProbe.restingInline(in: window)
    let (container, panel) = try XCTUnwrap(resting, "the inline sheet never came to rest")
    return (window, container, panel)
  }

  @MainActor private func present(
    _ style: PresenterStyle, detents: [Detent]
  ) async throws -> (SheetContainerView, CGRect) {
    let model = FixtureModel()
    let window = try await SuiteWindow.show(
      PlacedPresenterFixture(style: style, detents: detents, model: model))
    model.isPresented = true
    let resting = await SheetProbe.restingPresented(in: window)
    return try XCTUnwrap(resting, "\(style): no presented sheet came to rest within 4 s")
  }
}
