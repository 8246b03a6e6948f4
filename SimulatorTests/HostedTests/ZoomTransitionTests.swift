@testable import BottomSheetKit
import BottomSheetCore
import BottomSheetHost
import QuartzCore
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
/// 13.12 and 13.13's first half: a drag below the detent, fed through the layer's touch entry
/// point with timestamps (`SheetController.send(_:at:draws:)`, as `PanEntryTests` feeds it),
/// shrinks the sheet toward its source with every 10-pt step (width and height smaller, centre
/// nearer the source's), and a release 100 pt down after a 100-ms rest (less than half the
/// detent: no dismissal) restores it to its rest (±0.5 pt), with no binding write.
///
/// The break it catches: the source read in the wrong space (off by the safe area or a
/// presentation's offset), the morph's first frame skipped (the sheet appearing at its detent or
/// rising from the bottom edge), a morphing sheet that rests off its detent, or a drag that
/// moves the sheet down whole instead of shrinking it toward the source.
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

  @MainActor func test_13_12_dragDownShrinksTowardTheSourceAndReleaseRestores() async throws {
    let model = FixtureModel()
    let window = try await SuiteWindow.show(ZoomFixture(zooms: true, model: model))
    let source = try XCTUnwrap(MarkerUIView.find("source", in: window), "no source").windowFrame
    model.isPresented = true
    let resting = await SheetProbe.restingPresented(in: window)
    let (container, rest) = try XCTUnwrap(resting, "the zoomed sheet never rested")
    let controller = try XCTUnwrap(
      SheetProbe.controller(of: container) as? SheetController<ZoomContent>,
      "the container's controller is "
        + "\(SheetProbe.controller(of: container).map(Tree.name) ?? "nil"), not "
        + "SheetController<ZoomContent>")
    let touch = controller.pan.trackedID
    let x = Double(container.convert(CGPoint(x: rest.midX, y: 0), from: nil).x)
    var y = Double(container.convert(CGPoint(x: 0, y: rest.minY + 40), from: nil).y)
    var time = CACurrentMediaTime() + 0.05
    controller.send(
      .touchDown(touchID: touch, at: SheetPoint(x: x, y: y), target: .content), at: time)
    y += 10
    time += 0.016
    controller.send(.panBegan(touchID: touch, at: SheetPoint(x: x, y: y)), at: time)
    func distance(_ frame: CGRect) -> CGFloat {
      hypot(frame.midX - source.midX, frame.midY - source.midY)
    }
    var last = SheetProbe.sheetFrame(container)
    var frames = [last]
    var off: [String] = []
    for step in 1...10 {
      y += 10
      time += 0.016
      controller.send(.panMoved(touchID: touch, at: SheetPoint(x: x, y: y)), at: time)
      let frame = SheetProbe.sheetFrame(container)
      frames.append(frame)
      if !(frame.width < last.width && frame.height < last.height
        && distance(frame) < distance(last))
      {
        off.append("step \(step) (finger \(step * 10) pt down): \(last.text) -> \(frame.text)")
      }
      last = frame
    }
    print("13.12 drag back: source \(source.text), frames \(frames.map(\.text))")
    XCTAssertEqual(
      off, [],
      "each 10-pt step down should shrink the sheet (width and height) and bring its centre "
        + "nearer the source \(source.text); rest \(rest.text)")
    // The finger rests 100 ms, then lifts 100 pt below where it began: no velocity, less than
    // half the 300-pt detent: the sheet is restored.
    time += 0.1
    controller.send(
      .panEnded(touchID: touch, at: SheetPoint(x: x, y: y), velocity: nil), at: time)
    await Wait.seconds(max(0, time - CACurrentMediaTime()) + 0.05)
    let restored = await Wait.resting { SheetProbe.sheetFrame(container) }
    let back = try XCTUnwrap(restored, "after the release the sheet never came to rest")
    XCTAssertTrue(
      back.isClose(to: rest, tolerance: 0.5),
      "released 100 pt below its rest after a 100-ms rest: the sheet rests at \(back.text); "
        + "expected its rest \(rest.text) (restored, not dismissed)")
    XCTAssertEqual(model.presentedWrites, [], "the binding writes after the restoring release")
  }
}
