@testable import BottomSheetKit
import SwiftUI
import UIKit
import XCTest

/// Device plan 9.1: the controller tree and the view tree agree everywhere, checked recursively
/// (``HierarchyAudit``) after every step of a presentation, twice, and with inline sheets inside
/// presentations.
///
/// The break it catches: a sheet's view added to the window (or to a view) by hand while its
/// controller is a child elsewhere, the state UIKit answers with
/// `UIViewControllerHierarchyInconsistency` (review A1); a presented controller left in the
/// chain after its view left the window.
final class HierarchyTests: XCTestCase {
  @MainActor func test_9_1_presentAndDismissTwiceKeepTheTreesInAgreement() async throws {
    let model = FixtureModel()
    let window = try await SuiteWindow.show(PresenterFixture(style: .modal, model: model))
    var problems: [String] = []
    func audit(_ step: String) {
      problems += HierarchyAudit.problems(in: window).map { "\(step): \($0)" }
    }
    audit("fixture shown")
    model.pushed = true
    await Wait.seconds(0.8)
    audit("presenter pushed")
    for round in 1...2 {
      model.isPresented = true
      _ = await Wait.until(2) { !SheetProbe.presented(in: window).isEmpty }
      audit("round \(round), entrance")
      let resting = await SheetProbe.restingPresented(in: window)
      XCTAssertTrue(resting != nil, "round \(round): the sheet never came to rest")
      audit("round \(round), at rest")
      model.isPresented = false
      await Wait.seconds(0.08)
      audit("round \(round), exit")
      let gone = await Wait.until(3) { SheetProbe.presented(in: window).isEmpty }
      XCTAssertTrue(gone, "round \(round): the sheet was still presented 3 s after false")
      audit("round \(round), dismissed")
    }
    XCTAssertEqual(model.dismissals, 2, "onDismiss calls after two presentations")
    XCTAssertTrue(problems.isEmpty, "the trees disagree:\n" + problems.joined(separator: "\n"))
  }

  @MainActor func test_9_1_floatingSheetKeepsTheTreesInAgreement() async throws {
    let model = FixtureModel()
    let window = try await SuiteWindow.show(PresenterFixture(style: .floating, model: model))
    model.pushed = true
    await Wait.seconds(0.8)
    model.isPresented = true
    let resting = await SheetProbe.restingPresented(in: window)
    XCTAssertTrue(resting != nil, "the floating sheet never came to rest")
    let problems = HierarchyAudit.problems(in: window)
    XCTAssertTrue(
      problems.isEmpty, "at rest, the trees disagree:\n" + problems.joined(separator: "\n"))
  }

  @MainActor func test_9_1_inlineSheetsInsidePresentationsKeepTheTreesInAgreement() async throws {
    for placement in [Placement.appleSheet, .fullScreenCover, .bottomSheet] {
      let model = FixtureModel()
      let window = try await SuiteWindow.show(PlacementFixture(placement: placement, model: model))
      switch placement {
      case .appleSheet: model.showsAppleSheet = true
      case .fullScreenCover: model.showsCover = true
      default: model.showsOuterSheet = true
      }
      let resting = await SheetProbe.restingInline(in: window)
      XCTAssertTrue(resting != nil, "\(placement): the inline sheet never came to rest")
      let problems = HierarchyAudit.problems(in: window)
      XCTAssertTrue(
        problems.isEmpty,
        "\(placement), at rest, the trees disagree:\n" + problems.joined(separator: "\n"))
    }
  }
}
