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
  /// hierarchy) has not left, and its sheet must not be dismissed for it. Out of its window, it
  /// reports one of three things, decided from UIKit's containment:
  /// - `anchorCovered`: a presentation over its context took the presenting views out of the
  ///   window (UIKit puts them back when it is dismissed): the sheet stays;
  /// - `anchorHidden`: its controller is still in its container, out of sight (a tab switched
  ///   away, a screen pushed over it): the sheet leaves the screen without writing the binding,
  ///   and comes back at rest when the anchor returns;
  /// - `anchorInWindow(false)`: it left (a pop, a removed row, its context dismissed).
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
        if self.isCovered {
          self.report(.anchorCovered)
        } else if self.isParked {
          self.report(.anchorHidden)
        } else {
          self.report(.anchorInWindow(false))
        }
      }
    }

    /// The controller whose view holds the anchor.
    private var owner: UIViewController? {
      var responder: UIResponder? = next
      while let current = responder, !(current is UIViewController) { responder = current.next }
      return responder as? UIViewController
    }

    /// Whether a presentation over the anchor's context took the presenting views out of the
    /// window. UIKit's signal is the presentation controller's `shouldRemovePresentersView`
    /// (Apple's CustomTransitions sample: "When a fullscreen view controller is presented (the
    /// corresponding presentation controller's -shouldRemovePresentersView returns YES) …"),
    /// asked of every controller presented above the context, not a list of style names.
    ///
    /// The context is found by containment (`parent`), from the anchor's controller to the
    /// controller at the root of its presentation, not by the responder chain, whose `next`
    /// goes from a presented controller to its presenter.
    private var isCovered: Bool {
      guard var context = owner else { return false }
      while let parent = context.parent { context = parent }
      var presented = context.presentedViewController
      while let current = presented {
        if current.presentationController?.shouldRemovePresentersView == true { return true }
        presented = current.presentedViewController
      }
      return false
    }

    /// Whether the anchor's controller is still in its container, only out of sight: some
    /// ancestor is one of a navigation controller's `viewControllers` but not its top (a
    /// screen pushed over it), or one of a tab bar controller's `viewControllers` but not the
    /// selected one (another tab). A pop removes it from `viewControllers`: that is leaving.
    private var isParked: Bool {
      var child = owner
      while let current = child, let parent = current.parent {
        if let navigation = parent as? UINavigationController {
          guard navigation.viewControllers.contains(current) else { return false }
          if navigation.topViewController !== current { return true }
        } else if let tabs = parent as? UITabBarController {
          guard tabs.viewControllers?.contains(current) == true else { return false }
          if tabs.selectedViewController !== current { return true }
        }
        child = parent
      }
      return false
    }

    private func report(_ input: HostInput) {
      guard reported != input else { return }
      reported = input
      windowChanged?(input)
    }
  }
#endif
