// UIKit mirror: exactly the UIKit declarations BottomSheetKit uses, with the signatures and
// availability Apple documents. Doc paths relative to
// https://developer.apple.com/documentation/uikit/ . Bodies are fatalError().
@_exported import Foundation
@_exported import ObjectiveC

// uiresponder
@available(iOS 2.0, tvOS 9.0, *)
@MainActor open class UIResponder: NSObject {
  public override init() { fatalError() }
}

// uiedgeinsets
@available(iOS 2.0, tvOS 9.0, *)
public struct UIEdgeInsets: Equatable, Sendable {
  public var top: CGFloat
  public var left: CGFloat
  public var bottom: CGFloat
  public var right: CGFloat
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) { fatalError() }
}

// uiview — "@MainActor class UIView"
@available(iOS 2.0, tvOS 9.0, *)
@MainActor open class UIView: UIResponder {
  // uiview/init(frame:)
  public init(frame: CGRect) { fatalError() }
  // uiview/isuserinteractionenabled
  open var isUserInteractionEnabled: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  // uiview/superview
  open var superview: UIView? { fatalError() }
  // uiview/subviews
  open var subviews: [UIView] { fatalError() }
  // uiview/addgesturerecognizer(_:)
  open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { fatalError() }
  // uiview/removegesturerecognizer(_:)
  open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { fatalError() }
}

// uiscrollview
@available(iOS 2.0, tvOS 9.0, *)
@MainActor open class UIScrollView: UIView {
  // uiscrollview/contentoffset
  open var contentOffset: CGPoint {
    get { fatalError() }
    set { fatalError() }
  }
  // uiscrollview/adjustedcontentinset
  @available(iOS 11.0, tvOS 11.0, *)
  open var adjustedContentInset: UIEdgeInsets { fatalError() }
}

// uievent
@available(iOS 3.0, tvOS 9.0, *)
@MainActor open class UIEvent: NSObject {}

// uitouch
@available(iOS 2.0, tvOS 9.0, *)
@MainActor open class UITouch: NSObject {
  // uitouch/view
  open var view: UIView? { fatalError() }
  // uitouch/location(in:)
  open func location(in view: UIView?) -> CGPoint { fatalError() }
}

// uigesturerecognizer — "@MainActor class UIGestureRecognizer" (isolation and convenience init() seen in a third-party SDK listing, not Apple's page)
@available(iOS 3.2, tvOS 9.0, *)
@MainActor open class UIGestureRecognizer: NSObject {
  // uigesturerecognizer/init(target:action:)
  public init(target: Any?, action: Selector?) { fatalError() }
  // uigesturerecognizer/init() — "convenience init()"
  public convenience override init() { fatalError() }
  // uigesturerecognizer/view
  open var view: UIView? { fatalError() }
  // uigesturerecognizer/cancelstouchesinview
  open var cancelsTouchesInView: Bool {
    get { fatalError() }
    set { fatalError() }
  }

  // The methods below are declared for subclasses (UIGestureRecognizerSubclass.h). In Swift
  // on Apple platforms they need `import UIKit.UIGestureRecognizerSubclass`; this mirror has
  // no submodules, so the layer imports it under `#if canImport(UIKit.UIGestureRecognizerSubclass)`.

  // uigesturerecognizer/touchesbegan(_:with:)
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { fatalError() }
  // uigesturerecognizer/touchesmoved(_:with:)
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { fatalError() }
  // uigesturerecognizer/touchesended(_:with:)
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { fatalError() }
  // uigesturerecognizer/touchescancelled(_:with:)
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { fatalError() }
  // uigesturerecognizer/canprevent(_:) (verified)
  open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { fatalError() }
  // uigesturerecognizer/canbeprevented(by:) (verified)
  open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
    fatalError()
  }
}

// uipangesturerecognizer
@available(iOS 3.2, *)
@available(tvOS, unavailable)
@MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {}

// uifeedbackgenerator
@available(iOS 10.0, *)
@available(tvOS, unavailable)
@MainActor open class UIFeedbackGenerator: NSObject {}

// uiselectionfeedbackgenerator
@available(iOS 10.0, *)
@available(tvOS, unavailable)
@MainActor open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
  // uiselectionfeedbackgenerator/selectionchanged()
  open func selectionChanged() { fatalError() }
}

// uiaccessibility (namespace)
public struct UIAccessibility {
  // uiaccessibility/notification
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
