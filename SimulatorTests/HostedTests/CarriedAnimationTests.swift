@testable import BottomSheetKit
import SwiftUI
import UIKit
import XCTest

/// Device plan 11.7 (review A-F7): a presenter's state changed in `withAnimation` animates inside
/// the sheet's content as it would outside any sheet, and a change without one does not.
///
/// The content's hosting controller takes its new root view at its next layout, outside the
/// transaction that changed the state; the layer carries the animation across
/// (`SheetCarriedAnimation`). The test reads the marker's shown width on screen (its layer's
/// presentation layer, and its superview's, whichever SwiftUI animates) 0.3 s into a 1-s linear
/// animation from 100 to 300 pt.
///
/// The break it catches: the animation lost at the hosting controller's boundary (the width
/// jumps to 300 at once), or an animation applied to every update (the change without
/// `withAnimation` slides).
final class CarriedAnimationTests: XCTestCase {
  @MainActor func test_11_7_withAnimationCarriesIntoTheSheetsContent() async throws {
    let (window, model) = try await presented()
    let start = try shownWidths(window)
    XCTAssertTrue(
      abs(start.model - 100) <= 0.5, "before the change the marker is \(start.model) pt wide")
    withAnimation(.linear(duration: 1)) { model.wide = true }
    await Wait.seconds(0.3)
    let mid = try shownWidths(window)
    XCTAssertTrue(
      mid.shown > 110 && mid.shown < 290,
      "0.3 s into a 1-s linear withAnimation from 100 to 300 pt the marker shows \(mid.shown) pt "
        + "(expected about 160; layer animations: \(mid.keys)): the animation did not reach "
        + "the sheet's content")
    await Wait.seconds(1.2)
    let done = try shownWidths(window)
    XCTAssertTrue(
      abs(done.shown - 300) <= 0.5, "after the animation the marker shows \(done.shown) pt")
    print("11.7 withAnimation: 100 → \(mid.shown) at 0.3 s (\(mid.keys)) → \(done.shown)")
  }

  @MainActor func test_11_7_changeWithoutAnimationJumpsInTheSheetsContent() async throws {
    let (window, model) = try await presented()
    model.wide = true
    await Wait.seconds(0.15)
    let after = try shownWidths(window)
    XCTAssertTrue(
      abs(after.shown - 300) <= 0.5 && abs(after.widest - 300) <= 0.5,
      "0.15 s after a change without withAnimation the marker shows \(after.shown) pt "
        + "(widest layer \(after.widest); animations: \(after.keys)); expected 300 at once")
  }

  /// A modal sheet whose content is ``WidthContent``, at rest.
  @MainActor private func presented() async throws -> (UIWindow, FixtureModel) {
    let model = FixtureModel()
    let window = try await SuiteWindow.show(CarriedAnimationFixture(model: model))
    model.isPresented = true
    let resting = await SheetProbe.restingPresented(in: window)
    _ = try XCTUnwrap(resting, "the sheet never came to rest")
    return (window, model)
  }

  /// The marker's width as drawn now: the narrower of its own presentation layer's and its
  /// superview's (SwiftUI animates one of the two; the other has the final width at once),
  /// the wider of the two, its model width, and the animation keys on both layers.
  @MainActor private func shownWidths(_ window: UIWindow) throws -> (
    shown: CGFloat, widest: CGFloat, model: CGFloat, keys: [String]
  ) {
    let marker = try XCTUnwrap(MarkerUIView.find("grow", in: window), "no \"grow\" marker")
    let layers = [marker.layer, marker.superview?.layer].compactMap { $0 }
    let widths = layers.map { ($0.presentation() ?? $0).bounds.width }
    let keys = layers.flatMap { $0.animationKeys() ?? [] }
    return (
      widths.min() ?? marker.bounds.width, widths.max() ?? marker.bounds.width,
      marker.bounds.width, keys
    )
  }
}
