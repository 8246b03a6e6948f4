// UIKit mirror: what the layer's touch, scroll and display-link code uses after the touches
// review of 2026-11-27 (date-picker styles, the edge-swipe recognizer, a navigation controller
// as a type, a scroll view's horizontal bounce, a screen's display link). Conventions as in
// UIKit.swift: each declaration as the iOS 18.6 SDK's UIKit headers are imported into Swift,
// with its iOS availability only, proven by Checks/prove-mirror. Bodies are fatalError():
// type-checking only.

import ObjectiveC
import QuartzCore

// https://developer.apple.com/documentation/uikit/uidatepicker/style (UIDatePicker.h:
// NS_ENUM(NSInteger, UIDatePickerStyle), iOS 13.4; `inline` iOS 14.0)
@available(iOS 13.4, *)
public enum UIDatePickerStyle: Int, @unchecked Sendable {
  case automatic = 0
  case wheels = 1
  case compact = 2
  @available(iOS 14.0, *)
  case inline = 3
}

// https://developer.apple.com/documentation/uikit/uidatepicker/datepickerstyle (UIDatePicker.h:
// readonly, iOS 13.4: the style the picker shows, `preferredDatePickerStyle` resolved)
extension UIDatePicker {
  @available(iOS 13.4, *)
  open var datePickerStyle: UIDatePickerStyle { fatalError() }
}

// https://developer.apple.com/documentation/uikit/uiscreenedgepangesturerecognizer (only as a
// type: a navigation controller's interactive pop is one)
@available(iOS 7.0, *)
@MainActor open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {}

// https://developer.apple.com/documentation/uikit/uinavigationcontroller (UINavigationController.h:
// NS_SWIFT_UI_ACTOR; only its stack is mirrored, and it inherits UIViewController's initializers)
@available(iOS 2.0, *)
@MainActor open class UINavigationController: UIViewController {
  open var topViewController: UIViewController? { fatalError() }
  open var viewControllers: [UIViewController] {
    get { fatalError() }
    set { fatalError() }
  }
}

// https://developer.apple.com/documentation/uikit/uiscrollview/alwaysbouncehorizontal
// (UIScrollView.h: default NO)
extension UIScrollView {
  open var alwaysBounceHorizontal: Bool {
    get { fatalError() }
    set { fatalError() }
  }
}

// https://developer.apple.com/documentation/uikit/uiscreen/displaylink(withtarget:selector:)
// (UIScreen.h: nullable, iOS 4.0)
extension UIScreen {
  @available(iOS 4.0, *)
  @discardableResult
  open func displayLink(withTarget target: Any, selector sel: Selector) -> CADisplayLink? {
    fatalError()
  }
}

// https://developer.apple.com/documentation/uikit/uiview/performwithoutanimation(_:) (UIView.h:
// a class method, iOS 7.0; the block is NS_NOESCAPE). For draws outside display-link ticks:
// keyboard notifications and rotation layout run inside UIKit's animation blocks.
extension UIView {
  @available(iOS 7.0, *)
  open class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    fatalError()
  }
}
