@testable import BottomSheetKit
import SwiftUI
import UIKit
import XCTest

/// Device plan 4.1 (and 9.2, 9.26): around an inline sheet, touches reach the screen the sheet
/// sits on, wherever that screen is. Checked with `window.hitTest` at the centre of a marker
/// view in the screen's top 120 points, and at the centre of the sheet.
///
/// The break each catches: the sheet's container forwarding the touch to the wrong view. The
/// 2026-11-28 review's F1 is exactly the last three: inside a presentation, the inline sheet's
/// controller inherits `presentingViewController` from its ancestors, so its container sends
/// every touch outside the sheet to the screen *behind the presentation* (the hit lands in the
/// root's view, or in a view no longer in the window under a full-screen cover).
final class PassThroughTests: XCTestCase {
  @MainActor func test_4_1_inlineAtRootPassesTapsAroundTheSheet() async throws {
    try await checkPassThrough(.root)
  }

  @MainActor func test_4_1_inlinePushedInNavigationPassesTaps() async throws {
    try await checkPassThrough(.pushed)
  }

  @MainActor func test_4_1_inlineInTabPassesTaps() async throws {
    try await checkPassThrough(.tab)
  }

  /// F1: inside Apple's `.sheet`.
  @MainActor func test_9_26_inlineInsideAppleSheetPassesTapsToItsOwnScreen() async throws {
    try await checkPassThrough(.appleSheet)
  }

  /// F1: inside a `.fullScreenCover`.
  @MainActor func test_7_15_inlineInsideFullScreenCoverPassesTapsToItsOwnScreen() async throws {
    try await checkPassThrough(.fullScreenCover)
  }

  /// F1: inside the package's own modal sheet's content.
  @MainActor func test_1_4_inlineInsideModalBottomSheetPassesTapsToItsOwnScreen() async throws {
    try await checkPassThrough(.bottomSheet)
  }

  @MainActor private func checkPassThrough(
    _ placement: Placement, file: StaticString = #filePath, line: UInt = #line
  ) async throws {
    let model = FixtureModel()
    let window = try await SuiteWindow.show(PlacementFixture(placement: placement, model: model))
    switch placement {
    case .root, .tab: break
    case .pushed: model.pushed = true
    case .appleSheet: model.showsAppleSheet = true
    case .fullScreenCover: model.showsCover = true
    case .bottomSheet: model.showsOuterSheet = true
    }
    // The presentation or push has finished when the inline sheet rests.
    let resting = await SheetProbe.restingInline(in: window)
    let (container, sheet) = try XCTUnwrap(
      resting,
      "\(placement): no inline sheet came to rest within 4 s; containers in the window: "
        + "\(SheetProbe.containers(in: window).map { Tree.describe($0) })",
      file: file, line: line)
    let behind = try XCTUnwrap(
      MarkerUIView.find("behind", in: window),
      "\(placement): the screen's marker is not in the window",
      file: file, line: line)
    let behindFrame = behind.windowFrame
    XCTAssertTrue(
      behindFrame.maxY <= sheet.minY,
      "\(placement): the marker \(behindFrame.text) should lie above the sheet \(sheet.text)",
      file: file, line: line)

    let above = CGPoint(x: behindFrame.midX, y: behindFrame.midY)
    let hitAbove = window.hitTest(above, with: nil)
    XCTAssertTrue(
      SheetProbe.lands(hitAbove, in: behind),
      "\(placement): window.hitTest at \(above.text), on the screen above the sheet "
        + "\(sheet.text), returned \(Tree.describe(hitAbove)); expected the screen's own "
        + "marker \(behindFrame.text)",
      file: file, line: line)

    let visible = sheet.intersection(window.bounds)
    let inside = CGPoint(x: visible.midX, y: visible.midY)
    let hitInside = window.hitTest(inside, with: nil)
    XCTAssertTrue(
      SheetProbe.lands(hitInside, in: container),
      "\(placement): window.hitTest at \(inside.text), inside the sheet \(sheet.text), returned "
        + "\(Tree.describe(hitInside)); expected a view of the sheet's container",
      file: file, line: line)
  }
}
