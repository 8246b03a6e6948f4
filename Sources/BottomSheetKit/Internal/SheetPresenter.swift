#if canImport(UIKit)
  import SwiftUI
  import UIKit

  /// Puts a modal or floating sheet above everything, from wherever its modifier is attached.
  ///
  /// An invisible anchor controller sits in the modifier's place. When the host model asks to
  /// attach, the sheet's container view is added on top of the anchor's window (above the root
  /// controller's view: tab bars, navigation bars and toolbars included) and its controller
  /// becomes a child of the window's root controller (so content in the sheet can present
  /// alerts and sheets of its own, which UIKit puts above it). No system presentation runs: the
  /// engine's springs do the entrance and exit. A sheet attached later (a sheet in a sheet) goes
  /// above. The window is the screen's own, so its keyboard works as usual.
  ///
  /// Why not `present(_:animated:)` with `.overFullScreen`: UIKit puts a presented view inside
  /// a full-window transition view that takes every touch the presented view does not, so the
  /// screen behind an undimmed sheet could never be used (DrawerKit PR #76 describes the same
  /// wall). A view the package owns, directly in the window, declares its own touch region
  /// (`SheetContainerView.point(inside:with:)`), and the window hands every other touch to the
  /// views behind it: plain UIKit hit testing, the same on iOS 15 and 18.
  struct SheetPresenter<Content: View>: UIViewControllerRepresentable {
    let request: SheetRequest<Content>

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIViewController(context: Context) -> UIViewController {
      let anchor = SheetAnchorController()
      let sheet = SheetController(request)
      context.coordinator.sheet = sheet
      context.coordinator.anchor = anchor
      sheet.attach = { [weak coordinator = context.coordinator] in coordinator?.present() }
      sheet.detach = { [weak coordinator = context.coordinator] in coordinator?.remove() }
      anchor.appeared = { [weak coordinator = context.coordinator] in coordinator?.retry() }
      return anchor
    }

    func updateUIViewController(_ controller: UIViewController, context: Context) {
      context.coordinator.sheet?.update(request)
    }

    static func dismantleUIViewController(_ controller: UIViewController, coordinator: Coordinator)
    {
      coordinator.remove()
    }

    @MainActor final class Coordinator {
      var sheet: SheetController<Content>?
      weak var anchor: SheetAnchorController?
      private var waiting = false

      /// Puts the sheet on top of the anchor's window; waits for the anchor to be in a window if
      /// it is not yet.
      func present() {
        guard let sheet, sheet.parent == nil else { return }
        guard let window = anchor?.view.window, let root = window.rootViewController else {
          waiting = true
          return
        }
        waiting = false
        root.addChild(sheet)
        sheet.view.frame = window.bounds
        sheet.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(sheet.view)
        sheet.didMove(toParent: root)
      }

      /// Takes the sheet off the window (its exit has finished, or the modifier is gone).
      func remove() {
        waiting = false
        guard let sheet, sheet.parent != nil else { return }
        sheet.willMove(toParent: nil)
        sheet.view.removeFromSuperview()
        sheet.removeFromParent()
      }

      func retry() { if waiting { present() } }
    }
  }

  /// The invisible controller that marks where a presented sheet's modifier is.
  final class SheetAnchorController: UIViewController {
    var appeared: (() -> Void)?

    override func loadView() {
      let view = UIView()
      view.isUserInteractionEnabled = false
      view.isAccessibilityElement = false
      self.view = view
    }

    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      appeared?()
    }
  }

  /// Embeds an inline sheet's controller where its modifier is: same container, same pan
  /// recognizer; outside the sheet, touches reach the screen behind by explicit region.
  struct SheetInlineHost<Content: View>: UIViewControllerRepresentable {
    let request: SheetRequest<Content>

    func makeUIViewController(context: Context) -> SheetController<Content> {
      SheetController(request)
    }

    func updateUIViewController(_ controller: SheetController<Content>, context: Context) {
      controller.update(request)
    }
  }
#endif
