#if canImport(UIKit)
  import BottomSheetHost
  import UIKit

  /// Finds the scroll view a finger is in and reports it to the host model, by value.
  ///
  /// The scroll view is found from the touched view's ancestors, up to the sheet's own view:
  /// that finds SwiftUI's `ScrollView` and `List` (a `UIScrollView`, a table or a collection
  /// view) on every iOS version and never the screen behind the sheet. Its delegate is never
  /// touched (a `List`'s belongs to SwiftUI); its offset and size are observed with
  /// key-value observation, so the offset to hold is answered in the very callback in which
  /// the scroll view moved.
  @MainActor final class SheetScrollTracker {
    /// Sends an input to the host model.
    var report: ((HostInput) -> Void)?
    private weak var scrollView: UIScrollView?
    private var observations: [NSKeyValueObservation] = []
    private var holding = false

    /// Tracks the vertical scroll view the touched view is in (if any) and says what kind of
    /// scrolling content the finger is on.
    func track(from view: UIView?, within sheet: UIView) -> (vertical: Bool, horizontal: Bool) {
      var vertical: UIScrollView?
      var horizontal = false
      var current = view
      while let candidate = current, candidate !== sheet {
        if let scroller = candidate as? UIScrollView, scroller.isScrollEnabled {
          let wide = scroller.contentSize.width > scroller.bounds.width + 0.5
          let tall =
            scroller.contentSize.height > scroller.bounds.height + 0.5
            || scroller.alwaysBounceVertical
          if wide && !tall {
            horizontal = true
          } else if vertical == nil {
            vertical = scroller
          }
        }
        current = candidate.superview
      }
      if let vertical, vertical !== scrollView { observe(vertical) }
      if vertical == nil, scrollView != nil { observe(nil) }
      return (vertical != nil, horizontal)
    }

    /// Whether `recognizer` is the tracked scroll view's own pan.
    func isTrackedPan(_ recognizer: UIGestureRecognizer) -> Bool {
      guard let scrollView else { return false }
      return recognizer === scrollView.panGestureRecognizer
    }

    /// Shows the tracked scroll view at `offset` (0 = its top), stopping any deceleration.
    func hold(at offset: Double) {
      guard let scrollView else { return }
      holding = true
      let top = scrollView.adjustedContentInset.top
      scrollView.setContentOffset(
        CGPoint(x: scrollView.contentOffset.x, y: CGFloat(offset) - top), animated: false)
      holding = false
    }

    private func observe(_ scroller: UIScrollView?) {
      observations = []
      scrollView = scroller
      guard let scroller else {
        report?(.scrollMetrics(nil))
        return
      }
      reportMetrics(of: scroller)
      observations.append(
        scroller.observe(\.contentOffset, options: [.new]) { [weak self] scroller, _ in
          MainActor.assumeIsolated { self?.offsetChanged(scroller) }
        })
      observations.append(
        scroller.observe(\.contentSize, options: [.new]) { [weak self] scroller, _ in
          MainActor.assumeIsolated { self?.reportMetrics(of: scroller) }
        })
    }

    private func offsetChanged(_ scroller: UIScrollView) {
      guard !holding, scroller === scrollView else { return }
      let offset = scroller.contentOffset.y + scroller.adjustedContentInset.top
      report?(.scrolled(offset: Double(offset)))
    }

    private func reportMetrics(of scroller: UIScrollView) {
      let insets = scroller.adjustedContentInset
      report?(
        .scrollMetrics(
          ScrollMetrics(
            contentHeight: Double(scroller.contentSize.height),
            verticalInsets: Double(insets.top + insets.bottom),
            viewportHeight: Double(scroller.bounds.height))))
    }
  }
#endif
