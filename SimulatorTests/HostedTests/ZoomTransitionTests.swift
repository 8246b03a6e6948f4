@testable import BottomSheetKit
import SwiftUI
import UIKit
import XCTest

/// Device plan 13.11 (issue #36, grow from a source): a modal sheet with
/// `bottomSheetTransition(.zoom(sourceID:in:))` is first drawn on its source, the view marked
/// with `bottomSheetTransitionSource(id:in:cornerRadius:)` (the "source" marker, 120 × 44 pt,
/// radius 12), and comes to rest where the same sheet without the transition rests.
///
/// "First drawn": the sheet's frame in the window the first time it is seen with a size,
/// sampled every millisecond from `isPresented = true` (the layer's display link ticks every
/// 8 or 16 ms, so the sample lands between the presentation's first draw and the first tick).
/// The rest is compared with the rest of the same fixture without the transition, presented
/// first: the detent's frame as UIKit shows it, not the engine's number.
///
/// The break it catches: the source read in the wrong space (off by the safe area or a
/// presentation's offset), the morph's first frame skipped (the sheet appearing at its detent or
/// rising from the bottom edge), or a morphing sheet that rests off its detent.
final class ZoomTransitionTests: XCTestCase {
  @MainActor func test_13_11_zoomStartsOnTheSourceAndRestsOnTheDetent() async throws {
    let plain = FixtureModel()
    let plainWindow = try await SuiteWindow.show(ZoomFixture(zooms: false, model: plain))
    plain.isPresented = true
    let plainRest = await SheetProbe.restingPresented(in: plainWindow)
    let (_, detent) = try XCTUnwrap(plainRest, "without the transition: the sheet never rested")

    let model = FixtureModel()
    let window = try await SuiteWindow.show(ZoomFixture(zooms: true, model: model))
    let sourceView = try XCTUnwrap(MarkerUIView.find("source", in: window), "no source marker")
    let source = sourceView.windowFrame
    model.isPresented = true
    let start = Date()
    var first: CGRect?
    var firstRadius: CGFloat = -1
    var firstMasked = false
    while first == nil, Date().timeIntervalSince(start) < 3 {
      if let container = SheetProbe.presented(in: window).last {
        let frame = SheetProbe.sheetFrame(container)
        if frame.width > 0, frame.height > 0 {
          first = frame
          firstRadius = container.sheetView.layer.cornerRadius
          firstMasked = container.sheetView.layer.mask != nil
        }
      }
      if first == nil { await Wait.seconds(0.001) }
    }
    let seen = Date().timeIntervalSince(start)
    let resting = await SheetProbe.restingPresented(in: window)
    let (_, rest) = try XCTUnwrap(resting, "with the zoom transition: the sheet never rested")
    let firstFrame = try XCTUnwrap(first, "with the zoom transition: no sheet drawn within 3 s")
    print(
      "13.11 zoom: source \(source.text); first drawn \(firstFrame.text), radius \(firstRadius) "
        + "(mask \(firstMasked)), \(seen) s after isPresented; rests \(rest.text); without the "
        + "transition it rests \(detent.text)")
    XCTAssertTrue(
      firstFrame.isClose(to: source, tolerance: 0.5),
      "the zoom's first drawn frame \(firstFrame.text) (seen \(seen) s after isPresented); "
        + "expected the source's frame in the window \(source.text), ±0.5 pt")
    XCTAssertTrue(
      firstMasked || abs(firstRadius - 12) <= 0.5,
      "the zoom's first drawn frame has a corner radius of \(firstRadius); expected the "
        + "source's 12")
    XCTAssertTrue(
      rest.isClose(to: detent, tolerance: 0.5),
      "the zoomed sheet rests at \(rest.text); the same sheet without the transition rests at "
        + "\(detent.text) (its .height(300) detent)")
  }
}
