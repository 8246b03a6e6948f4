#if canImport(SwiftUI)
  import SwiftUI

  /// A touch phase reported by the UIKit scroll bridge.
  enum SheetBridgeTouchPhase {
    case began
    case moved
    case ended
    case cancelled
  }

  #if canImport(UIKit)
    import UIKit
    #if canImport(UIKit.UIGestureRecognizerSubclass)
      // The touch and prevention overrides below are declared for subclasses only.
      import UIKit.UIGestureRecognizerSubclass
    #endif

    /// Watches one finger on a scroll view without ever preventing the scroll view's own pan
    /// (Apple's guidance for combining a drag with scrolling: a UIKit recognizer that recognizes
    /// simultaneously with the scroll view's pan). Reports window points and the scroll offset.
    final class SheetScrollRecognizer: UIPanGestureRecognizer {
      /// Called with the phase and the touch's location in window coordinates.
      var onTouch: ((SheetBridgeTouchPhase, CGPoint) -> Void)?
      /// Called with the scroll view's offset (0 = at its top).
      var onScroll: ((Double) -> Void)?
      private var tracked: UITouch?
      private weak var scrollView: UIScrollView?

      override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard tracked == nil, let touch = touches.first else { return }
        tracked = touch
        scrollView = SheetScrollLocator.enclosingScrollView(of: touch.view) ?? scrollView
        reportOffset()
        onTouch?(.began, touch.location(in: nil))
      }

      override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard let touch = tracked, touches.contains(touch) else { return }
        reportOffset()
        onTouch?(.moved, touch.location(in: nil))
      }

      override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        guard let touch = tracked, touches.contains(touch) else { return }
        tracked = nil
        onTouch?(.ended, touch.location(in: nil))
      }

      override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        guard let touch = tracked, touches.contains(touch) else { return }
        tracked = nil
        onTouch?(.cancelled, touch.location(in: nil))
      }

      override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        false
      }

      override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
        false
      }

      private func reportOffset() {
        guard let scrollView else { return }
        onScroll?(Double(scrollView.contentOffset.y + scrollView.adjustedContentInset.top))
      }
    }

    /// Finds the UIKit scroll view behind a SwiftUI `ScrollView` or `List`.
    @MainActor enum SheetScrollLocator {
      /// The nearest `UIScrollView` at or above `view`.
      static func enclosingScrollView(of view: UIView?) -> UIScrollView? {
        var current = view
        while let candidate = current {
          if let scrollView = candidate as? UIScrollView { return scrollView }
          current = candidate.superview
        }
        return nil
      }

      /// The scroll view above `marker`, or else the first one among its nearby relatives (a
      /// `.background` marker is a sibling of the scroll view it belongs to).
      static func scrollView(near marker: UIView) -> UIScrollView? {
        if let scrollView = enclosingScrollView(of: marker.superview) { return scrollView }
        var ancestor = marker.superview
        var levels = 0
        while let current = ancestor, levels < 4 {
          if let found = firstScrollView(in: current, depth: 4) { return found }
          ancestor = current.superview
          levels += 1
        }
        return nil
      }

      private static func firstScrollView(in view: UIView, depth: Int) -> UIScrollView? {
        for subview in view.subviews {
          if let scrollView = subview as? UIScrollView { return scrollView }
        }
        guard depth > 0 else { return nil }
        for subview in view.subviews {
          if let found = firstScrollView(in: subview, depth: depth - 1) { return found }
        }
        return nil
      }
    }

    /// A marker view placed next to a scroll view. It finds the UIKit scroll view, attaches
    /// the recognizer there on iOS 15–17 (iOS 18+ attaches it through
    /// `UIGestureRecognizerRepresentable`, see `Backport`), and holds the content still while
    /// the engine says the sheet owns the drag.
    struct SheetScrollMarker: UIViewRepresentable {
      let proxy: BottomSheetProxy
      let attachesRecognizer: Bool

      @MainActor final class Coordinator {
        let recognizer = SheetScrollRecognizer()
        weak var scrollView: UIScrollView?
      }

      func makeCoordinator() -> Coordinator {
        Coordinator()
      }

      func makeUIView(context: Context) -> UIView {
        let view = UIView(frame: .zero)
        view.isUserInteractionEnabled = false
        context.coordinator.recognizer.cancelsTouchesInView = false
        return view
      }

      func updateUIView(_ uiView: UIView, context: Context) {
        let coordinator = context.coordinator
        SheetScrollBridging.connect(coordinator.recognizer, to: proxy)
        if coordinator.scrollView == nil {
          coordinator.scrollView = SheetScrollLocator.scrollView(near: uiView)
          if attachesRecognizer, let scrollView = coordinator.scrollView {
            scrollView.addGestureRecognizer(coordinator.recognizer)
          }
        }
        // Scroll hand-off: while the sheet owns the drag, the content stays where the engine
        // says (its top), so only one of the two moves.
        if let layout = proxy.layout, layout.phase == .dragging, layout.dragOwner == .sheet,
          let scrollView = coordinator.scrollView
        {
          let pinned = CGFloat(layout.contentOffset) - scrollView.adjustedContentInset.top
          if abs(scrollView.contentOffset.y - pinned) > 0.5 {
            scrollView.contentOffset = CGPoint(x: scrollView.contentOffset.x, y: pinned)
          }
        }
      }

      static func dismantleUIView(_ uiView: UIView, coordinator: Coordinator) {
        coordinator.recognizer.view?.removeGestureRecognizer(coordinator.recognizer)
      }
    }

    /// Wires a recognizer's reports to the sheet that `proxy` belongs to.
    @MainActor enum SheetScrollBridging {
      static func connect(_ recognizer: SheetScrollRecognizer, to proxy: BottomSheetProxy) {
        let origin = proxy.containerOrigin
        let actions = proxy.actions
        recognizer.onTouch = { phase, windowPoint in
          let point = CGPoint(x: windowPoint.x - origin.x, y: windowPoint.y - origin.y)
          actions?.touch(phase, point)
        }
        recognizer.onScroll = { offset in actions?.scrolled(offset) }
      }
    }
  #endif
#endif
