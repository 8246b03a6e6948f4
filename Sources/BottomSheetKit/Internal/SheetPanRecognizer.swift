#if canImport(UIKit)
  import UIKit
  #if canImport(UIKit.UIGestureRecognizerSubclass)
    import UIKit.UIGestureRecognizerSubclass
  #endif

  /// The sheet's one pan recognizer, on the container the package owns (the approach UIKit
  /// panels have shipped from iOS 12 to 26).
  ///
  /// It follows one finger: the first that touches down. It reports that finger's own
  /// location and timestamp, never the centroid of several fingers (a second finger would
  /// otherwise jump the sheet by half the distance between them), and it reports a touch that
  /// ends without a pan (a tap) from `reset()`, which UIKit calls at the end of every touch
  /// sequence, so the host model never keeps a finger that is gone.
  final class SheetPanRecognizer: UIPanGestureRecognizer {
    /// The followed finger.
    private(set) weak var trackedTouch: UITouch?
    /// A stable number for the followed finger, for the host model.
    private(set) var trackedID = 0
    /// Called with the followed finger when it touches down.
    var touchDown: ((UITouch) -> Void)?
    /// Called when the followed finger's sequence ends without the pan having begun.
    var touchEnded: (() -> Void)?
    private var active = false
    private var panned = false

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
      if !active, let touch = touches.first {
        active = true
        trackedTouch = touch
        trackedID &+= 1
        panned = false
        touchDown?(touch)
      }
      super.touchesBegan(touches, with: event)
    }

    override var state: UIGestureRecognizer.State {
      didSet { if state == .began { panned = true } }
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
