@testable import BottomSheetKit
import UIKit
import XCTest

/// ``ProbeFixture``'s inline sheet at rest, with its controller: the layer's own entry points
/// (`send(_:at:draws:)`, which the pan recognizer's callbacks call with each touch's own
/// timestamp), its display clock and its frame counters, reached through `@testable import`.
@MainActor struct ProbeSheet {
  let window: UIWindow
  let model: FixtureModel
  let container: SheetContainerView
  let controller: SheetController<ProbeContent>
  /// The sheet's frame at rest, in the window.
  let resting: CGRect

  /// Shows ``ProbeFixture`` with `detents`, selecting `selection`, and waits for its rest.
  static func show(detents: [Detent], selection: Detent) async throws -> ProbeSheet {
    let model = FixtureModel()
    model.inlineDetents = detents
    model.selection = selection
    let window = try await SuiteWindow.show(ProbeFixture(model: model))
    let rest = await SheetProbe.restingInline(in: window)
    let (container, resting) = try XCTUnwrap(rest, "the inline sheet never came to rest")
    let controller = try XCTUnwrap(
      SheetProbe.controller(of: container) as? SheetController<ProbeContent>,
      "the container's controller is "
        + "\(SheetProbe.controller(of: container).map(Tree.name) ?? "nil"), not "
        + "SheetController<ProbeContent>")
    return ProbeSheet(
      window: window, model: model, container: container, controller: controller,
      resting: resting)
  }

  /// The sheet's frame now, in the window.
  var frame: CGRect { SheetProbe.sheetFrame(container) }

  /// A point of the window in the container's space (the space of the layer's touch inputs).
  func containerPoint(_ point: CGPoint) -> CGPoint { container.convert(point, from: nil) }
}
