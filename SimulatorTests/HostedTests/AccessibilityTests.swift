@testable import BottomSheetKit
import SwiftUI
import UIKit
import XCTest

/// Device plan 4.3 and 4.6: VoiceOver's modality. A modal sheet marks the container view of its
/// own presentation `accessibilityViewIsModal` (VoiceOver cannot reach the screen behind); an
/// inline sheet is never modal and never touches a presentation's container, also when it
/// sits inside one.
///
/// The break each catches: the modal sheet not modal for VoiceOver; and the 2026-11-28 reviews'
/// F1 (second symptom) and B7: an inline sheet inside a presentation resolves
/// `presentationController` to its ancestor's and writes `accessibilityViewIsModal = false`
/// into it whenever its adjustable element changes, so VoiceOver leaves the enclosing modal.
final class AccessibilityTests: XCTestCase {
  @MainActor func test_4_3_modalSheetIsModalForVoiceOver() async throws {
    let model = FixtureModel()
    let window = try await SuiteWindow.show(PresenterFixture(style: .modal, model: model))
    model.pushed = true
    await Wait.seconds(0.8)
    model.isPresented = true
    let resting = await SheetProbe.restingPresented(in: window)
    let (container, _) = try XCTUnwrap(resting, "the modal sheet never came to rest")
    let controller = try XCTUnwrap(SheetProbe.controller(of: container), "no controller")
    let presentationContainer = try XCTUnwrap(
      controller.presentationController?.containerView, "the sheet has no presentation container")
    XCTAssertTrue(
      presentationContainer.accessibilityViewIsModal,
      "a modal sheet at rest: its presentation's container view \(Tree.describe(presentationContainer)) "
        + "has accessibilityViewIsModal = false")
  }

  @MainActor func test_4_6_inlineSheetInsideModalBottomSheetKeepsTheModalModal() async throws {
    let model = FixtureModel()
    let window = try await SuiteWindow.show(PlacementFixture(placement: .bottomSheet, model: model))
    model.showsOuterSheet = true
    let resting = await SheetProbe.restingInline(in: window)
    XCTAssertTrue(resting != nil, "the inline sheet inside the modal never came to rest")
    let outer = try XCTUnwrap(SheetProbe.topPresented(in: window), "nothing is presented")
    let outerContainer = try XCTUnwrap(
      outer.presentationController?.containerView, "the modal has no presentation container")
    XCTAssertTrue(
      outerContainer.accessibilityViewIsModal,
      "the modal bottom sheet holding an inline sheet, at rest: accessibilityViewIsModal is "
        + "false on its presentation's container")
    // A second detent shows the inline sheet's grabber: its adjustable element changes, which
    // is when the layer posts its accessibility layout.
    model.inlineDetents = [.height(200), .large]
    _ = await SheetProbe.restingInline(in: window)
    await Wait.seconds(0.3)
    XCTAssertTrue(
      outerContainer.accessibilityViewIsModal,
      "after the inline sheet's detents changed (its grabber appeared), the enclosing modal's "
        + "presentation container has accessibilityViewIsModal = false: VoiceOver can leave it")
  }

  @MainActor func test_4_6_inlineSheetInsideAppleSheetLeavesItsContainerAlone() async throws {
    let model = FixtureModel()
    model.showsInline = false
    let window = try await SuiteWindow.show(PlacementFixture(placement: .appleSheet, model: model))
    model.showsAppleSheet = true
    _ = await Wait.until(3) { MarkerUIView.find("behind", in: window) != nil }
    await Wait.seconds(0.8)
    let apple = try XCTUnwrap(SheetProbe.topPresented(in: window), "Apple's sheet is not up")
    let appleContainer = try XCTUnwrap(
      apple.presentationController?.containerView, "Apple's sheet has no presentation container")
    let before = appleContainer.accessibilityViewIsModal
    model.showsInline = true
    let resting = await SheetProbe.restingInline(in: window)
    XCTAssertTrue(resting != nil, "the inline sheet inside Apple's sheet never came to rest")
    XCTAssertEqual(
      appleContainer.accessibilityViewIsModal, before,
      "Apple's sheet's container: accessibilityViewIsModal before the inline sheet, and after")
    model.inlineDetents = [.height(200), .large]
    _ = await SheetProbe.restingInline(in: window)
    await Wait.seconds(0.3)
    XCTAssertEqual(
      appleContainer.accessibilityViewIsModal, before,
      "Apple's sheet's container: accessibilityViewIsModal before the inline sheet, and after "
        + "its detents changed")
  }
}
