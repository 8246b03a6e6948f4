@testable import BottomSheetKit
import SwiftUI
import UIKit
import XCTest

/// Device plan 11.5 and 9.8 (review A-F5): `bottomSheet(item:)` with a new item while one is
/// shown. A's sheet leaves with its spring, still showing A's content; then B's sheet rises with
/// B's content. Every frame is sampled: never A's and B's content together, never more than one
/// sheet presented, B's content first seen low on the screen (entering), never in a sheet
/// resting where A's was. `onDismiss` runs once (A was on screen); the layer writes nothing to
/// the item (the new item stays).
///
/// The break it catches: B's content swapped into A's sheet for a frame (or for A's whole exit),
/// two presentations at once (UIKit refuses the second: "already presenting"), the new item
/// cleared by A's dismissal, or `onDismiss` twice or never.
final class ItemSwapTests: XCTestCase {
  @MainActor func test_11_5_itemSwapShowsBOnlyInItsOwnPresentation() async throws {
    let model = SwapModel()
    let window = try await SuiteWindow.show(SwapFixture(model: model))
    model.item = SwapItem(id: "A")
    let first = await SheetProbe.restingPresented(in: window)
    let (_, restingA) = try XCTUnwrap(first, "item A: no sheet came to rest")
    XCTAssertTrue(
      MarkerUIView.find("item-A", in: window) != nil, "item A's sheet does not show A's content")

    model.item = SwapItem(id: "B")
    var mostPresented = 0
    var together = 0
    var lowestA = restingA.minY
    var firstB: CGRect?
    var frames = 0
    let end = Date().addingTimeInterval(5)
    var restingB: CGRect?
    var lastB: CGRect?
    var quietSince = Date()
    while Date() < end, restingB == nil {
      frames += 1
      let presented = SheetProbe.presented(in: window)
      mostPresented = max(mostPresented, presented.count)
      let a = MarkerUIView.find("item-A", in: window)
      let b = MarkerUIView.find("item-B", in: window)
      if a != nil, b != nil { together += 1 }
      if a != nil, let container = presented.last {
        lowestA = max(lowestA, SheetProbe.sheetFrame(container).minY)
      }
      if b != nil, let container = presented.last {
        let frame = SheetProbe.sheetFrame(container)
        if firstB == nil, frame.height > 0 { firstB = frame }
        if let lastB, frame.isClose(to: lastB) {
          if Date().timeIntervalSince(quietSince) >= 0.3 { restingB = frame }
        } else {
          quietSince = Date()
        }
        lastB = frame
      }
      await Wait.seconds(Wait.frame)
    }
    print(
      "11.5: A rested at \(restingA.minY), seen as low as \(lowestA) while leaving; B first at "
        + "\(firstB?.minY ?? -1), rests at \(restingB?.minY ?? -1); \(frames) frames sampled, "
        + "at most \(mostPresented) presented, \(together) with both contents; item writes "
        + "\(model.itemWrites), onDismiss \(model.dismissals)")
    XCTAssertEqual(together, 0, "frames (of \(frames)) showing A's and B's content at once")
    XCTAssertTrue(
      mostPresented <= 1, "\(mostPresented) sheets presented at once during the swap; expected 1")
    XCTAssertTrue(
      lowestA > restingA.minY + 40,
      "A's sheet was last seen with its top at \(lowestA) (rested at \(restingA.minY)): it did "
        + "not leave with its spring before B came")
    let (bFirst, bRest) = try (
      XCTUnwrap(firstB, "B's content never appeared in a presented sheet within 5 s"),
      XCTUnwrap(restingB, "B's sheet never came to rest within 5 s")
    )
    XCTAssertTrue(
      bFirst.minY > restingA.minY + 40,
      "B's content was first seen in a sheet whose top is at \(bFirst.minY), where A's rested "
        + "(\(restingA.minY)): shown in A's sheet instead of entering in its own")
    XCTAssertTrue(
      abs(bRest.minY - restingA.minY) <= 1,
      "B's sheet rests with its top at \(bRest.minY); A's (same detent) at \(restingA.minY)")
    XCTAssertEqual(model.dismissals, 1, "onDismiss calls: A's presentation ended once")
    XCTAssertEqual(model.itemWrites, [], "the layer wrote the item (nil: a dismissal)")
    XCTAssertEqual(model.item?.id, "B", "the item after the swap")
  }
}
