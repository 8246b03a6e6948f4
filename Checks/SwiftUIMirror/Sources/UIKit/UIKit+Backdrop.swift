// UIKit mirror: what the sheet's backdrop draws with (`bottomSheetBackdrop`): a system material
// (`UIBlurEffect` in a `UIVisualEffectView`) whose strength a paused property animator sets,
// Reduce Transparency and its notification, and the app becoming active (the animator is made
// again then). Conventions as in UIKit.swift: each declaration as the iOS 18.6 SDK's UIKit
// headers are imported into Swift, with its iOS availability only, proven by
// Checks/prove-mirror. Bodies are fatalError(): type-checking only.

// https://developer.apple.com/documentation/uikit/uiblureffect (UIBlurEffect.h:
// `+effectWithStyle:`, imported as an initializer)
@available(iOS 8.0, *)
@MainActor open class UIBlurEffect: UIVisualEffect {
  public init(style: UIBlurEffect.Style) { fatalError() }
}

extension UIBlurEffect {
  // https://developer.apple.com/documentation/uikit/uiblureffect/style (UIBlurEffect.h:
  // NS_ENUM(NSInteger), iOS 8.0. Only the adaptive system materials of iOS 13 are mirrored.)
  @available(iOS 8.0, *)
  public enum Style: Int, @unchecked Sendable {
    @available(iOS 13.0, *)
    case systemUltraThinMaterial = 6
    @available(iOS 13.0, *)
    case systemThinMaterial = 7
    @available(iOS 13.0, *)
    case systemMaterial = 8
    @available(iOS 13.0, *)
    case systemThickMaterial = 9
    @available(iOS 13.0, *)
    case systemChromeMaterial = 10
  }
}

// https://developer.apple.com/documentation/uikit/uiviewpropertyanimator
// (UIViewPropertyAnimator.h; its UIViewImplicitlyAnimating and NSCopying conformances not
// mirrored)
@available(iOS 10.0, *)
@MainActor open class UIViewPropertyAnimator: NSObject {
  // https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/init(duration:curve:animations:)
  public convenience init(
    duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil
  ) { fatalError() }
  // https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/pausesoncompletion
  @available(iOS 11.0, *)
  open var pausesOnCompletion: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  /// differs: the SDK declares it on the UIViewAnimating protocol, with iOS 2.0 as its own
  /// availability; a member of this class, which is iOS 10.0 as in the SDK, has the class's.
  /// sdk-parent: UIViewAnimating
  open var fractionComplete: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }
  /// differs: the SDK declares it on the UIViewAnimating protocol, with no availability; a
  /// member of this class, which is iOS 10.0 as in the SDK, has the class's.
  /// sdk-parent: UIViewAnimating
  open func stopAnimation(_ withoutFinishing: Bool) { fatalError() }
}

extension UIAccessibility {
  // https://developer.apple.com/documentation/uikit/uiaccessibility/isreducetransparencyenabled
  @available(iOS 8.0, *)
  @MainActor public static var isReduceTransparencyEnabled: Bool { fatalError() }
  // https://developer.apple.com/documentation/uikit/uiaccessibility/reducetransparencystatusdidchangenotification
  @available(iOS 8.0, *)
  nonisolated public static let reduceTransparencyStatusDidChangeNotification =
    NSNotification.Name(rawValue: "")
}

extension UIApplication {
  // https://developer.apple.com/documentation/uikit/uiapplication/didbecomeactivenotification
  // (UIApplication.h: NS_SWIFT_NONISOLATED; no iOS availability)
  nonisolated public class var didBecomeActiveNotification: NSNotification.Name { fatalError() }
}
