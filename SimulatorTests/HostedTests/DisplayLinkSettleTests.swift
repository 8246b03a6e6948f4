@testable import BottomSheetKit
import BottomSheetCore
import BottomSheetHost
import QuartzCore
import SwiftUI
import UIKit
import XCTest

/// Device plan 11.8 (review B-12, the display clock): a settle driven by the real display link
/// reaches rest within the number of frames the engine itself says it takes, with one frame of
/// slack, and the link stops there.
///
/// The test selects `.large` through the layer's own entry point at a known time `t0`
/// (`send(.select(_:animated:), at:)`, the path of `BottomSheetProxy.select`), asks a copy of
/// the engine when its layout first reads "at rest" (the spring's end, in closed form), and
/// counts the link's ticks (`SheetFrameCounters.ticks`) until the layer stops the link. It also
/// checks the drawn sheet against the engine's resting frame.
///
/// The break it catches: a link that keeps running at rest (battery), ticks fed with the wrong
/// clock (the settle takes longer or ends early), or a last frame that is not the resting one.
final class DisplayLinkSettleTests: XCTestCase {
  @MainActor func test_11_8_settleOnTheDisplayLinkEndsWithinTheEnginesFrameCount() async throws {
    let sheet = try await ProbeSheet.show(
      detents: [.height(200), .large], selection: .height(200))
    let controller = sheet.controller
    XCTAssertFalse(controller.clock.isRunning, "at rest, before the select, the link runs")
    let ticksBefore = controller.counters.ticks
    let t0 = CACurrentMediaTime()
    controller.send(.select(Detent.large.id, animated: true), at: t0)
    XCTAssertTrue(controller.clock.isRunning, "the select did not start the display link")
    let engine = try XCTUnwrap(controller.host.engine, "the host has no engine")
    var end = t0
    while engine.layout(at: end).phase != .idle, end < t0 + 5 { end += 0.0005 }
    let rest = engine.layout(at: end)
    let screen = try XCTUnwrap(sheet.window.windowScene?.screen, "the window has no screen")
    let fps = Double(screen.maximumFramesPerSecond)
    let engineFrames = Int(((end - t0) * fps).rounded(.up))

    let deadline = end + 1
    while controller.clock.isRunning, CACurrentMediaTime() < deadline {
      await Wait.seconds(0.002)
    }
    let stopped = CACurrentMediaTime() - t0
    let ticks = controller.counters.ticks - ticksBefore
    let drawnTop = sheet.container.sheetView.convert(
      sheet.container.sheetView.bounds, to: sheet.container
    ).minY
    print(
      "11.8 settle: the engine rests \(end - t0) s after the select = \(engineFrames) frames at "
        + "\(fps) Hz (top \(rest.top)); the link ticked \(ticks) times and stopped \(stopped) s "
        + "after the select; drawn top \(drawnTop)")
    XCTAssertFalse(
      controller.clock.isRunning,
      "the link still runs \(stopped) s after the select; the engine rests at \(end - t0) s")
    XCTAssertTrue(ticks >= 1, "the link never ticked: the settle was not driven by it")
    XCTAssertTrue(
      ticks <= engineFrames + 1,
      "the settle took \(ticks) link ticks; the engine's spring ends after \(end - t0) s, "
        + "\(engineFrames) frames at \(fps) Hz (one frame of slack allowed)")
    XCTAssertTrue(
      abs(Double(drawnTop) - rest.top) <= 0.5,
      "after the link stopped the sheet is drawn with its top at \(drawnTop) (container space); "
        + "the engine rests at \(rest.top)")
    XCTAssertEqual(
      sheet.model.selectionWrites, [Detent.large.id], "the selection writes, in order")
  }
}
