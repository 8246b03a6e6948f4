#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import SwiftUI
  import UIKit

  /// Presents a modal or floating sheet above everything, from wherever its modifier is
  /// attached, as a UIKit presentation.
  ///
  /// An invisible anchor controller sits in the modifier's place (SwiftUI makes it a child of
  /// the presenter's hosting controller). When the host model asks to attach, the sheet's
  /// controller is presented, without animation, from the top of the anchor's presentation
  /// context: the anchor, then `presentedViewController` up to the topmost controller that is
  /// not leaving (``SheetController/presentationSource``). The engine's springs draw the
  /// entrance and the exit; UIKit only owns the hierarchy (`dismiss(animated: false)` after
  /// the exit spring). So the controller tree and the view tree agree everywhere: the sheet's
  /// view lives in the container view UIKit made for its presentation, and UIKit never raises
  /// `UIViewControllerHierarchyInconsistency` (the crash a controller made a child of the
  /// anchor with its view in the window would meet).
  ///
  /// The style is `.overFullScreen`: the presenter's views stay in the window under the sheet
  /// (Apple's `UIModalPresentationStyle.overFullScreen`: "the views beneath the presented
  /// content are not removed from the view hierarchy when the presentation finishes"). Points
  /// outside the sheet where the backdrop does not block go to the presenter: the sheet's
  /// container returns the presenting view's own hit there (``SheetContainerView/hitTest(_:with:)``,
  /// as `UIPopoverPresentationController.passthroughViews` does), from the host's frame.
  ///
  /// What this shares with Apple's sheet: while the sheet is up, the screen behind cannot
  /// present anything itself (UIKit: "already presenting"); present from the sheet's content
  /// instead, which UIKit presents from the sheet. A bottom sheet presented from a sheet's
  /// content is presented from that sheet, and leaves with it (``SheetFamily``).
  ///
  /// Lifetime follows the anchor, decided by the host model: the anchor's window
  /// (``HostInput/anchorInWindow(_:)``, from the anchor view's `didMoveToWindow`), the modifier
  /// going away (``HostInput/modifierRemoved``, from `dismantleUIViewController`: UIKit keeps a
  /// presented controller until it is dismissed, after its exit spring), and the parent sheet
  /// leaving (``HostInput/parentLeaving``). A presenter that cannot present yet (in the middle
  /// of a push or another presentation) is waited for: the attach runs again when its
  /// transition has finished.
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
    /// UIKit holds it while it is presented (and ``SheetKeepAlive`` while effects wait).
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
  /// under a full-screen presentation of its own context, it reports `anchorCovered`, which the
  /// host model does not take for leaving.
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

    /// Whether the anchor's presentation context presents a controller that took the
    /// presenting views out of the window: UIKit does that once a `.fullScreen` (or
    /// `.currentContext`) presentation has finished, and puts them back when it is dismissed.
    /// Leaving (a pop, a tab switch, the context itself dismissed) takes the anchor out with no
    /// such presentation over it.
    ///
    /// The context is found by containment (`parent`), from the anchor's controller to the
    /// controller at the root of its presentation, not by the responder chain, whose `next`
    /// goes from a presented controller to its presenter.
    private var isCovered: Bool {
      var responder: UIResponder? = next
      while let current = responder, !(current is UIViewController) { responder = current.next }
      guard var context = responder as? UIViewController else { return false }
      while let parent = context.parent { context = parent }
      guard let presented = context.presentedViewController else { return false }
      switch presented.modalPresentationStyle {
      case .fullScreen, .currentContext: return true
      default: return false
      }
    }

    private func report(_ input: HostInput) {
      guard reported != input else { return }
      reported = input
      windowChanged?(input)
    }
  }
#endif
