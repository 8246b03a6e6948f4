// UIKit mirror: what the layer uses to present a sheet as a UIKit presentation and to share a
// finger with a system sheet (issue #27). Conventions as in UIKit.swift: each declaration as the
// iOS 18.6 SDK's UIKit headers are imported into Swift, with its iOS availability only, proven
// by Checks/prove-mirror. Bodies are fatalError(): type-checking only.

// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewifloaded,
// .../transitioncoordinator, .../presentationcontroller (UIViewController.h,
// UIViewControllerTransitionCoordinator.h and UIPresentationController.h: categories or
// properties of UIViewController, declared here in an extension)
extension UIViewController {
  @available(iOS 9.0, *)
  open var viewIfLoaded: UIView? { fatalError() }
  @available(iOS 7.0, *)
  open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { fatalError() }
  @available(iOS 8.0, *)
  open var presentationController: UIPresentationController? { fatalError() }
}

// https://developer.apple.com/documentation/uikit/uipresentationcontroller (NS_SWIFT_UI_ACTOR;
// only the container view and whether the presenter's view is removed are mirrored)
@available(iOS 8.0, *)
@MainActor open class UIPresentationController: NSObject {
  open var containerView: UIView? { fatalError() }
  // .../uipresentationcontroller/shouldremovepresentersview (true for a full-screen
  // presentation: the screen behind is gone)
  open var shouldRemovePresentersView: Bool { fatalError() }
}

// https://developer.apple.com/documentation/uikit/uigesturerecognizer/name
extension UIGestureRecognizer {
  @available(iOS 11.0, *)
  open var name: String? {
    get { fatalError() }
    set { fatalError() }
  }
}

// https://developer.apple.com/documentation/uikit/uiview/transform (UIView.h; iOS 2.0, as
// UIView)
extension UIView {
  open var transform: CGAffineTransform {
    get { fatalError() }
    set { fatalError() }
  }
}

// https://developer.apple.com/documentation/uikit/uiviewcontroller/additionalsafeareainsets
extension UIViewController {
  @available(iOS 11.0, *)
  open var additionalSafeAreaInsets: UIEdgeInsets {
    get { fatalError() }
    set { fatalError() }
  }
}
