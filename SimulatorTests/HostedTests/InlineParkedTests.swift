@testable import BottomSheetKit
import SwiftUI
import UIKit
import XCTest

/// Device plan 11.9's inline half, and 4.1's tab: an inline sheet whose screen is parked, by a
/// tab switched away or a screen pushed over it, goes with its screen and comes back with it on
/// the detent it rested on (here `.medium`, not the lowest), drawn there from its first frame,
/// without the layer writing its selection.
///
/// The break each catches: an inline sheet that stays drawn over the other tab or the pushed
/// screen, or that comes back at its first detent, from below, or writing a detent the user did
/// not choose.
final class InlineParkedTests: XCTestCase {
  @MainActor func test_11_9_inlineSheetComesBackWithItsTabOnItsDetent() async throws {
    try await checkParked(
      "the tab switched away", park: { $0.tab = 1 }, unpark: { $0.tab = 0 })
  }

  @MainActor func test_11_9_inlineSheetComesBackFromUnderAPushedScreenOnItsDetent() async throws {
    try await checkParked(
      "a screen pushed over the sheet's", park: { $0.pushedOver = true },
      unpark: { $0.pushedOver = false })
  }

  @MainActor private func checkParked(
    _ what: String, park: (FixtureModel) -> Void, unpark: (FixtureModel) -> Void
  ) async throws {
    let model = FixtureModel()
    model.inlineDetents = [.height(200), .medium]
    model.selection = .medium
    let window = try await SuiteWindow.show(InlineParkedFixture(model: model))
    let first = await SheetProbe.restingInline(in: window)
    let (_, before) = try XCTUnwrap(first, "the inline sheet never came to rest at .medium")

    park(model)
    let gone = await Wait.until(3) {
      SheetProbe.inline(in: window).allSatisfy {
        SheetProbe.sheetFrame($0).minY >= window.bounds.maxY
      }
    }
    XCTAssertTrue(
      gone,
      "\(what): 3 s later an inline sheet is still drawn in the window, at "
        + "\(SheetProbe.inline(in: window).map { SheetProbe.sheetFrame($0).text })")
    await Wait.seconds(0.5)

    unpark(model)
    var firstSeen: CGRect?
    let back = await Wait.until(3) {
      guard let container = SheetProbe.inline(in: window).first else { return false }
      let frame = SheetProbe.sheetFrame(container)
      guard frame.height > 0, frame.minY < window.bounds.maxY else { return false }
      firstSeen = frame
      return true
    }
    XCTAssertTrue(back, "\(what), then back: no inline sheet in the window within 3 s")
    let again = await SheetProbe.restingInline(in: window)
    let (_, after) = try XCTUnwrap(again, "\(what), then back: the sheet never came to rest")
    print(
      "11.9 inline, \(what): rested at \(before.minY), first frame back "
        + "\(firstSeen?.minY ?? -1), rests at \(after.minY); selection writes "
        + "\(model.selectionWrites)")
    if let firstSeen {
      XCTAssertTrue(
        abs(firstSeen.minY - before.minY) <= 1,
        "\(what), then back: the sheet's first frame has its top at \(firstSeen.minY); it "
          + "rested at \(before.minY) (.medium) before")
    }
    XCTAssertTrue(
      abs(after.minY - before.minY) <= 1,
      "\(what), then back: the sheet rests with its top at \(after.minY); it rested at "
        + "\(before.minY) (.medium) before")
    XCTAssertEqual(model.selectionWrites, [], "\(what): the layer wrote the selection (in order)")
    XCTAssertEqual(model.selection.id, Detent.medium.id, "\(what): the selection after")
  }
}
