#if canImport(UIKit)
  import UIKit
  #if canImport(UIKit.UIGestureRecognizerSubclass)
    import UIKit.UIGestureRecognizerSubclass
  #endif

  /// The sheet's one pan recognizer, on the container the package owns (the approach UIKit
  /// panels have shipped from iOS 12 to 26).
  ///
  /// It follows one finger: the first that touches down. The controller reads that finger's
  /// own location and timestamp, never the recognizer's centroid of several fingers (a second
  /// finger would otherwise jump the sheet by half the distance between them). A touch
  /// sequence that ends without the pan having begun (a tap, or a drag the direction lock
  /// refused) is reported from `reset()`, which UIKit calls at the end of every sequence, so
  /// the host model never keeps a finger that is gone.
  final class SheetPanRecognizer: UIPanGestureRecognizer {
    /// The followed finger.
    private(set) weak var trackedTouch: UITouch?
    /// A number for the followed finger, new for every touch sequence.
    private(set) var trackedID = 0
    /// Called with the followed finger when it touches down.
    var touchDown: ((UITouch) -> Void)?
    /// Called when the followed finger's sequence ends without the pan having begun.
    var touchEnded: (() -> Void)?
    /// Set by the action when the pan begins.
    var panned = false
    /// The timestamp of the latest touch event this recognizer was given (nil before the
    /// first). Everything the layer reports while UIKit handles that event (the scroll view's
    /// offset, a backdrop tap, a touch that ended without a pan) carries this time: stamped
    /// with the moment the callback ran instead, a report would sit a few milliseconds after
    /// the touch samples that follow it, and the host model's clock, which never goes back,
    /// would stamp those samples late.
    private(set) var eventTime: Double?
    private var active = false

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
      if !active, let touch = touches.first {
        active = true
        trackedTouch = touch
        eventTime = touch.timestamp
        trackedID &+= 1
        panned = false
        touchDown?(touch)
      } else {
        noteTime(of: event)
      }
      super.touchesBegan(touches, with: event)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
      noteTime(of: event)
      super.touchesMoved(touches, with: event)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
      noteTime(of: event)
      super.touchesEnded(touches, with: event)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
      noteTime(of: event)
      super.touchesCancelled(touches, with: event)
    }

    /// The followed finger's time in this event (its own timestamp, which UIKit updates with
    /// every event that carries it), or the event's.
    private func noteTime(of event: UIEvent) {
      eventTime = trackedTouch?.timestamp ?? event.timestamp
    }

    override func reset() {
      super.reset()
      if active, !panned { touchEnded?() }
      active = false
      trackedTouch = nil
      panned = false
    }
  }
#endif
