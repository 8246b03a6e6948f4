@testable import BottomSheetKit
import SwiftUI
import UIKit
import XCTest

/// Device plan 11.7 (review A-F7): a presenter's state changed in `withAnimation` animates inside
/// the sheet's content as it would outside any sheet, and a change without one does not.
///
/// The content's hosting controller takes its new root view at its next layout, outside the
/// transaction that changed the state; the layer carries the animation across
/// (`SheetCarriedAnimation`). The content draws the state as the width of ``WidthProbe``, an
/// animatable view: SwiftUI evaluates it with every interpolated width while an animation runs
/// (``WidthLog``). A 1-s linear animation from 100 to 300 pt must show widths in between; a
/// change without animation must not. The marker's drawn width (its layer's presentation layer
/// and its superview's) is printed alongside.
///
/// The break it catches: the animation lost at the hosting controller's boundary (the width
/// jumps to 300 at once), or an animation applied to every update (the change without
/// `withAnimation` slides).
final class CarriedAnimationTests: XCTestCase {
  @MainActor func test_11_7_withAnimationCarriesIntoTheSheetsContent() async throws {
    let (window, model) = try await presented()
    WidthLog.seen.removeAll()
    withAnimation(.linear(duration: 1)) { model.wide = true }
    await Wait.seconds(0.3)
    let drawn = try drawnWidths(window)
    await Wait.seconds(1)
    let seen = WidthLog.seen
    let between = seen.filter { $0 > 105 && $0 < 295 }
    let last = seen.last ?? -1
    print(
      "11.7 withAnimation: the probe saw \(seen.count) widths, \(between.count) between 100 and "
        + "300 (\(sample(seen))); drawn at 0.3 s: \(drawn)")
    XCTAssertTrue(
      between.count >= 3,
      "withAnimation(.linear(duration: 1)) from 100 to 300 pt: the content was evaluated with "
        + "\(seen.count) widths, \(between.count) in between (\(sample(seen))): the animation "
        + "did not reach the sheet's content")
    XCTAssertTrue(abs(last - 300) <= 0.5, "after the animation the probe's last width is \(last)")
  }

  @MainActor func test_11_7_changeWithoutAnimationJumpsInTheSheetsContent() async throws {
    let (window, model) = try await presented()
    WidthLog.seen.removeAll()
    model.wide = true
    await Wait.seconds(0.5)
    let seen = WidthLog.seen
    let between = seen.filter { $0 > 105 && $0 < 295 }
    let drawn = try drawnWidths(window)
    XCTAssertEqual(
      between.count, 0,
      "a change without withAnimation: the content was evaluated with widths between 100 and "
        + "300 (\(sample(seen)); drawn \(drawn)): an animation nobody asked for")
    XCTAssertTrue(
      abs((seen.last ?? -1) - 300) <= 0.5, "the probe's last width is \(seen.last ?? -1), not 300")
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

  /// The first and last few widths, for messages.
  private func sample(_ widths: [Double]) -> String {
    let text = { (values: ArraySlice<Double>) in
      values.map { String(format: "%.1f", $0) }.joined(separator: ", ")
    }
    return widths.count <= 8
      ? text(widths[...]) : "\(text(widths.prefix(4))) … \(text(widths.suffix(4)))"
  }

  /// The marker's drawn width now, as its own presentation layer and its superview's show it,
  /// with the animation keys on both (for messages).
  @MainActor private func drawnWidths(_ window: UIWindow) throws -> String {
    let marker = try XCTUnwrap(MarkerUIView.find("grow", in: window), "no \"grow\" marker")
    let layers = [marker.layer, marker.superview?.layer].compactMap { $0 }
    let widths = layers.map { String(format: "%.1f", ($0.presentation() ?? $0).bounds.width) }
    let keys = layers.flatMap { $0.animationKeys() ?? [] }
    return "layers \(widths.joined(separator: " / ")) pt, animations \(keys)"
  }
}
