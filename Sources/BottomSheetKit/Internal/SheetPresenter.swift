#if canImport(UIKit)
  import BottomSheetHost
  import SwiftUI
  import UIKit

  /// Puts a modal or floating sheet above everything, from wherever its modifier is attached.
  ///
  /// An invisible anchor controller sits in the modifier's place; when the host model asks to
  /// attach, the sheet's controller is presented, without animation (the engine's springs do
  /// the entrance and exit), `.overFullScreen`, from the topmost controller of the anchor's
  /// window, so it covers tab bars, navigation bars and toolbars, keeps the window (and the
  /// keyboard) of the screen, and stacks above another sheet presented the same way.
  struct SheetPresenter<Content: View>: UIViewControllerRepresentable {
    let presentation: SheetPresentation
    let content: Content
    let environment: EnvironmentValues
    let anchors: [String: Double]
    let reduceMotion: Bool

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIViewController(context: Context) -> UIViewController {
      let anchor = SheetAnchorController()
      let sheet = SheetController(
        presentation: presentation, content: content, reduceMotion: reduceMotion)
      context.coordinator.sheet = sheet
      context.coordinator.anchor = anchor
      sheet.attach = { [weak coordinator = context.coordinator] in coordinator?.present() }
      sheet.detach = { [weak sheet] in sheet?.removeFromScreen() }
      anchor.appeared = { [weak coordinator = context.coordinator] in coordinator?.retry() }
      return anchor
    }

    func updateUIViewController(_ controller: UIViewController, context: Context) {
      context.coordinator.sheet?.update(
        presentation: presentation, content: content, environment: environment,
        anchors: anchors, reduceMotion: reduceMotion)
    }

    static func dismantleUIViewController(_ controller: UIViewController, coordinator: Coordinator)
    {
      coordinator.sheet?.removeFromScreen()
    }

    @MainActor final class Coordinator {
      var sheet: SheetController<Content>?
      weak var anchor: SheetAnchorController?
      private var waiting = false

      /// Presents the sheet from the topmost controller of the anchor's window; waits for the
      /// anchor to be in a window if it is not yet.
      func present() {
        guard let sheet, sheet.presentingViewController == nil else { return }
        guard let root = anchor?.view.window?.rootViewController else {
          waiting = true
          return
        }
        waiting = false
        var top = root
        while let next = top.presentedViewController, !next.isBeingDismissed { top = next }
        top.present(sheet, animated: false)
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
    let presentation: SheetPresentation
    let content: Content
    let environment: EnvironmentValues
    let anchors: [String: Double]
    let reduceMotion: Bool

    func makeUIViewController(context: Context) -> SheetController<Content> {
      SheetController(presentation: presentation, content: content, reduceMotion: reduceMotion)
    }

    func updateUIViewController(_ controller: SheetController<Content>, context: Context) {
      controller.update(
        presentation: presentation, content: content, environment: environment,
        anchors: anchors, reduceMotion: reduceMotion)
    }
  }
#endif
