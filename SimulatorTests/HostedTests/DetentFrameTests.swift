@testable import BottomSheetKit
import SwiftUI
import UIKit
import XCTest

/// Device plan 1.1, 1.9, 3.5, 9.10 and 10.1: where an inline sheet rests, for each kind of
/// detent, measured after layout in the window's space against UIKit views the fixture placed
/// (markers), never against the engine's own numbers.
///
/// The break each catches: a detent resolved in the wrong space or against the wrong height.
/// The 2026-11-28 review's F3: `.anchor` detents measured from the hosted screen's safe-area
/// origin, so the sheet rests a top safe-area inset (about 59 pt; 103 pt under a navigation
/// bar) above the anchor view's bottom edge.
final class DetentFrameTests: XCTestCase {
  @MainActor func test_1_9_heightDetentIsTheVisibleHeight() async throws {
    let (window, _, container, sheet) = try await rest(
      detents: [.height(300)], selection: .height(300))
    let bottom = container.convert(container.bounds, to: nil).maxY
    let visible = bottom - sheet.minY
    XCTAssertTrue(
      abs(visible - 300) <= 0.5,
      ".height(300), opaque look: the sheet shows \(visible) pt (top \(sheet.minY), container "
        + "bottom \(bottom), window \(window.bounds.text))")
  }

  @MainActor func test_1_1_mediumIsHalfOfLarge() async throws {
    let (window, model, container, medium) = try await rest(
      detents: [.medium, .large], selection: .medium)
    let bottom = container.convert(container.bounds, to: nil).maxY
    model.selection = .large
    await Wait.seconds(0.1)
    let resting = await Wait.resting { SheetProbe.sheetFrame(container) }
    let large = try XCTUnwrap(resting, "never came to rest at .large")
    let mediumHeight = bottom - medium.minY
    let largeHeight = bottom - large.minY
    XCTAssertTrue(
      abs(mediumHeight - largeHeight / 2) <= 1,
      ".medium shows \(mediumHeight) pt, .large \(largeHeight) pt: expected half")
    XCTAssertTrue(
      large.minY >= window.safeAreaInsets.top - 0.5,
      ".large's top edge \(large.minY) is above the top safe area \(window.safeAreaInsets.top)")
  }

  @MainActor func test_10_6_customDetentIsAQuarterOfTheMaximum() async throws {
    let quarter = Detent.custom("quarter") { $0.maximumHeight / 4 }
    let (_, model, container, low) = try await rest(
      detents: [quarter, .large], selection: quarter)
    let bottom = container.convert(container.bounds, to: nil).maxY
    model.selection = .large
    await Wait.seconds(0.1)
    let resting = await Wait.resting { SheetProbe.sheetFrame(container) }
    let large = try XCTUnwrap(resting, "never came to rest at .large")
    let quarterHeight = bottom - low.minY
    let largeHeight = bottom - large.minY
    XCTAssertTrue(
      abs(quarterHeight - largeHeight / 4) <= 1,
      ".custom(maximumHeight / 4) shows \(quarterHeight) pt, .large \(largeHeight) pt: "
        + "expected a quarter (opaque look: no safe area added)")
  }

  @MainActor func test_9_10_anchorDetentSitsOnTheHeaderBottomAtTheRoot() async throws {
    try await checkAnchor(pushed: false)
  }

  @MainActor func test_9_10_anchorDetentSitsOnTheHeaderBottomPushed() async throws {
    try await checkAnchor(pushed: true)
  }

  @MainActor func test_3_5_fitsContentLeavesNoEmptyBand() async throws {
    let (window, _, container, sheet) = try await rest(
      detents: [.fitsContent], selection: .fitsContent)
    let content = try XCTUnwrap(MarkerUIView.find("content", in: window), "no content marker")
    let frame = content.windowFrame
    let bottom = container.convert(container.bounds, to: nil).maxY
    let safeBottom = window.safeAreaInsets.bottom
    XCTAssertTrue(
      frame.minY >= sheet.minY - 0.5,
      ".fitsContent: the 180-pt content \(frame.text) starts above the sheet's top \(sheet.minY)")
    XCTAssertTrue(
      bottom - frame.maxY <= safeBottom + 1,
      ".fitsContent: \(bottom - frame.maxY) pt between the content's bottom \(frame.maxY) and "
        + "the container's \(bottom); expected at most the home-indicator inset \(safeBottom)")
  }

  @MainActor func test_10_1_headerDetentShowsTheHeaderAboveTheHomeIndicator() async throws {
    let model = FixtureModel()
    model.usesHeader = true
    let (window, _, container, sheet) = try await rest(
      detents: [.header, .large], selection: .header, model: model)
    let head = try XCTUnwrap(MarkerUIView.find("head", in: window), "no header marker")
    let frame = head.windowFrame
    let bottom = container.convert(container.bounds, to: nil).maxY
    let safeBottom = window.safeAreaInsets.bottom
    XCTAssertTrue(
      frame.minY >= sheet.minY - 0.5 && frame.maxY <= bottom - safeBottom + 0.5,
      ".header: the 56-pt header \(frame.text) should lie between the sheet's top "
        + "\(sheet.minY) and the home indicator at \(bottom - safeBottom)")
  }

  @MainActor private func checkAnchor(pushed: Bool) async throws {
    let (window, _, _, sheet) = try await rest(
      detents: [.anchor("header"), .large], selection: .anchor("header"), pushed: pushed)
    let header = try XCTUnwrap(MarkerUIView.find("header", in: window), "no header marker")
    let frame = header.windowFrame
    XCTAssertTrue(
      abs(sheet.minY - frame.maxY) <= 1,
      ".anchor(\"header\")\(pushed ? ", pushed" : ", at the root"): the sheet's top edge rests "
        + "at \(sheet.minY), the header \(frame.text) ends at \(frame.maxY) (off by "
        + "\(frame.maxY - sheet.minY) pt; the window's top safe area is "
        + "\(window.safeAreaInsets.top))")
  }

  @MainActor private func rest(
    detents: [Detent], selection: Detent, pushed: Bool = false, model: FixtureModel = FixtureModel()
  ) async throws -> (UIWindow, FixtureModel, SheetContainerView, CGRect) {
    model.inlineDetents = detents
    model.selection = selection
    let window = try await SuiteWindow.show(DetentFixture(pushed: pushed, model: model))
    if pushed { model.pushed = true }
    let resting = await SheetProbe.restingInline(in: window)
    let (container, sheet) = try XCTUnwrap(
      resting, "\(detents.map(\.id)): the inline sheet never came to rest")
    return (window, model, container, sheet)
  }
}
