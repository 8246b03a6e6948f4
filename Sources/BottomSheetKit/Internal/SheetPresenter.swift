#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import SwiftUI
  import UIKit

  /// Puts a modal or floating sheet above everything, from wherever its modifier is attached.
  ///
  /// An invisible anchor controller sits in the modifier's place. Where the sheet goes when the
  /// host model asks to attach:
  ///
  /// - **Its controller becomes the anchor's child.** The anchor is a plain controller the
  ///   package owns, in the presenter's own presentation context: under the window's root, or
  ///   under the controller UIKit presented when the presenter is inside a system `.sheet`,
  ///   `.fullScreenCover` or popover. So UIKit finds that context when the sheet's content
  ///   presents an alert, a confirmation dialog, a share sheet or a `.sheet` of its own, and
  ///   that controller is not already presenting (the window's root is, when the presenter is
  ///   in a system sheet: "already presenting"). A tab bar, navigation or split controller never
  ///   gets a child it would take for a tab or a stack entry (an extra empty tab: LocalConsole
  ///   #21, FloatingPanel #23), and appearance callbacks follow the presenter.
  /// - **Its view goes on top of the anchor's window**, where UIKit puts its own presentations'
  ///   container views: above the root controller's view and above any presentation already
  ///   there (tab bars, navigation bars, a system sheet the presenter is in), and below any that
  ///   comes later (an alert from the sheet's content, a cover from the screen behind). A sheet
  ///   attached later stacks above. The window is the screen's own, so its keyboard works.
  ///
  /// No system presentation runs: the engine's springs do the entrance and exit. Why not
  /// `present(_:animated:)` with `.overFullScreen`: UIKit puts a presented view inside a
  /// full-window transition view that takes every touch the presented view does not, so the
  /// screen behind an undimmed sheet could never be used (DrawerKit PR #76). A view the package
  /// owns, directly in the window, declares its own touch region
  /// (`SheetContainerView.point(inside:with:)`), and the window hands every other touch on.
  ///
  /// Lifetime follows the anchor, decided by the host model: the anchor's window
  /// (``HostInput/anchorInWindow(_:)``, from the anchor view's `didMoveToWindow`), the modifier
  /// going away (``HostInput/modifierRemoved``, from `dismantleUIViewController`; the controller
  /// stays alive until its exit spring has finished), and the parent sheet leaving
  /// (``HostInput/parentLeaving``).
  struct SheetPresenter<Content: View>: UIViewControllerRepresentable {
    let request: SheetRequest<Content>

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIViewController(context: Context) -> UIViewController {
      let anchor = SheetAnchorController()
      let sheet = SheetController(request)
      context.coordinator.sheet = sheet
      sheet.anchor = anchor
      // Created outside any window: a binding that is already true waits for the anchor.
      sheet.anchorMoved(.anchorInWindow(false))
      anchor.windowChanged = { [weak sheet] input in sheet?.anchorMoved(input) }
      return anchor
    }

    func updateUIViewController(_ controller: UIViewController, context: Context) {
      context.coordinator.sheet?.update(request)
    }

    static func dismantleUIViewController(_ controller: UIViewController, coordinator: Coordinator)
    {
      coordinator.sheet?.modifierRemoved()
    }

    /// Holds the sheet's controller for as long as SwiftUI keeps the modifier; after that,
    /// ``SheetKeepAlive`` holds it through its exit.
    @MainActor final class Coordinator {
      var sheet: SheetController<Content>?
    }
  }

  /// The invisible controller that marks where a presented sheet's modifier is.
  final class SheetAnchorController: UIViewController {
    /// Called with `anchorInWindow` or `anchorCovered` when the anchor's view enters or
    /// leaves a window.
    var windowChanged: ((HostInput) -> Void)?

    override func loadView() {
      let view = SheetAnchorView()
      view.isUserInteractionEnabled = false
      view.isAccessibilityElement = false
      view.windowChanged = { [weak self] input in self?.windowChanged?(input) }
      self.view = view
    }
  }

  /// The anchor's view: it reports its window, which representables' controllers do not
  /// reliably learn (`viewDidAppear` is not always called for them).
  ///
  /// Leaving is reported on the next main-queue turn, and only if the view is still in no
  /// window then: a view that SwiftUI takes out and puts back within one update (a re-parented
  /// hierarchy) has not left, and its sheet must not be dismissed for it. Out of its window
  /// under a presentation of its own context, it reports `anchorCovered`, which the host model
  /// does not take for leaving.
  final class SheetAnchorView: UIView {
    var windowChanged: ((HostInput) -> Void)?
    private var reported: HostInput?

    override func didMoveToWindow() {
      super.didMoveToWindow()
      guard window == nil else {
        report(.anchorInWindow(true))
        return
      }
      Task { @MainActor [weak self] in
        guard let self, self.window == nil else { return }
        self.report(self.isCovered ? .anchorCovered : .anchorInWindow(false))
      }
    }

    /// Whether the anchor's presentation context is presenting: UIKit takes the presenting
    /// views out of the window once a `.fullScreen` presentation has finished, and puts them
    /// back when it is dismissed. Leaving (a pop, a tab switch, the context itself dismissed)
    /// takes the anchor out with no presentation over it. (What that means is the host's:
    /// ``HostInput/anchorCovered``.)
    private var isCovered: Bool {
      var responder: UIResponder? = next
      var top: UIViewController?
      while let current = responder {
        if let controller = current as? UIViewController { top = controller }
        responder = current.next
      }
      // The responder chain ends at the application; the last controller on it is the root
      // of the anchor's presentation context (or the window's root).
      var context = top
      while let parent = context?.parent { context = parent }
      return context?.presentedViewController != nil
    }

    private func report(_ input: HostInput) {
      guard reported != input else { return }
      reported = input
      windowChanged?(input)
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
