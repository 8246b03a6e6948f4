@testable import BottomSheetKit
import SwiftUI
import UIKit
import XCTest

/// Device plan 11.9 (review A-F9, the host's `anchorHidden`): a floating card whose screen is
/// parked, by a tab switched away or a screen pushed over it, leaves the window without its
/// binding changing and without `onDismiss`, and comes back with its screen, at rest on the
/// detent it left, from the first frame it is seen (no entrance).
///
/// The break each catches: a parked screen taken for a popped one (the card dismissed: binding
/// written false, `onDismiss` called, the user's persistent card gone), a card left floating
/// over the other tab or the pushed screen, or a card that comes back with an entrance or on
/// another detent.
final class ParkedAnchorTests: XCTestCase {
  @MainActor func test_11_9_cardLeavesWithItsTabAndComesBackAtRest() async throws {
    try await checkParked(
      "the tab switched away", park: { $0.tab = 1 }, unpark: { $0.tab = 0 })
  }

  @MainActor func test_11_9_cardLeavesUnderAPushedScreenAndComesBackAtRest() async throws {
    try await checkParked(
      "a screen pushed over the card's", park: { $0.pushedOver = true },
      unpark: { $0.pushedOver = false })
  }

  @MainActor private func checkParked(
    _ what: String, park: (FixtureModel) -> Void, unpark: (FixtureModel) -> Void
  ) async throws {
    let model = FixtureModel()
    let window = try await SuiteWindow.show(ParkedFixture(model: model))
    model.pushed = true
    let pushed = await Wait.until(2) { MarkerUIView.find("presenter", in: window) != nil }
    if !pushed { throw SuiteError("the card's screen was not pushed within 2 s") }
    await Wait.seconds(0.6)  // the push's transition
    model.isPresented = true
    let first = await SheetProbe.restingPresented(in: window)
    let (_, before) = try XCTUnwrap(first, "the card never came to rest")

    park(model)
    let gone = await Wait.until(3) { SheetProbe.presented(in: window).isEmpty }
    XCTAssertTrue(
      gone,
      "\(what): 3 s later a card is still presented, at "
        + "\(SheetProbe.presented(in: window).map { SheetProbe.sheetFrame($0).text })")
    await Wait.seconds(0.5)
    XCTAssertTrue(model.isPresented, "\(what): the binding reads false")
    XCTAssertEqual(
      model.presentedWrites, [], "\(what): the card wrote its binding (values in order)")
    XCTAssertEqual(model.dismissals, 0, "\(what): onDismiss calls")

    unpark(model)
    // The first frame the card is drawn with a height, as soon as it is back in the window.
    var firstSeen: CGRect?
    let back = await Wait.until(3) {
      guard let container = SheetProbe.presented(in: window).last else { return false }
      let frame = SheetProbe.sheetFrame(container)
      guard frame.height > 0 else { return false }
      firstSeen = frame
      return true
    }
    XCTAssertTrue(back, "\(what), then back: no card presented within 3 s")
    let again = await SheetProbe.restingPresented(in: window)
    let (_, after) = try XCTUnwrap(again, "\(what), then back: the card never came to rest")
    if let firstSeen {
      XCTAssertTrue(
        abs(firstSeen.minY - before.minY) <= 1,
        "\(what), then back: the card's first frame has its top at \(firstSeen.minY); it rested "
          + "at \(before.minY) before (an entrance from below, or another detent)")
    }
    XCTAssertTrue(
      abs(after.minY - before.minY) <= 1,
      "\(what), then back: the card rests with its top at \(after.minY); before at \(before.minY)")
    XCTAssertTrue(model.isPresented, "\(what), then back: the binding reads false")
    XCTAssertEqual(
      model.presentedWrites, [], "\(what), then back: the card wrote its binding (in order)")
    XCTAssertEqual(model.dismissals, 0, "\(what), then back: onDismiss calls")
    print(
      "11.9 \(what): rested at \(before.text), first frame back \(firstSeen?.text ?? "none"), "
        + "rests at \(after.text); writes \(model.presentedWrites), onDismiss \(model.dismissals)")
  }
}
