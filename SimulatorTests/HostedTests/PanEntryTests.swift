@testable import BottomSheetKit
import BottomSheetCore
import BottomSheetHost
import QuartzCore
import SwiftUI
import UIKit
import XCTest

/// Device plan 2.1 and 2.9 through the layer's own touch entry points, with timestamped
/// samples, drawn by the layer as each arrives: `SheetController.send(_:at:draws:)`, which the
/// pan recognizer's callbacks (`touchDown(_:)`, `panned()`) call with the finger's place in the
/// container and its `UITouch.timestamp`, and `coalescedSamples(_:)`, the callback that takes
/// an event's older digitizer samples as (location, time) pairs. The flick feeds its moves as
/// the recognizer does: per 16-ms event, one coalesced sample, then the event's own. The
/// `UITouch` reading itself needs real touches: the UI tests drag with those (`FlickUITests`).
///
/// The samples are stamped a little in the future, so the host's clock (which never goes back)
/// takes them as they are; the test waits past the lift's time before it reads the rest.
///
/// The break each catches: points taken in the moving sheet's space (the sheet moving 2:1 or
/// not at all) or a jump by the slop at the pan's start (2.1); the samples' timestamps lost on
/// the way (velocity computed from the callbacks' times: a slow drag flung or a flick dropped)
/// (2.9).
///
/// The touch's number is the recognizer's own (`SheetPanRecognizer.trackedID`): the coalesced
/// samples' callback stamps its inputs with it, as for a real finger.
final class PanEntryTests: XCTestCase {
  @MainActor func test_2_1_timestampedDragFollowsOneToOneAndSettlesBack() async throws {
    let sheet = try await ProbeSheet.show(
      detents: [.height(200), .large], selection: .height(200))
    let touch = sheet.controller.pan.trackedID
    let base = CACurrentMediaTime() + 0.05
    let x = Double(sheet.containerPoint(CGPoint(x: sheet.resting.midX, y: 0)).x)
    let down = Double(sheet.containerPoint(CGPoint(x: 0, y: sheet.resting.minY + 40)).y)
    send(sheet, .touchDown(touchID: touch, at: SheetPoint(x: x, y: down), target: .content), base)
    let began = down - 10
    send(sheet, .panBegan(touchID: touch, at: SheetPoint(x: x, y: began)), base + 0.016)
    let startTop = sheet.frame.minY
    XCTAssertTrue(
      abs(startTop - sheet.resting.minY) <= 0.5,
      "the pan began 10 pt above the touch-down: the sheet's top moved from "
        + "\(sheet.resting.minY) to \(startTop) (a jump by the slop)")
    var lastTime = base + 0.016
    var off: [String] = []
    for step in 1...10 {
      lastTime += 0.016
      let moved = Double(step) * 10
      send(sheet, .panMoved(touchID: touch, at: SheetPoint(x: x, y: began - moved)), lastTime)
      let top = sheet.frame.minY
      if abs(Double(startTop - top) - moved) > 0.5 {
        off.append("finger \(moved) pt up: sheet \(startTop - top) pt")
      }
    }
    XCTAssertEqual(off, [], "1:1 tracking through the layer's entry point, each sample drawn")
    // The finger rests 100 ms, then lifts: no velocity, the nearest detent (back to 200).
    send(
      sheet, .panEnded(touchID: touch, at: SheetPoint(x: x, y: began - 100), velocity: nil),
      lastTime + 0.1)
    try await checkRest(sheet, after: lastTime + 0.1, expectedTop: sheet.resting.minY, "2.1")
    XCTAssertEqual(sheet.model.selectionWrites, [], "a drag back to the same detent wrote")
  }

  @MainActor func test_2_9_timestampedFlickLandsOnLarge() async throws {
    let sheet = try await ProbeSheet.show(
      detents: [.height(200), .large], selection: .height(200))
    // 12 samples 8 ms apart, 15 pt each: 1875 pt/s upward, lifted at the last one; delivered as
    // 6 touch events of one coalesced sample and the event's own.
    let lift = try drag(sheet, samples: 12, interval: 0.008, step: 15, coalescedPerEvent: 1)
    await Wait.seconds(max(0, lift - CACurrentMediaTime()) + 0.05)
    let resting = await Wait.resting { sheet.frame }
    let top = try XCTUnwrap(resting, "after the flick the sheet never came to rest").minY
    print(
      "2.9 flick through the entry point: rested at \(sheet.resting.minY), landed at \(top); "
        + "selection writes \(sheet.model.selectionWrites)")
    XCTAssertEqual(
      sheet.model.selectionWrites, [Detent.large.id],
      "a 1875 pt/s flick up from .height(200): selection writes (rests with its top at \(top), "
        + "was \(sheet.resting.minY))")
  }

  @MainActor func test_2_9_slowDragOfTheSameLengthSettlesBack() async throws {
    let sheet = try await ProbeSheet.show(
      detents: [.height(200), .large], selection: .height(200))
    // The same 180 pt in 30 samples of 6 pt, 50 ms apart: 120 pt/s (under the engine's 300 pt/s
    // threshold), lifted at the last one. Stamped with the callbacks' own times instead (all
    // within a millisecond), the same samples would read as a flick.
    let lift = try drag(sheet, samples: 30, interval: 0.05, step: 6)
    try await checkRest(sheet, after: lift, expectedTop: sheet.resting.minY, "2.9 slow drag")
    XCTAssertEqual(
      sheet.model.selectionWrites, [],
      "a 120 pt/s drag of 180 pt from .height(200) wrote the selection (its samples' times "
        + "were not used: it was taken for a flick)")
  }

  /// Touch-down 40 pt below the sheet's top, the pan's start 10 pt above it, then `samples`
  /// moves of `step` pt up, `interval` s apart, lifted at the last sample's time (no platform
  /// velocity: the engine's own estimate). With `coalescedPerEvent` > 0, the moves arrive as
  /// touch events: that many samples through `coalescedSamples(_:)` (the pan marked as begun,
  /// as `panned()` marks it), then the event's own through `send`. Returns the lift's time.
  @MainActor private func drag(
    _ sheet: ProbeSheet, samples: Int, interval: Double, step: Double,
    coalescedPerEvent: Int = 0
  ) throws -> Double {
    let x = Double(sheet.containerPoint(CGPoint(x: sheet.resting.midX, y: 0)).x)
    let down = Double(sheet.containerPoint(CGPoint(x: 0, y: sheet.resting.minY + 40)).y)
    let touch = sheet.controller.pan.trackedID
    var time = CACurrentMediaTime() + 0.05
    send(sheet, .touchDown(touchID: touch, at: SheetPoint(x: x, y: down), target: .content), time)
    var y = down - 10
    time += interval
    send(sheet, .panBegan(touchID: touch, at: SheetPoint(x: x, y: y)), time)
    let pan = sheet.controller.pan
    pan.panned = coalescedPerEvent > 0
    var pending: [(location: CGPoint, time: Double)] = []
    for index in 0..<samples {
      time += interval
      y -= step
      if coalescedPerEvent > 0, (index + 1) % (coalescedPerEvent + 1) != 0 {
        pending.append((CGPoint(x: CGFloat(x), y: CGFloat(y)), time))
        continue
      }
      if !pending.isEmpty { sheet.controller.coalescedSamples(pending) }
      pending.removeAll()
      send(sheet, .panMoved(touchID: touch, at: SheetPoint(x: x, y: y)), time)
    }
    if !pending.isEmpty { sheet.controller.coalescedSamples(pending) }
    send(sheet, .panEnded(touchID: touch, at: SheetPoint(x: x, y: y), velocity: nil), time)
    pan.panned = false
    return time
  }

  /// Waits until the lift's time has passed, then for the rest; checks its top.
  @MainActor private func checkRest(
    _ sheet: ProbeSheet, after lift: Double, expectedTop: CGFloat, _ item: String,
    file: StaticString = #filePath, line: UInt = #line
  ) async throws {
    await Wait.seconds(max(0, lift - CACurrentMediaTime()) + 0.05)
    let resting = await Wait.resting { sheet.frame }
    let top = try XCTUnwrap(
      resting, "\(item): the sheet never came to rest", file: file, line: line
    )
    .minY
    print("\(item): rested at \(expectedTop) before, rests at \(top)")
    XCTAssertTrue(
      abs(top - expectedTop) <= 1,
      "\(item): the sheet rests with its top at \(top); expected \(expectedTop) (±1)", file: file,
      line: line)
  }

  @MainActor private func send(_ sheet: ProbeSheet, _ input: HostInput, _ time: Double) {
    sheet.controller.send(input, at: time)
  }
}
