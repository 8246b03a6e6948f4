@testable import BottomSheetKit
import SwiftUI
import UIKit
import XCTest

/// Device plan 12.5 (issue #35, compact height): an iPhone turned to landscape, as
/// `RotationTests` turns it (`UIWindowScene.requestGeometryUpdate`, iOS 16). A modal sheet at
/// `.large` covers the window, square corners, as UIKit's sheet "defaults to a full screen
/// appearance at compact height" (`UISheetPresentationController.prefersEdgeAttachedInCompactHeight`);
/// with `prefersEdgeAttachedInCompactHeight: true` it stays a bottom sheet: narrower than the
/// window, centred, its top corners rounded. The window is turned back to portrait afterwards.
///
/// Skipped (saying why) when the turned window is not compact high (an iPad, or before iOS 16).
///
/// The break each catches: the layer ignoring the compact-height placement (a phone's bottom
/// sheet, narrower than the window, where a cover was asked for), or the flag lost on its way
/// to the engine (a cover where the app asked for an edge-attached sheet).
final class CompactHeightTests: XCTestCase {
  @MainActor func test_12_5_modalCoversTheWindowInLandscape() async throws {
    try await inLandscape(edgeAttached: false) { window, container, sheet in
      let shown = sheet.intersection(window.bounds)
      XCTAssertTrue(
        shown.isClose(to: window.bounds, tolerance: 0.5),
        "a modal sheet at .large in \(SizeClasses.describe(window)) shows \(shown.text) (drawn "
          + "\(sheet.text)); expected it to cover the window \(window.bounds.text)")
      let radius = container.sheetView.layer.cornerRadius
      XCTAssertTrue(
        radius <= 0.5 || container.sheetView.layer.maskedCorners.isEmpty,
        "the full-screen sheet has corners of \(radius) pt on "
          + "\(container.sheetView.layer.maskedCorners.rawValue); expected square corners")
    }
  }

  @MainActor func test_12_5_edgeAttachedModalStaysABottomSheetInLandscape() async throws {
    try await inLandscape(edgeAttached: true) { window, container, sheet in
      XCTAssertTrue(
        sheet.width < window.bounds.width - 1 && abs(sheet.midX - window.bounds.midX) <= 0.5,
        "prefersEdgeAttachedInCompactHeight: the sheet \(sheet.text) in "
          + "\(SizeClasses.describe(window)); expected a centred sheet narrower than the window "
          + "(at most its maximum width)")
      let bottom = container.convert(container.bounds, to: nil).maxY
      XCTAssertTrue(
        sheet.maxY >= bottom - 0.5,
        "prefersEdgeAttachedInCompactHeight: the sheet \(sheet.text) ends at \(sheet.maxY), "
          + "above the container's bottom \(bottom): not attached to the bottom edge")
      XCTAssertTrue(
        container.sheetView.layer.cornerRadius > 0 || container.sheetView.layer.mask != nil,
        "prefersEdgeAttachedInCompactHeight: the sheet's top corners are square")
    }
  }

  /// Presents a modal sheet at `.large` in landscape, runs `check` at rest, turns back.
  @MainActor private func inLandscape(
    edgeAttached: Bool,
    check: (UIWindow, SheetContainerView, CGRect) throws -> Void
  ) async throws {
    let model = FixtureModel()
    let window = try await SuiteWindow.show(
      PlacedPresenterFixture(
        style: .modal, detents: [.large], edgeAttached: edgeAttached, model: model))
    var failure: Error?
    do {
      try await Orientation.turn(window, to: .landscapeRight)
      try SizeClasses.requireCompactHeight(window)
      model.isPresented = true
      let resting = await SheetProbe.restingPresented(in: window)
      let (container, sheet) = try XCTUnwrap(
        resting, "in landscape the modal sheet never came to rest")
      print(
        "12.5 edge-attached \(edgeAttached): \(SizeClasses.describe(window)), sheet \(sheet.text)")
      try check(window, container, sheet)
    } catch {
      failure = error
    }
    model.isPresented = false
    _ = await Wait.until(2) { SheetProbe.presented(in: window).isEmpty }
    try? await Orientation.turn(window, to: .portrait)
    if let failure { throw failure }
  }
}
