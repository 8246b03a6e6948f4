// UIKit mirror: exactly the UIKit declarations BottomSheetKit uses, with the signatures and
// availability Apple documents. Doc paths relative to
// https://developer.apple.com/documentation/uikit/ . Bodies are fatalError().
@_exported import Foundation
@_exported import ObjectiveC

// uiresponder — "@MainActor class UIResponder" (verified: iOS 2.0; tvOS listed without a version)
@available(iOS 2.0, tvOS 9.0, *)
@MainActor open class UIResponder: NSObject {
  public override init() { fatalError() }
}

// uiedgeinsets — "struct UIEdgeInsets" (verified: the page lists iOS, iPadOS, Mac Catalyst, tvOS and visionOS without a version and watchOS 2.0; conformances not shown in the page excerpt)
@available(watchOS 2.0, *)
public struct UIEdgeInsets: Equatable, Sendable {
  public var top: CGFloat
  public var left: CGFloat
  public var bottom: CGFloat
  public var right: CGFloat
  // uiedgeinsets/init(top:left:bottom:right:)-6ff7 (verified)
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) { fatalError() }
}

// uiview — "@MainActor class UIView" (verified: iOS 2.0; tvOS listed without a version)
@available(iOS 2.0, tvOS 9.0, *)
@MainActor open class UIView: UIResponder {
  // uiview/init(frame:) (verified)
  public init(frame: CGRect) { fatalError() }
  // uiview/isuserinteractionenabled (verified)
  open var isUserInteractionEnabled: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  // uiview/superview (verified)
  open var superview: UIView? { fatalError() }
  // uiview/subviews (verified)
  open var subviews: [UIView] { fatalError() }
  // uiview/addgesturerecognizer(_:) (verified: iOS 3.2)
  @available(iOS 3.2, *)
  open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { fatalError() }
  // uiview/removegesturerecognizer(_:) (verified: iOS 3.2)
  @available(iOS 3.2, *)
  open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { fatalError() }
}

// uiscrollview — "@MainActor class UIScrollView" (verified: iOS 2.0; tvOS listed without a version)
@available(iOS 2.0, tvOS 9.0, *)
@MainActor open class UIScrollView: UIView {
  // uiscrollview/contentoffset (verified)
  open var contentOffset: CGPoint {
    get { fatalError() }
    set { fatalError() }
  }
  // uiscrollview/adjustedcontentinset (verified: iOS 11.0, tvOS 11.0)
  @available(iOS 11.0, tvOS 11.0, *)
  open var adjustedContentInset: UIEdgeInsets { fatalError() }
}

// uievent — "@MainActor class UIEvent" (verified: iOS 2.0, not 3.0)
@available(iOS 2.0, tvOS 9.0, *)
@MainActor open class UIEvent: NSObject {}

// uitouch — "@MainActor class UITouch" (verified: iOS 2.0)
@available(iOS 2.0, tvOS 9.0, *)
@MainActor open class UITouch: NSObject {
  // uitouch/view (verified)
  open var view: UIView? { fatalError() }
  // uitouch/location(in:)-8rd36 (verified)
  open func location(in view: UIView?) -> CGPoint { fatalError() }
}

// uigesturerecognizer — "@MainActor class UIGestureRecognizer" (verified: iOS 3.2; tvOS listed without a version)
@available(iOS 3.2, tvOS 9.0, *)
@MainActor open class UIGestureRecognizer: NSObject {
  // uigesturerecognizer/init(target:action:) (verified)
  public init(target: Any?, action: Selector?) { fatalError() }
  // uigesturerecognizer/init() — "convenience init()" (verified)
  public convenience override init() { fatalError() }
  // uigesturerecognizer/view (verified)
  open var view: UIView? { fatalError() }
  // uigesturerecognizer/cancelstouchesinview (verified)
  open var cancelsTouchesInView: Bool {
    get { fatalError() }
    set { fatalError() }
  }

  // The methods below are declared for subclasses (UIGestureRecognizerSubclass.h). In Swift on Apple platforms they need `import UIKit.UIGestureRecognizerSubclass`; this mirror has no submodules, so the layer imports it under `#if canImport(UIKit.UIGestureRecognizerSubclass)`.

  // uigesturerecognizer/touchesbegan(_:with:) (verified)
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { fatalError() }
  // uigesturerecognizer/touchesmoved(_:with:) (unverified: no page found; same shape as the verified touchesBegan/touchesCancelled)
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { fatalError() }
  // uigesturerecognizer/touchesended(_:with:) (unverified: no page found; same shape as the verified touchesBegan/touchesCancelled)
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { fatalError() }
  // uigesturerecognizer/touchescancelled(_:with:) (verified)
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { fatalError() }
  // uigesturerecognizer/canprevent(_:) (verified)
  open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { fatalError() }
  // uigesturerecognizer/canbeprevented(by:) (verified)
  open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
    fatalError()
  }
}

// uipangesturerecognizer — "@MainActor class UIPanGestureRecognizer" (verified: iOS 3.2; tvOS is listed, so not unavailable there)
@available(iOS 3.2, tvOS 9.0, *)
@MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {}

// uifeedbackgenerator — "@MainActor class UIFeedbackGenerator" (verified: iOS 10.0, Mac Catalyst 13.1, no tvOS)
@available(iOS 10.0, *)
@available(tvOS, unavailable)
@MainActor open class UIFeedbackGenerator: NSObject {}

// uiselectionfeedbackgenerator — "@MainActor class UISelectionFeedbackGenerator" (verified: iOS 10.0, no tvOS)
@available(iOS 10.0, *)
@available(tvOS, unavailable)
@MainActor open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
  // uiselectionfeedbackgenerator/selectionchanged() (verified)
  open func selectionChanged() { fatalError() }
}

// uiaccessibility (unverified: no symbol page found — uikit/uiaccessibility is the informal-protocol collection; the mangled name `So15UIAccessibilityV` in a Foundation page's precise identifier shows a struct)
public struct UIAccessibility {
  // uiaccessibility/notification — "struct Notification" (verified: iOS listed without a version, watchOS 2.0; init(rawValue: UInt32) and the conformances from a third-party SDK listing only)
  public struct Notification: Hashable, Equatable, RawRepresentable, Sendable {
    public init(rawValue: UInt32) { fatalError() }
    public var rawValue: UInt32
    // uiaccessibility/notification/announcement (verified)
    @available(iOS 4.0, *)
    nonisolated public static let announcement = Notification(rawValue: 0)
  }

  // uiaccessibility/post(notification:argument:) (verified)
  @MainActor public static func post(notification: UIAccessibility.Notification, argument: Any?) {
    fatalError()
  }
}
