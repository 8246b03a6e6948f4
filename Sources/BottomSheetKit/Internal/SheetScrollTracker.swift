#if canImport(UIKit)
  import UIKit

  /// Finds the scroll view a finger is in and reports it to the host model, by value.
  ///
  /// The scroll view is found from the touched view's ancestors, up to the sheet's own view:
  /// that finds SwiftUI's `ScrollView` and `List` (a `UIScrollView`, a table or a collection
  /// view) on every iOS version, and never the screen behind the sheet. Its delegate is never
  /// touched (a `List`'s belongs to SwiftUI). Instead a target is added to the scroll view's own
  /// pan recognizer, after the scroll view's: when it runs, the scroll view has just moved for
  /// this touch, and the offset the host model answers is applied in that same callback, before
  /// anything is drawn (FloatingPanel's `track(scrollView:)` does the same).
  @MainActor final class SheetScrollTracker {
    /// Sends an input to the host model.
    var report: ((HostInput) -> Void)?
    private weak var scrollView: UIScrollView?
    private var target: SheetActionTarget?

    /// Tracks the vertical scroll view the touched view is in (if any), reports its extent and
    /// offset, and says what kind of scrolling content the finger is on.
    func track(from view: UIView?, within sheet: UIView) -> (vertical: Bool, horizontal: Bool) {
      var vertical: UIScrollView?
      var horizontal = false
      // A touch outside the sheet (the backdrop, or the screen behind an inline sheet) has no
      // scroll view of the sheet's: walking up from it would reach the screen's own.
      var current = view.flatMap { $0.isDescendant(of: sheet) ? $0 : nil }
      while let candidate = current, candidate !== sheet {
        if let scroller = candidate as? UIScrollView, scroller.isScrollEnabled {
          let sideways = TouchTarget.scrollsOnlySideways(
            contentWidth: Double(scroller.contentSize.width),
            contentHeight: Double(scroller.contentSize.height),
            boundsWidth: Double(scroller.bounds.width),
            boundsHeight: Double(scroller.bounds.height),
            bouncesVertically: scroller.alwaysBounceVertical)
          if sideways {
            horizontal = true
          } else if vertical == nil {
            vertical = scroller
          }
        }
        current = candidate.superview
      }
      follow(vertical)
      return (vertical != nil, horizontal)
    }

    /// Whether `recognizer` is the tracked scroll view's own pan.
    func isTrackedPan(_ recognizer: UIGestureRecognizer) -> Bool {
      guard let scrollView else { return false }
      return recognizer === scrollView.panGestureRecognizer
    }

    /// Shows the tracked scroll view at `offset` (0 = its top). Setting the offset without
    /// animation also stops a deceleration the scroll view started on its own.
    func hold(at offset: Double) {
      guard let scrollView else { return }
      let top = scrollView.adjustedContentInset.top
      scrollView.setContentOffset(
        CGPoint(x: scrollView.contentOffset.x, y: CGFloat(offset) - top), animated: false)
    }

    private func follow(_ scroller: UIScrollView?) {
      if scroller !== scrollView {
        if let old = scrollView, let target {
          old.panGestureRecognizer.removeTarget(target, action: SheetActionTarget.action)
        }
        scrollView = scroller
        target = nil
        if let scroller {
          let target = SheetActionTarget { [weak self] _ in self?.scrolled() }
          scroller.panGestureRecognizer.addTarget(target, action: SheetActionTarget.action)
          self.target = target
        }
      }
      guard let scroller else {
        report?(.scrollMetrics(nil))
        return
      }
      let insets = scroller.adjustedContentInset
      report?(
        .scrollMetrics(
          ScrollMetrics(
            contentHeight: Double(scroller.contentSize.height),
            verticalInsets: Double(insets.top + insets.bottom),
            viewportHeight: Double(scroller.bounds.height))))
      scrolled()
    }

    private func scrolled() {
      guard let scrollView else { return }
      let offset = scrollView.contentOffset.y + scrollView.adjustedContentInset.top
      report?(.scrolled(offset: Double(offset)))
    }
  }
#endif
