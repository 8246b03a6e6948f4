@testable import BottomSheetKit
import SwiftUI
import UIKit
import XCTest

/// Device plan 9.5: a presented sheet takes the presenter's colour scheme from SwiftUI's
/// environment, not from the window. With `.environment(\.colorScheme, .dark)` around the
/// presenter in a light window, the sheet's controller and its content resolve dark traits.
///
/// The break it catches: a presented controller inheriting its traits from the presenting
/// controller (light) while its content renders the environment's dark scheme: light text on a
/// light background (review A4, B11).
final class TraitTests: XCTestCase {
  @MainActor func test_9_5_sheetFollowsTheDarkPresenterInALightWindow() async throws {
    let model = FixtureModel()
    model.darkPresenter = true
    let window = try await SuiteWindow.show(PresenterFixture(style: .modal, model: model))
    window.overrideUserInterfaceStyle = .light
    defer { window.overrideUserInterfaceStyle = .unspecified }
    model.pushed = true
    await Wait.seconds(0.8)
    model.isPresented = true
    let resting = await SheetProbe.restingPresented(in: window)
    let (container, _) = try XCTUnwrap(resting, "the sheet never came to rest")
    let content = try XCTUnwrap(MarkerUIView.find("content", in: window), "no content marker")
    let dark = await Wait.until(1) {
      container.traitCollection.userInterfaceStyle == .dark
        && content.traitCollection.userInterfaceStyle == .dark
    }
    XCTAssertTrue(
      dark,
      "presenter dark, window light: the sheet's container resolves style "
        + "\(container.traitCollection.userInterfaceStyle.rawValue) and its content "
        + "\(content.traitCollection.userInterfaceStyle.rawValue) (1 light, 2 dark)")
  }
}
