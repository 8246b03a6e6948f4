@testable import BottomSheetKit
import UIKit

/// Finds the package's sheets in a window through UIKit alone, plus one internal type of the
/// layer: `SheetContainerView` (the view of every sheet's controller; its `sheetView` is the
/// sheet, its `backdrop` the dim). Everything compared is a UIKit fact: frames in the window,
/// `window.hitTest`, the presentation chain.
@MainActor enum SheetProbe {
  /// Every sheet container in the window, presented and inline.
  static func containers(in window: UIWindow) -> [SheetContainerView] {
    Tree.views(in: window).compactMap { $0 as? SheetContainerView }
  }

  /// The controller whose view `container` is.
  static func controller(of container: SheetContainerView) -> UIViewController? {
    container.next as? UIViewController
  }

  /// Containers of sheets UIKit presented (modal and floating sheets).
  static func presented(in window: UIWindow) -> [SheetContainerView] {
    containers(in: window).filter { controller(of: $0)?.parent == nil }
  }

  /// Containers of inline sheets (children of the controller hosting their screen).
  static func inline(in window: UIWindow) -> [SheetContainerView] {
    containers(in: window).filter { controller(of: $0)?.parent != nil }
  }

  /// The last controller in the window's presentation chain.
  static func topPresented(in window: UIWindow) -> UIViewController? {
    var top = window.rootViewController
    while let next = top?.presentedViewController { top = next }
    return top
  }

  /// The sheet's frame in the window (an attached sheet is drawn taller than the screen: its
  /// top edge is what moves).
  static func sheetFrame(_ container: SheetContainerView) -> CGRect {
    container.sheetView.convert(container.sheetView.bounds, to: nil)
  }

  /// The resting frame of the only inline sheet, nil if there is none or it never rests.
  static func restingInline(in window: UIWindow) async -> (SheetContainerView, CGRect)? {
    guard await Wait.until(3, { inline(in: window).count == 1 }),
      let container = inline(in: window).first
    else { return nil }
    guard let frame = await Wait.resting({ sheetFrame(container) }) else { return nil }
    return (container, frame)
  }

  /// The resting frame of the topmost presented sheet, nil if none is presented or it never
  /// rests.
  static func restingPresented(in window: UIWindow) async -> (SheetContainerView, CGRect)? {
    guard await Wait.until(3, { !presented(in: window).isEmpty }) else { return nil }
    guard
      let container = topPresented(in: window)?.viewIfLoaded as? SheetContainerView
        ?? presented(in: window).last
    else { return nil }
    guard let frame = await Wait.resting({ sheetFrame(container) }) else { return nil }
    return (container, frame)
  }

  /// Whether `hit` is `target` or inside it.
  static func lands(_ hit: UIView?, in target: UIView) -> Bool {
    guard let hit else { return false }
    return hit === target || hit.isDescendant(of: target)
  }
}
