@testable import BottomSheetKit
import SwiftUI
import UIKit
import XCTest

/// Device plan 13.1 and 13.4 (issue #36, the backdrop): what `bottomSheetBackdrop` draws, as
/// UIKit views, with a modal sheet at `.medium` (the backdrop at full strength, taking taps).
///
/// - A material is a `UIVisualEffectView` filling the backdrop, and the backdrop stays at an
///   alpha of 1: Apple's page for `UIVisualEffectView` says an alpha below 1 on the effect view
///   or a superview makes effects "look incorrect or not show up at all", so the strength is the
///   blur's, not an alpha.
/// - The app's view is drawn inside the backdrop, and takes nothing: `window.hitTest` on it
///   returns the backdrop itself (the package's dismiss target), never a view of the app's; and
///   the backdrop is the one accessibility element there, VoiceOver's "Dismiss" button
///   (`isAccessibilityElement`: "an accessibility element an assistive application can
///   access"). That VoiceOver then reads nothing inside it is UIKit's behaviour for an element,
///   not stated on a reference page: device plan 13.4 checks what VoiceOver says.
///
/// The break each catches: a material drawn as a plain dim or under an alpha (a grey slab), the
/// app's view taking the tap that should dismiss, or reaching VoiceOver as its own elements.
final class BackdropKindTests: XCTestCase {
  @MainActor func test_13_1_materialBackdropIsABlurAtFullAlpha() async throws {
    let (_, container) = try await present(.material)
    let backdrop = container.backdrop
    let blur = backdrop.subviews.compactMap { $0 as? UIVisualEffectView }.first
    let effectView = try XCTUnwrap(
      blur,
      "a material backdrop has no UIVisualEffectView; its subviews: "
        + "\(backdrop.subviews.map { Tree.describe($0) })")
    XCTAssertTrue(
      effectView.frame.isClose(to: backdrop.bounds, tolerance: 0.5),
      "the blur \(effectView.frame.text) does not fill the backdrop \(backdrop.bounds.text)")
    XCTAssertTrue(
      abs(backdrop.alpha - 1) <= 0.001,
      "the material backdrop at full strength has alpha \(backdrop.alpha); a blur must stay at 1")
    XCTAssertTrue(effectView.effect != nil, "the blur view has no effect at full strength")
  }

  @MainActor func test_13_4_viewBackdropTakesNoTouchAndIsOneDismissElement() async throws {
    let (window, container) = try await present(.view)
    let backdrop = container.backdrop
    let marker = try XCTUnwrap(
      MarkerUIView.find("backdrop-view", in: window), "the app's backdrop view is not drawn")
    XCTAssertTrue(
      marker.isDescendant(of: backdrop),
      "the app's backdrop view \(Tree.describe(marker)) is not inside the backdrop")
    let sheet = SheetProbe.sheetFrame(container)
    let point = CGPoint(x: window.bounds.midX, y: sheet.minY / 2)
    let hit = window.hitTest(point, with: nil)
    XCTAssertTrue(
      hit === backdrop,
      "window.hitTest at \(point.text), above the sheet \(sheet.text) on the app's backdrop "
        + "view, returned \(Tree.describe(hit)); expected the backdrop itself")
    XCTAssertTrue(
      backdrop.isAccessibilityElement && backdrop.accessibilityTraits.contains(.button),
      "the backdrop over the app's view: isAccessibilityElement \(backdrop.isAccessibilityElement)"
        + ", button \(backdrop.accessibilityTraits.contains(.button)); expected VoiceOver's "
        + "\"Dismiss\" button, which hides the view inside it")
  }

  @MainActor private func present(
    _ kind: BackdropKind
  ) async throws -> (UIWindow, SheetContainerView) {
    let model = FixtureModel()
    let window = try await SuiteWindow.show(BackdropFixture(kind: kind, model: model))
    model.isPresented = true
    let resting = await SheetProbe.restingPresented(in: window)
    let (container, _) = try XCTUnwrap(resting, "\(kind): the sheet never came to rest")
    await Wait.seconds(0.3)  // the entrance has settled: the backdrop at full strength
    return (window, container)
  }
}
