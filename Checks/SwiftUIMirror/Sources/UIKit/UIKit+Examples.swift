// UIKit mirror: what the examples for issue #20 use beyond the layer's needs (a tab bar
// controller, its items, system images). Conventions as in UIKit.swift: each declaration as the
// iOS 18.6 SDK's UIKit headers are imported into Swift, with its iOS availability only, proven by
// Checks/prove-mirror. Bodies are fatalError(): type-checking only.

// MARK: - Tab bar controller

// https://developer.apple.com/documentation/uikit/uitabbarcontroller (UITabBarController.h:
// NS_SWIFT_UI_ACTOR; its own initializers and delegate not mirrored: it inherits
// UIViewController's)
@available(iOS 2.0, *)
@MainActor open class UITabBarController: UIViewController {
  open var viewControllers: [UIViewController]? {
    get { fatalError() }
    set { fatalError() }
  }
  // (the layer reads it too: a sheet anchored in an unselected tab is parked; `assign` in
  // UITabBarController.h, imported as unowned(unsafe))
  unowned(unsafe) open var selectedViewController: UIViewController? {
    get { fatalError() }
    set { fatalError() }
  }
}

// UITabBarController.h: `@interface UIViewController (UITabBarControllerItem)`, a category, so an
// extension here (null_resettable: an implicitly unwrapped optional).
extension UIViewController {
  open var tabBarItem: UITabBarItem! {
    get { fatalError() }
    set { fatalError() }
  }
}

// https://developer.apple.com/documentation/uikit/uibaritem (UIBarItem.h: NS_SWIFT_UI_ACTOR;
// `init` is NS_DESIGNATED_INITIALIZER; its properties not mirrored)
@available(iOS 2.0, *)
@MainActor open class UIBarItem: NSObject {
  public override init() { fatalError() }
}

// https://developer.apple.com/documentation/uikit/uitabbaritem (UITabBarItem.h: NS_SWIFT_UI_ACTOR;
// `init` designated, `initWithTitle:image:tag:` not, so a convenience initializer)
@available(iOS 2.0, *)
@MainActor open class UITabBarItem: UIBarItem {
  public override init() { fatalError() }
  public convenience init(title: String?, image: UIImage?, tag: Int) { fatalError() }
}

// MARK: - Images

// https://developer.apple.com/documentation/uikit/uiimage (UIImage.h: NS_SWIFT_SENDABLE, not
// isolated; only the system-image initializer)
@available(iOS 2.0, *)
open class UIImage: NSObject, @unchecked Sendable {
  // uiimage/init(systemname:) (`+systemImageNamed:`, iOS 13.0)
  @available(iOS 13.0, *)
  public init?(systemName name: String) { fatalError() }
}
