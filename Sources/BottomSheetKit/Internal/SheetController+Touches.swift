#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import QuartzCore
  import SwiftUI
  import UIKit

  /// Touches: the pan recognizer's callbacks and the backdrop's tap, as host inputs stamped
  /// with the platform's own times.
  extension SheetController {
    func point(_ touch: UITouch) -> SheetPoint {
      SheetPoint(touch.location(in: view))
    }

    func touchDown(_ touch: UITouch) {
      let target = scroll.track(from: touch.view, within: container.sheetView)
      send(
        .touchDown(touchID: pan.trackedID, at: point(touch), target: target), at: touch.timestamp)
      // The finger caught the moving sheet: the pan begins now, not after UIKit's slop.
      if host.caughtAtTouchDown { pan.beginAtTouchDown() }
    }

    /// The digitizer's samples between two display events (a 60 Hz iPhone samples touches at
    /// 120 Hz, iPad Pro at 240), older than the event's own: each with its own place and time.
    /// They arrive as UIKit hands the event to the recognizer, before any action runs for it
    /// (the scroll view's included), so no input of that event is stamped before them. The host
    /// takes them only while the pan has begun; the event's own sample follows as the action,
    /// and draws once for them all (one draw and one geometry report per touch event, which
    /// UIKit delivers once per display frame).
    func coalescedSamples(_ samples: [(location: CGPoint, time: Double)]) {
      guard pan.panned else { return }
      for sample in samples {
        send(
          .panMoved(touchID: pan.trackedID, at: SheetPoint(sample.location)), at: sample.time,
          draws: false)
      }
    }

    func touchEndedWithoutPan() {
      send(.touchEnded(touchID: pan.trackedID))
    }

    func panned() {
      if pan.state == .began {
        pan.panned = true
        // `prepare()` readies the Taptic Engine, so the drag's first detent crossing is not late.
        haptics.prepare()
      }
      defer {
        // Hidden while the sheet owns a drag that started in the list (it is held still).
        scroll.hidesIndicator(host.hidesScrollIndicator)
      }
      guard let touch = pan.trackedTouch else {
        if pan.state == .cancelled || pan.state == .ended {
          send(.panCancelled(touchID: pan.trackedID))
        }
        return
      }
      let at = point(touch)
      // The finger's own time, unless another finger's later event was already sent with its
      // time (the followed finger still, a second one moving).
      let time = max(touch.timestamp, pan.eventTime ?? touch.timestamp)
      let id = pan.trackedID
      switch pan.state {
      case .began: send(.panBegan(touchID: id, at: at), at: time)
      case .changed: send(.panMoved(touchID: id, at: at), at: time)
      case .ended:
        send(
          .panEnded(touchID: id, at: at, velocity: SheetVelocity(pan.velocity(in: view))), at: time)
      case .cancelled, .failed: send(.panCancelled(touchID: id), at: time)
      default: break
      }
    }

    func backdropTapped() {
      guard backdropTap.state == .ended else { return }
      // The container's pan sees the backdrop's touches too: the tap ends in its last event.
      send(.backdropTap(at: SheetPoint(backdropTap.location(in: view))))
    }
  }
#endif
