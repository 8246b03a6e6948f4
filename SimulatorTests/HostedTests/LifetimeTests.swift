@testable import BottomSheetKit
import SwiftUI
import UIKit
import XCTest

/// Device plan 7.3, 7.4 and 9.14: a presented sheet's lifetime, with the app's binding as the
/// truth. After every step the binding, `onDismiss` and the window agree: the binding is true
/// exactly while a sheet is presented, and `onDismiss` ran once per presentation that ended.
///
/// The break each catches: a sheet left on screen (or gone) while the binding says otherwise;
/// `onDismiss` twice or never; and, for the 2026-11-28 review's F2, a sheet UIKit dismissed as
/// part of a dismissal below it (`rootViewController.dismiss`, Apple's sheet closed under it)
/// vanishing without the host knowing: the binding stays true, `onDismiss` never runs, and
/// setting the binding again shows nothing.
final class LifetimeTests: XCTestCase {
  @MainActor func test_9_14_bindingFalseDuringTheEntranceLeavesOnce() async throws {
    let (window, model) = try await pushedPresenter()
    model.isPresented = true
    let appeared = await Wait.until(2) { !SheetProbe.presented(in: window).isEmpty }
    XCTAssertTrue(appeared, "no sheet was presented within 2 s of isPresented = true")
    await Wait.seconds(0.05)  // the entrance spring runs for about half a second
    model.isPresented = false
    let gone = await Wait.until(3) { SheetProbe.presented(in: window).isEmpty }
    XCTAssertTrue(
      gone, "isPresented = false during the entrance: a sheet is still presented after 3 s")
    await Wait.seconds(0.2)
    XCTAssertEqual(model.dismissals, 1, "onDismiss calls after one cut-short presentation")
    XCTAssertFalse(model.isPresented, "the binding after the exit")
    try await checkPresentsAgain(window, model)
  }

  @MainActor func test_9_14_bindingTrueAgainDuringTheExitKeepsTheSheet() async throws {
    let (window, model) = try await pushedPresenter()
    model.isPresented = true
    let first = await SheetProbe.restingPresented(in: window)
    let (_, resting) = try XCTUnwrap(first, "no sheet came to rest after isPresented = true")
    model.isPresented = false
    await Wait.seconds(0.08)  // the exit spring is running
    XCTAssertFalse(
      SheetProbe.presented(in: window).isEmpty,
      "the sheet left at once on isPresented = false; expected its exit spring (about 0.5 s)")
    model.isPresented = true
    let again = await SheetProbe.restingPresented(in: window)
    let (_, back) = try XCTUnwrap(
      again, "isPresented = true during the exit: no sheet at rest 4 s later")
    XCTAssertTrue(
      abs(back.minY - resting.minY) <= 1,
      "re-presented mid-exit, the sheet rests with its top at \(back.minY); before the exit it "
        + "rested at \(resting.minY)")
    XCTAssertEqual(model.dismissals, 0, "onDismiss calls: the presentation never ended")
    XCTAssertTrue(model.isPresented, "the binding")
  }

  @MainActor func test_7_3_presenterPoppedDismissesOnce() async throws {
    let (window, model) = try await pushedPresenter()
    model.isPresented = true
    let up = await SheetProbe.restingPresented(in: window)
    _ = try XCTUnwrap(up, "no sheet came to rest after isPresented = true")
    model.pushed = false  // Back
    let gone = await Wait.until(3) { SheetProbe.presented(in: window).isEmpty }
    XCTAssertTrue(gone, "the presenter was popped: a sheet is still presented after 3 s")
    let settled = await Wait.until(1) { !model.isPresented && model.dismissals == 1 }
    XCTAssertTrue(
      settled,
      "after the pop: isPresented = \(model.isPresented), onDismiss called "
        + "\(model.dismissals) times; expected false and 1")
  }

  /// F2: an app-wide reset (`window.rootViewController?.dismiss`) takes the sheet away.
  @MainActor func test_7_4_dismissalBelowTheSheetWritesFalseAndCallsOnDismissOnce() async throws {
    let (window, model) = try await pushedPresenter()
    model.isPresented = true
    let up = await SheetProbe.restingPresented(in: window)
    _ = try XCTUnwrap(up, "no sheet came to rest after isPresented = true")
    window.rootViewController?.dismiss(animated: false)
    let gone = await Wait.until(2) { SheetProbe.presented(in: window).isEmpty }
    XCTAssertTrue(gone, "rootViewController.dismiss(animated: false) left the sheet presented")
    let reported = await Wait.until(2) { !model.isPresented && model.dismissals == 1 }
    XCTAssertTrue(
      reported,
      "UIKit dismissed the sheet from below: 2 s later isPresented = \(model.isPresented) and "
        + "onDismiss ran \(model.dismissals) times; expected false and 1")
    try await checkPresentsAgain(window, model)
  }

  /// F2: Apple's sheet, under ours, closed by the app.
  @MainActor func test_7_4_appleSheetClosedUnderTheSheetKeepsBindingAndScreenInAgreement()
    async throws
  {
    let (window, model) = try await pushedPresenter()
    model.showsAppleSheet = true
    await Wait.seconds(1)
    model.isPresented = true
    let resting = await SheetProbe.restingPresented(in: window)
    let (container, _) = try XCTUnwrap(resting, "no bottom sheet came to rest above Apple's")
    XCTAssertTrue(
      SheetProbe.topPresented(in: window)?.viewIfLoaded === container,
      "device plan 1.7: the bottom sheet should be the top presentation, above Apple's sheet; "
        + "top is \(SheetProbe.topPresented(in: window).map(Tree.name) ?? "nil")")
    model.showsAppleSheet = false
    await Wait.seconds(1.5)
    let shown = !SheetProbe.presented(in: window).isEmpty
    if shown {
      XCTAssertTrue(model.isPresented, "a sheet is presented but its binding is false")
      XCTAssertEqual(model.dismissals, 0, "onDismiss calls while the sheet is still presented")
    } else {
      XCTAssertFalse(
        model.isPresented,
        "Apple's sheet closed and took ours: no sheet is presented, but isPresented is still "
          + "true (onDismiss ran \(model.dismissals) times)")
      XCTAssertEqual(model.dismissals, 1, "onDismiss calls for the sheet UIKit took away")
    }
  }

  /// A fixture whose presenting screen has been pushed and is in the window.
  @MainActor private func pushedPresenter() async throws -> (UIWindow, FixtureModel) {
    let model = FixtureModel()
    let window = try await SuiteWindow.show(PresenterFixture(style: .modal, model: model))
    model.pushed = true
    let pushed = await Wait.until(2) { MarkerUIView.find("presenter", in: window) != nil }
    if !pushed { throw SuiteError("the presenting screen was not pushed within 2 s") }
    await Wait.seconds(0.6)  // the push's transition
    return (window, model)
  }

  /// After a dismissal, setting the binding again presents the sheet (the symptom of F2: "the
  /// button that shows it does nothing afterwards").
  @MainActor private func checkPresentsAgain(
    _ window: UIWindow, _ model: FixtureModel, file: StaticString = #filePath, line: UInt = #line
  ) async throws {
    model.isPresented = true
    let again = await SheetProbe.restingPresented(in: window)
    XCTAssertTrue(
      again != nil, "isPresented = true after the dismissal: no sheet at rest 4 s later",
      file: file, line: line)
  }
}
