#if canImport(UIKit)
  import UIKit

  /// What the screen behind a presented sheet keeps: its status bar, home indicator, deferred
  /// screen edges and supported orientations.
  ///
  /// Status-bar appearance passes to a presented controller only for `.fullScreen`
  /// (`modalPresentationCapturesStatusBarAppearance`'s reference page), so an `.overFullScreen`
  /// sheet leaves it with the presenter; which controller UIKit asks for the home indicator,
  /// the deferred edges and the orientations while an `.overFullScreen` presentation is up is
  /// not on any page. Whichever it asks, the sheet answers what the screen behind answers,
  /// following each property's `childFor…` chain as UIKit does (PanModal opts in to status-bar
  /// capture explicitly; Transmission manages its presented controllers' status bar).
  /// Device-plan item 11.6 records which controller UIKit asks.
  extension SheetController {
    /// The controller whose answers the sheet gives: the presenter, for a presented sheet.
    private var screenBehind: UIViewController? {
      isPresentedByUIKit ? presentingViewController : nil
    }

    /// The end of a `childFor…` chain from `start`.
    private func deepest(
      from start: UIViewController, _ next: (UIViewController) -> UIViewController?
    ) -> UIViewController {
      var current = start
      // A chain is a few controllers deep; the bound only guards against a cycle.
      for _ in 0..<32 {
        guard let child = next(current), child !== current, child !== self else { break }
        current = child
      }
      return current
    }

    /// `prefersStatusBarHidden` as the screen behind answers it (nil: UIKit's default).
    var statusBarHiddenBehind: Bool? {
      screenBehind.map { deepest(from: $0) { $0.childForStatusBarHidden }.prefersStatusBarHidden }
    }

    /// `preferredStatusBarStyle` as the screen behind answers it.
    var statusBarStyleBehind: UIStatusBarStyle? {
      screenBehind.map { deepest(from: $0) { $0.childForStatusBarStyle }.preferredStatusBarStyle }
    }

    /// `prefersHomeIndicatorAutoHidden` as the screen behind answers it.
    var homeIndicatorHiddenBehind: Bool? {
      screenBehind.map {
        deepest(from: $0) { $0.childForHomeIndicatorAutoHidden }.prefersHomeIndicatorAutoHidden
      }
    }

    /// `preferredScreenEdgesDeferringSystemGestures` as the screen behind answers it.
    var deferredEdgesBehind: UIRectEdge? {
      screenBehind.map {
        deepest(from: $0) { $0.childForScreenEdgesDeferringSystemGestures }
          .preferredScreenEdgesDeferringSystemGestures
      }
    }

    /// `supportedInterfaceOrientations` as the screen behind answers it.
    var orientationsBehind: UIInterfaceOrientationMask? {
      screenBehind?.supportedInterfaceOrientations
    }

    /// Asks UIKit to read the forwarded answers again (after the sheet is presented).
    func setNeedsUpdateOfScreenBehind() {
      setNeedsStatusBarAppearanceUpdate()
      setNeedsUpdateOfHomeIndicatorAutoHidden()
      setNeedsUpdateOfScreenEdgesDeferringSystemGestures()
    }
  }
#endif
