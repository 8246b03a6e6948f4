#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import QuartzCore
  import SwiftUI
  import UIKit

  /// The iPad's pointer and hardware keyboard: a trackpad's two-finger scroll moves the sheet
  /// as a finger does, and the Escape key acts as a tap outside the sheet.
  ///
  /// **Scroll.** A trackpad's two-finger scroll and a mouse's wheel are not touches: UIKit
  /// gives them only to a pan recognizer whose `allowedScrollTypesMask` lists their type
  /// (`UIPanGestureRecognizer.allowedScrollTypesMask`'s page; its default is none). The sheet's
  /// finger recognizer keeps the default; a second pan recognizer on the same container,
  /// ``SheetController/pointerPan``, takes the scroll types and at most zero touches
  /// (`maximumNumberOfTouches` 0, so it never takes a finger: JUCE's iOS pan recognizer for
  /// trackpad scrolling is configured the same way). The scroll has no touch to read, so the
  /// layer drives a finger it imagines: down where the pointer is when the scroll begins,
  /// moved by the recognizer's translation (which has the finger's direction: content follows
  /// the fingers on the trackpad), lifted with the recognizer's velocity. Those go through the
  /// host's touch inputs, so the release rule, the hand-off with a scroll view and the guard
  /// are a finger's (`SheetHostModel+Touches`). A mouse's click-and-drag is a touch already
  /// (an indirect-pointer touch, or a direct one where the app does not opt in to indirect
  /// input events): the finger recognizer takes it.
  ///
  /// The scroll's samples carry `CACurrentMediaTime()` at the action: UIKit does not give a
  /// scroll event's timestamp to a recognizer's action, and the action runs while the event
  /// is delivered, on the same clock as touch timestamps (time since boot).
  ///
  /// **Escape.** The controller lists an Escape key command while the host says the key acts
  /// (``SheetHostModel/takesEscapeKey``: a presented sheet whose backdrop takes taps). UIKit
  /// looks for key commands along the responder chain from the first responder
  /// (`UIViewController.addKeyCommand(_:)`'s page), which passes through this controller from
  /// any view in the sheet's content (a focused text field). With nothing focused, the
  /// controller becomes first responder itself once its sheet takes the key, as a view
  /// controller that handles key commands without a text field does; never while a view in
  /// its content is first responder, and never for a sheet that lets the screen behind keep
  /// its focus (a floating card, an undimmed detent).
  extension SheetController {
    /// Sets up ``pointerPan`` on the container (from `loadView`).
    func installPointerPan(on container: UIView) {
      pointerPan.delegate = self
      pointerPan.allowedScrollTypesMask = .all
      pointerPan.maximumNumberOfTouches = 0
      pointerPan.addTarget(pointerPanTarget, action: SheetActionTarget.action)
      container.addGestureRecognizer(pointerPan)
    }

    /// Whether `recognizer` is one of the sheet's two pans (finger or pointer scroll).
    func isSheetPan(_ recognizer: UIGestureRecognizer) -> Bool {
      recognizer === pan || recognizer === pointerPan
    }

    /// A scroll is about to begin: the imagined finger touches down where the pointer is,
    /// and the host decides, as for a finger, whether the sheet takes it.
    func pointerPanShouldBegin() -> Bool {
      let translation = pointerPan.translation(in: view)
      let location = pointerPan.location(in: view)
      pointerStart = CGPoint(x: location.x, y: location.y)
      pointerTouchID += 1
      let hit = container.hitTest(location, with: nil)
      let target = scroll.track(from: hit, within: container.sheetView)
      let now = CACurrentMediaTime()
      send(.touchDown(touchID: pointerTouchID, at: SheetPoint(location), target: target), at: now)
      let begins = host.shouldBeginPan(translation: SheetPoint(translation))
      if !begins { send(.touchEnded(touchID: pointerTouchID), at: now) }
      return begins
    }

    /// The scroll moved the imagined finger (or ended, or was cancelled).
    func pointerPanned() {
      let id = pointerTouchID
      let moved = pointerPan.translation(in: view)
      let at = SheetPoint(CGPoint(x: pointerStart.x + moved.x, y: pointerStart.y + moved.y))
      let now = CACurrentMediaTime()
      defer { scroll.hidesIndicator(host.hidesScrollIndicator) }
      switch pointerPan.state {
      case .began:
        haptics.prepare()
        send(.panBegan(touchID: id, at: at), at: now)
      case .changed: send(.panMoved(touchID: id, at: at), at: now)
      case .ended:
        let velocity = SheetVelocity(pointerPan.velocity(in: view))
        send(.panEnded(touchID: id, at: at, velocity: velocity), at: now)
      case .cancelled, .failed: send(.panCancelled(touchID: id), at: now)
      default: break
      }
    }

    /// The Escape key command, while the host says the key acts (read by UIKit when a key
    /// goes down: `UIResponder.keyCommands`).
    var escapeKeyCommands: [UIKeyCommand]? {
      guard isViewLoaded, host.takesEscapeKey else { return nil }
      let command = UIKeyCommand(
        input: UIKeyCommand.inputEscape, modifierFlags: [], action: Self.escapeKeyAction)
      return [command]
    }

    /// Whether this controller may become first responder (for its key command): while its
    /// sheet takes the Escape key.
    var acceptsKeyFocus: Bool { isViewLoaded && host.takesEscapeKey }

    /// Becomes first responder when the sheet takes the Escape key and nothing in its content
    /// has the focus (called as the host's events arrive: the entrance's end is one).
    func claimKeyFocusIfFree() {
      guard acceptsKeyFocus, !isFirstResponder, viewIfLoaded?.window != nil,
        !Self.containsFirstResponder(view)
      else { return }
      becomeFirstResponder()
    }

    /// Whether `view` or a view inside it is first responder (a focused field in the content).
    static func containsFirstResponder(_ view: UIView) -> Bool {
      if view.isFirstResponder { return true }
      return view.subviews.contains { containsFirstResponder($0) }
    }
  }
#endif
