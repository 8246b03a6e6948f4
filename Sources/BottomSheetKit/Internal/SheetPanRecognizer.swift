#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
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
  ///
  /// A finger that catches a moving sheet begins the pan at touch-down
  /// (``beginAtTouchDown()``), as FloatingPanel's recognizer does while its panel moves: the
  /// caught sheet follows the finger from there with no jump by UIKit's slop, and
  /// `cancelsTouchesInView` keeps the content's button under it from firing.
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
    /// The timestamp of the latest touch event of the current sequence, while this recognizer
    /// receives the sequence's events (nil otherwise: before the first touch, after `reset()`,
    /// and once it has failed before the followed finger lifted, when UIKit stops giving it the
    /// sequence's touches). Every input the layer sends during a sequence that is not a touch
    /// sample (the scroll view's offset, a backdrop tap, a touch that ended without a pan, a
    /// measurement or a binding SwiftUI reports meanwhile) carries this time: stamped with the
    /// moment its callback ran instead, it would sit a few milliseconds after the touch
    /// samples that follow it, and the host model's clock, which never goes back, would stamp
    /// those samples late (it reports each one: `host.timestamp`). UIKit does not document
    /// whether a scroll view's pan action runs before or after this recognizer sees the event;
    /// if before, the report gets the previous event's time, which is earlier, never later.
    var eventTime: Double? { state == .failed && !sawTrackedEnd ? nil : lastEventTime }
    private var lastEventTime: Double?
    /// Whether this recognizer saw the followed finger lift (or be cancelled): if it failed
    /// before, `reset()` runs at the lift with `lastEventTime` left at the failure.
    private var sawTrackedEnd = false
    private var active = false
    /// Called with the followed finger's coalesced samples of a move event that are older than
    /// the event's own (place in the recognizer's view, time), oldest first, as the event
    /// arrives: before any action runs for it. UIKit reuses touch objects, so they are read here.
    var coalescedSamples: (([(location: CGPoint, time: Double)]) -> Void)?
    private var coalesced: [(location: CGPoint, time: Double)] = []
    /// Set from `touchDown` when the host caught the moving sheet: the pan begins as the
    /// touch-down is handled.
    private var beginsAtTouchDown = false

    /// Begins the pan as the current touch-down is handled, without waiting for the slop
    /// (``SheetHostModel/caughtAtTouchDown``). Called from `touchDown`, inside `touchesBegan`.
    func beginAtTouchDown() { beginsAtTouchDown = true }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
      if !active, let touch = touches.first {
        active = true
        trackedTouch = touch
        lastEventTime = touch.timestamp
        sawTrackedEnd = false
        trackedID &+= 1
        panned = false
        beginsAtTouchDown = false
        touchDown?(touch)
      } else {
        noteTime(of: event)
      }
      super.touchesBegan(touches, with: event)
      // After super, as FloatingPanel's `touchesBegan` does. Leaving `.possible` makes UIKit
      // ask the delegate's `gestureRecognizerShouldBegin` ("called when a gesture recognizer
      // attempts to transition out of the possible state"): the host's rule, at no translation,
      // which refuses a finger on a text view or a wheel (the recognizer then fails).
      if beginsAtTouchDown, state == .possible {
        beginsAtTouchDown = false
        state = .began
      }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
      noteTime(of: event)
      forwardCoalescedSamples(of: event, in: touches)
      super.touchesMoved(touches, with: event)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
      noteTime(of: event)
      // The lift's event carries the last digitizer samples too, the ones that matter most
      // for the release velocity: they go before the lift's own (the action's `.ended`).
      forwardCoalescedSamples(of: event, in: touches)
      noteEnd(in: touches)
      super.touchesEnded(touches, with: event)
    }

    /// Hands the followed finger's coalesced samples of `event` that are older than its own
    /// sample to `coalescedSamples`, oldest first (UIKit reuses touch objects, so they are read
    /// now, while the event is delivered).
    private func forwardCoalescedSamples(of event: UIEvent, in touches: Set<UITouch>) {
      guard let tracked = trackedTouch, touches.contains(tracked),
        let samples = event.coalescedTouches(for: tracked)
      else { return }
      coalesced.removeAll(keepingCapacity: true)
      for sample in samples where sample.timestamp < tracked.timestamp - 1e-6 {
        coalesced.append((sample.location(in: view), sample.timestamp))
      }
      if !coalesced.isEmpty { coalescedSamples?(coalesced) }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
      noteTime(of: event)
      noteEnd(in: touches)
      super.touchesCancelled(touches, with: event)
    }

    private func noteTime(of event: UIEvent) { lastEventTime = event.timestamp }

    private func noteEnd(in touches: Set<UITouch>) {
      if let tracked = trackedTouch, touches.contains(tracked) { sawTrackedEnd = true }
    }

    override func reset() {
      super.reset()
      // A finger this recognizer stopped following (it failed) lifted at an unknown time: the
      // controller stamps the end with the callback's time, after everything already sent.
      if !sawTrackedEnd { lastEventTime = nil }
      if active, !panned { touchEnded?() }
      lastEventTime = nil
      active = false
      trackedTouch = nil
      panned = false
      beginsAtTouchDown = false
    }
  }
#endif
