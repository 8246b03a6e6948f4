#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import SwiftUI
  import UIKit

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
