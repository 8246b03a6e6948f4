#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import UIKit

  /// Reports what a finger landed on and follows the scroll view the host model chooses.
  ///
  /// The touched view's ancestors, up to the sheet's own view, are reported as facts: that finds
  /// SwiftUI's `ScrollView` and `List` (a `UIScrollView`, a table or a collection view) on every
  /// iOS version, and never the screen behind the sheet. Text views (`TextEditor`) and wheels
  /// (`DatePicker`, `Picker` in `.wheel` style) are named as such: the host gives them their
  /// finger. Its delegate is never
  /// touched (a `List`'s belongs to SwiftUI). Instead a target is added to the scroll view's own
  /// pan recognizer, after the scroll view's: when it runs, the scroll view has just moved for
  /// this touch, and the offset the host model answers is applied in that same callback, before
  /// anything is drawn (FloatingPanel's `track(scrollView:)` does the same).
  ///
  /// The scroll view's extent is re-read in that callback and reported whenever it changed
  /// (the engine lays the content out at the highest detent as a drag begins, and self-sizing
  /// rows refine `contentSize` while they scroll), so the host never holds a `List` past its
  /// last row. While the sheet owns a drag that started in it, its vertical indicator is
  /// hidden (``hidesIndicator(_:)``), as FloatingPanel's `lockScrollView()` does.
  @MainActor final class SheetScrollTracker {
    /// Sends an input to the host model.
    var report: ((HostInput) -> Void)?
    private weak var scrollView: UIScrollView?
    private var target: SheetActionTarget?
    /// The extent last reported for the tracked scroll view.
    private var reportedMetrics: ScrollMetrics?
    /// The tracked scroll view's own `showsVerticalScrollIndicator` while it is hidden.
    private var hiddenIndicatorWas: Bool?

    /// Reports what the finger landed on: the views from the touched one up to the sheet's
    /// own view, as facts (``TouchedView``); the host model decides who gets the finger
    /// (``TouchArbitration/decide(_:)``). The scroll view it chooses is tracked: its extent and
    /// offset are reported and its pan shares the finger.
    func track(from view: UIView?, within sheet: UIView) -> TouchTarget {
      path.removeAll(keepingCapacity: true)
      views.removeAll(keepingCapacity: true)
      // A touch outside the sheet (the backdrop, or the screen behind an inline sheet) has no
      // scroll view of the sheet's: walking up from it would reach the screen's own.
      var current = view.flatMap { $0.isDescendant(of: sheet) ? $0 : nil }
      while let candidate = current, candidate !== sheet {
        path.append(Self.facts(of: candidate))
        views.append(candidate)
        current = candidate.superview
      }
      let decision = TouchArbitration.decide(path)
      if let index = decision.sharedScrollView, let scroller = views[index] as? UIScrollView {
        follow(scroller)
      } else {
        follow(nil)
      }
      return decision.target
    }

    private var path: [TouchedView] = []
    private var views: [UIView] = []

    /// What the sheet's gestures need to know about one view.
    private static func facts(of view: UIView) -> TouchedView {
      let kind: TouchedView.Kind
      if view is UITextView {
        kind = .textView
      } else if view is UIPickerView || (view as? UIDatePicker)?.datePickerStyle == .wheels {
        // Only a wheel turns under a vertical drag. A compact date picker is a button that
        // opens a calendar, and an inline one a calendar that pages sideways: the sheet can be
        // dragged from either (`UIDatePicker.datePickerStyle`, iOS 13.4: the style shown).
        kind = .picker
      } else if let scroller = view as? UIScrollView, scroller.isScrollEnabled {
        kind = .scrollView(
          contentWidth: Double(scroller.contentSize.width),
          contentHeight: Double(scroller.contentSize.height),
          boundsWidth: Double(scroller.bounds.width), boundsHeight: Double(scroller.bounds.height),
          bouncesVertically: scroller.alwaysBounceVertical,
          bouncesHorizontally: scroller.alwaysBounceHorizontal)
      } else {
        kind = .plain
      }
      // A navigation controller's own recognizers (its edge swipe back, and the content
      // swipe back iOS 26 adds) are not the content's sideways drags.
      let navigationView = view.next is UINavigationController
      let ownPan = (view as? UIScrollView)?.panGestureRecognizer
      let otherPan =
        !navigationView
        && view.gestureRecognizers?.contains { recognizer in
          recognizer is UIPanGestureRecognizer && recognizer !== ownPan
            && !(recognizer is SheetPanRecognizer)
            && !(recognizer is UIScreenEdgePanGestureRecognizer) && recognizer.isEnabled
        } ?? false
      return TouchedView(kind, carriesOtherPan: otherPan)
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

    /// Hides the tracked scroll view's vertical indicator (``SheetHostModel/hidesScrollIndicator``)
    /// or puts back what it showed before.
    func hidesIndicator(_ hidden: Bool) {
      guard let scrollView else { return }
      if hidden, hiddenIndicatorWas == nil {
        hiddenIndicatorWas = scrollView.showsVerticalScrollIndicator
        scrollView.showsVerticalScrollIndicator = false
      } else if !hidden, let was = hiddenIndicatorWas {
        scrollView.showsVerticalScrollIndicator = was
        hiddenIndicatorWas = nil
      }
    }

    /// Reports the tracked scroll view's extent if it changed since the last report: after the
    /// content was laid out anew (the controller calls this once the `layoutContent` effect's
    /// layout has run).
    func remeasure() {
      guard let scrollView else { return }
      reportMetrics(of: scrollView, always: false)
    }

    /// Follows `scroller`'s pan; with none, the content keeps the extent last reported (a
    /// touch outside the scroll view does not make the content forget it has one).
    private func follow(_ scroller: UIScrollView?) {
      if scroller !== scrollView {
        if let old = scrollView {
          if let target {
            old.panGestureRecognizer.removeTarget(target, action: SheetActionTarget.action)
          }
          if let was = hiddenIndicatorWas { old.showsVerticalScrollIndicator = was }
        }
        hiddenIndicatorWas = nil
        scrollView = scroller
        target = nil
        if let scroller {
          let target = SheetActionTarget { [weak self] _ in self?.scrolled() }
          scroller.panGestureRecognizer.addTarget(target, action: SheetActionTarget.action)
          self.target = target
        }
      }
      guard let scroller else { return }
      // Reported at every touch-down, changed or not: the host takes a finger's metrics anew.
      reportMetrics(of: scroller, always: true)
      scrolled()
    }

    /// Reports `scroller`'s extent (`contentSize`, `adjustedContentInset`, `bounds`), always or
    /// only when it differs from the last report.
    private func reportMetrics(of scroller: UIScrollView, always: Bool) {
      let insets = scroller.adjustedContentInset
      let metrics = ScrollMetrics(
        contentHeight: Double(scroller.contentSize.height),
        verticalInsets: Double(insets.top + insets.bottom),
        viewportHeight: Double(scroller.bounds.height))
      guard always || metrics != reportedMetrics else { return }
      reportedMetrics = metrics
      report?(.scrollMetrics(metrics))
    }

    private func scrolled() {
      guard let scrollView else { return }
      // The extent first: the offset the host answers is clamped to it.
      reportMetrics(of: scrollView, always: false)
      let offset = scrollView.contentOffset.y + scrollView.adjustedContentInset.top
      report?(.contentScrolled(offset: Double(offset)))
    }
  }
#endif
