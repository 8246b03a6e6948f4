@testable import BottomSheetKit
import SwiftUI
import UIKit
import XCTest

/// Device plan 1.8 and 10.6's rotation: the window turns to landscape with an inline sheet at
/// `.medium` (of `.height(150)`, `.medium`, `.large`). The sheet rests on `.medium` of the new
/// layout, measured against `.large` of the same layout (half of it, ±1 pt, opaque look), and
/// the layer wrote the selection at most once (a rotation is not the user's choice of detent).
/// The window is turned back to portrait afterwards, whatever happened.
///
/// The scene is turned with `UIWindowScene.requestGeometryUpdate(_:errorHandler:)` (iOS 16);
/// before iOS 16 the test is skipped.
///
/// In landscape the inline sheet is a side panel where the phone is wide enough (issue #35; every
/// phone in `docs/IPAD.md`'s table): its detents are heights from its own bottom edge, so each is
/// measured from there.
///
/// The break it catches: a sheet left at the old layout's height (too tall for landscape, its
/// top above the screen), resting between detents, or writing a detent back to the app for a
/// rotation.
final class RotationTests: XCTestCase {
  @MainActor func test_1_8_inlineSheetKeepsItsDetentThroughARotation() async throws {
    let model = FixtureModel()
    model.inlineDetents = [.height(150), .medium, .large]
    model.selection = .medium
    let window = try await SuiteWindow.show(DetentFixture(pushed: false, model: model))
    let resting = await SheetProbe.restingInline(in: window)
    let (container, portrait) = try XCTUnwrap(resting, "the inline sheet never came to rest")
    var failure: Error?
    do {
      try await checkLandscape(window, model, container, portrait: portrait)
    } catch {
      failure = error
    }
    try? await Orientation.turn(window, to: .portrait)
    if let failure { throw failure }
  }

  @MainActor private func checkLandscape(
    _ window: UIWindow, _ model: FixtureModel, _ container: SheetContainerView,
    portrait: CGRect
  ) async throws {
    let portraitBottom = container.convert(container.bounds, to: nil).maxY
    try await Orientation.turn(window, to: .landscapeRight)
    let turned = await Wait.resting { SheetProbe.sheetFrame(container) }
    let medium = try XCTUnwrap(turned, "in landscape the sheet never came to rest")
    // In landscape a phone's inline sheet is a side panel (issue #35's compact-height rule),
    // its bottom edge above the container's: a detent's height is measured from the sheet's
    // own bottom (a bottom sheet is drawn taller than the container: from the container's).
    let containerBottom = container.convert(container.bounds, to: nil).maxY
    let bottom = min(medium.maxY, containerBottom)
    let mediumShown = bottom - medium.minY
    let writes = model.selectionWrites
    XCTAssertTrue(
      writes.count <= 1 && writes.allSatisfy { $0 == Detent.medium.id },
      "the rotation made the layer write the selection \(writes.count) times: \(writes)")
    XCTAssertTrue(
      medium.minY >= window.safeAreaInsets.top - 0.5,
      "in landscape (window \(window.bounds.text)) the sheet's top \(medium.minY) is above the "
        + "top safe area \(window.safeAreaInsets.top)")
    model.selection = .large
    await Wait.seconds(0.1)
    let resting = await Wait.resting { SheetProbe.sheetFrame(container) }
    let large = try XCTUnwrap(resting, "in landscape the sheet never came to rest at .large")
    let largeShown = min(large.maxY, containerBottom) - large.minY
    print(
      "1.8 rotation: portrait .medium shows \(portraitBottom - portrait.minY) pt; landscape "
        + "(window \(window.bounds.text)) .medium \(mediumShown) pt, .large \(largeShown) pt; "
        + "selection writes \(writes)")
    XCTAssertTrue(
      abs(mediumShown - largeShown / 2) <= 1,
      "after the rotation the sheet shows \(mediumShown) pt; .medium of the new layout is half "
        + "of .large's \(largeShown) pt = \(largeShown / 2) (portrait showed "
        + "\(portraitBottom - portrait.minY) pt)")
  }
}
