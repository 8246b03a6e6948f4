// UIKit mirror: the UIKit declarations BottomSheetKit uses, as the iOS 18.6 SDK declares them
// (UIKit.framework/Headers, as imported into Swift; proven by Checks/prove-mirror, which also
// names each declaration's header in MIRRORED.md). Bodies are fatalError().
//
// Conventions:
// - Objective-C declarations carry only their iOS availability: that is all an iOS SDK's import
//   shows (no tvOS/watchOS versions).
// - A member the SDK declares on a protocol the class conforms to (UITraitEnvironment,
//   UIContentContainer) or on NSObject (the UIAccessibility informal protocol) is declared on the
//   class here, with `/// sdk-parent: …`: a Swift subclass could not override it otherwise.
// - Objective-C optional requirements are requirements with a default implementation here
//   (`/// mirror-only:`), since a Swift protocol has no `optional` without Objective-C interop.
// - `class let` constants are `class var { get }` (Swift classes store no class constants).
@_exported import Foundation
@_exported import ObjectiveC
@_exported import QuartzCore

// MARK: - Responders and views

// https://developer.apple.com/documentation/uikit/uiresponder
@available(iOS 2.0, *)
@MainActor open class UIResponder: NSObject {
  open var next: UIResponder? { fatalError() }
  // First responder and key commands (UIResponder.h), for the sheet's Escape key command.
  open var canBecomeFirstResponder: Bool { fatalError() }
  @discardableResult
  open func becomeFirstResponder() -> Bool { fatalError() }
  open var isFirstResponder: Bool { fatalError() }
  @available(iOS 7.0, *)
  open var keyCommands: [UIKeyCommand]? { fatalError() }
  nonisolated open class var keyboardWillHideNotification: NSNotification.Name { fatalError() }
  @available(iOS 5.0, *)
  nonisolated open class var keyboardWillChangeFrameNotification: NSNotification.Name {
    fatalError()
  }
  @available(iOS 3.2, *)
  nonisolated open class var keyboardFrameEndUserInfoKey: String { fatalError() }
  @available(iOS 3.0, *)
  nonisolated open class var keyboardAnimationDurationUserInfoKey: String { fatalError() }
  @available(iOS 3.0, *)
  nonisolated open class var keyboardAnimationCurveUserInfoKey: String { fatalError() }
  @available(iOS 9.0, *)
  nonisolated open class var keyboardIsLocalUserInfoKey: String { fatalError() }
}

// https://developer.apple.com/documentation/uikit/uiedgeinsets
public struct UIEdgeInsets: Equatable, Sendable {
  public var top: CGFloat
  public var left: CGFloat
  public var bottom: CGFloat
  public var right: CGFloat
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) { fatalError() }
  public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

// https://developer.apple.com/documentation/uikit/uiview
@available(iOS 2.0, *)
@MainActor open class UIView: UIResponder {
  public init(frame: CGRect) { fatalError() }
  public required init?(coder: NSCoder) { fatalError() }
  /// differs: `UIView()` — the SDK's UIView inherits NSObject's `init()` (Objective-C initializer
  /// inheritance: UIView.h marks initWithFrame:/initWithCoder: NS_DESIGNATED_INITIALIZER, so the
  /// inherited `init()` is a convenience initializer, isolated as the class: checked against the
  /// SDK, `UIView()` in a nonisolated function is a "call to main actor-isolated initializer
  /// 'init()'"). Its symbol graph lists it only on NSObject; a Swift class that declares
  /// designated initializers inherits none, so the mirror declares it here.
  /// sdk-parent: NSObject
  public convenience override init() { fatalError() }
  open var center: CGPoint {
    get { fatalError() }
    set { fatalError() }
  }
  open var autoresizingMask: UIView.AutoresizingMask {
    get { fatalError() }
    set { fatalError() }
  }
  open var frame: CGRect {
    get { fatalError() }
    set { fatalError() }
  }
  open var bounds: CGRect {
    get { fatalError() }
    set { fatalError() }
  }
  open var superview: UIView? { fatalError() }
  open var subviews: [UIView] { fatalError() }
  open var window: UIWindow? { fatalError() }
  open func addSubview(_ view: UIView) { fatalError() }
  open func insertSubview(_ view: UIView, at index: Int) { fatalError() }
  open func removeFromSuperview() { fatalError() }
  open var isUserInteractionEnabled: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open var backgroundColor: UIColor? {
    get { fatalError() }
    set { fatalError() }
  }
  open var alpha: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }
  open var isHidden: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open var clipsToBounds: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open var layer: CALayer { fatalError() }
  @available(iOS 11.0, *)
  open var safeAreaInsets: UIEdgeInsets { fatalError() }
  @available(iOS 11.0, *)
  open func safeAreaInsetsDidChange() { fatalError() }
  open func layoutSubviews() { fatalError() }
  open func setNeedsLayout() { fatalError() }
  open func layoutIfNeeded() { fatalError() }
  @discardableResult
  open func isDescendant(of view: UIView) -> Bool { fatalError() }
  @discardableResult
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { fatalError() }
  @discardableResult
  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { fatalError() }
  @discardableResult
  open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { fatalError() }
  @discardableResult
  open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { fatalError() }
  @available(iOS 3.2, *)
  open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { fatalError() }
  @available(iOS 3.2, *)
  open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { fatalError() }
  @available(iOS 3.2, *)
  open var gestureRecognizers: [UIGestureRecognizer]? {
    get { fatalError() }
    set { fatalError() }
  }
  open func didMoveToWindow() { fatalError() }
  @available(iOS 6.0, *)
  open var intrinsicContentSize: CGSize { fatalError() }
  @available(iOS 6.0, *)
  open func invalidateIntrinsicContentSize() { fatalError() }
  @available(iOS 13.0, *)
  open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
    get { fatalError() }
    set { fatalError() }
  }
  @available(iOS 7.0, *)
  open var tintColor: UIColor! {
    get { fatalError() }
    set { fatalError() }
  }
  /// sdk-parent: UITraitEnvironment
  @available(iOS 8.0, *)
  open var traitCollection: UITraitCollection { fatalError() }

  // The UIAccessibility informal protocol (an NSObject extension in the SDK).
  /// sdk-parent: NSObject
  @MainActor open var isAccessibilityElement: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  /// sdk-parent: NSObject
  @MainActor open var accessibilityLabel: String? {
    get { fatalError() }
    set { fatalError() }
  }
  /// sdk-parent: NSObject
  @MainActor open var accessibilityValue: String? {
    get { fatalError() }
    set { fatalError() }
  }
  /// sdk-parent: NSObject
  @MainActor open var accessibilityTraits: UIAccessibilityTraits {
    get { fatalError() }
    set { fatalError() }
  }
  /// sdk-parent: NSObject
  @MainActor open var accessibilityFrame: CGRect {
    get { fatalError() }
    set { fatalError() }
  }
  /// sdk-parent: NSObject
  @available(iOS 5.0, *)
  @MainActor open var accessibilityViewIsModal: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  /// sdk-parent: NSObject
  @available(iOS 8.0, *)
  @MainActor open var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
    get { fatalError() }
    set { fatalError() }
  }
  /// sdk-parent: NSObject
  @available(iOS 5.0, *)
  @discardableResult
  @MainActor open func accessibilityPerformEscape() -> Bool { fatalError() }
  /// sdk-parent: NSObject
  @available(iOS 4.0, *)
  @MainActor open func accessibilityIncrement() { fatalError() }
  /// sdk-parent: NSObject
  @available(iOS 4.0, *)
  @MainActor open func accessibilityDecrement() { fatalError() }
  /// sdk-parent: NSObject
  @available(iOS 7.0, *)
  @discardableResult
  @MainActor open func accessibilityActivate() -> Bool { fatalError() }

  @available(iOS 6.0, *)
  open var translatesAutoresizingMaskIntoConstraints: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  @available(iOS 15.0, *)
  open var keyboardLayoutGuide: UIKeyboardLayoutGuide { fatalError() }
  // UITextField.h: `@interface UIView (UITextField)`, a category (iOS 2.0, as UIView)
  @discardableResult
  open func endEditing(_ force: Bool) -> Bool { fatalError() }
}

// https://developer.apple.com/documentation/uikit/uicoordinatespace
@MainActor public protocol UICoordinateSpace: NSObjectProtocol {
  @available(iOS 8.0, *)
  @discardableResult
  func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
  @available(iOS 8.0, *)
  @discardableResult
  func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
  @available(iOS 8.0, *)
  @discardableResult
  func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
  @available(iOS 8.0, *)
  @discardableResult
  func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
  @available(iOS 8.0, *)
  var bounds: CGRect { get }
}

extension UIView: UICoordinateSpace {
  /// sdk-parent: UICoordinateSpace
  @available(iOS 8.0, *)
  @discardableResult
  public func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
    fatalError()
  }
  /// sdk-parent: UICoordinateSpace
  @available(iOS 8.0, *)
  @discardableResult
  public func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
    fatalError()
  }
  /// sdk-parent: UICoordinateSpace
  @available(iOS 8.0, *)
  @discardableResult
  public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
    fatalError()
  }
  /// sdk-parent: UICoordinateSpace
  @available(iOS 8.0, *)
  @discardableResult
  public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
    fatalError()
  }
}

// https://developer.apple.com/documentation/uikit/uiscreen
@available(iOS 2.0, *)
@MainActor open class UIScreen: NSObject {
  @available(iOS 8.0, *)
  open var coordinateSpace: any UICoordinateSpace { fatalError() }
}

// https://developer.apple.com/documentation/uikit/uilayoutguide
@available(iOS 9.0, *)
@MainActor open class UILayoutGuide: NSObject {
  open var layoutFrame: CGRect { fatalError() }
}

// https://developer.apple.com/documentation/uikit/uitrackinglayoutguide (only as a type)
@available(iOS 15.0, *)
@MainActor open class UITrackingLayoutGuide: UILayoutGuide {}

// https://developer.apple.com/documentation/uikit/uikeyboardlayoutguide (only as a type)
@available(iOS 15.0, *)
@MainActor open class UIKeyboardLayoutGuide: UITrackingLayoutGuide {}

// https://developer.apple.com/documentation/uikit/nslayoutconstraint
@available(iOS 6.0, *)
@MainActor open class NSLayoutConstraint: NSObject {
  public convenience init(
    item view1: Any, attribute attr1: NSLayoutConstraint.Attribute,
    relatedBy relation: NSLayoutConstraint.Relation, toItem view2: Any?,
    attribute attr2: NSLayoutConstraint.Attribute, multiplier: CGFloat, constant c: CGFloat
  ) { fatalError() }
  @available(iOS 8.0, *)
  open class func activate(_ constraints: [NSLayoutConstraint]) { fatalError() }

  // https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute
  public enum Attribute: Int, @unchecked Sendable {
    case left = 1
    case right = 2
    case top = 3
    case bottom = 4
    case leading = 5
    case trailing = 6
    case width = 7
    case height = 8
    case centerX = 9
    case centerY = 10
    case lastBaseline = 11
    case notAnAttribute = 0
  }

  // https://developer.apple.com/documentation/uikit/nslayoutconstraint/relation
  public enum Relation: Int, @unchecked Sendable {
    case lessThanOrEqual = -1
    case equal = 0
    case greaterThanOrEqual = 1
  }
}

// https://developer.apple.com/documentation/uikit/uicontrol (only as a type)
@available(iOS 2.0, *)
@MainActor open class UIControl: UIView {}

// https://developer.apple.com/documentation/uikit/uidatepicker (only as a type)
@available(iOS 2.0, *)
@MainActor open class UIDatePicker: UIControl {}

// https://developer.apple.com/documentation/uikit/uipickerview (only as a type)
@available(iOS 2.0, *)
@MainActor open class UIPickerView: UIView {}

// https://developer.apple.com/documentation/uikit/uibezierpath
@available(iOS 3.2, *)
open class UIBezierPath: NSObject {
  public convenience init(
    roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize
  ) { fatalError() }
  open var cgPath: CGPath {
    get { fatalError() }
    set { fatalError() }
  }
}

// https://developer.apple.com/documentation/uikit/uirectcorner
public struct UIRectCorner: OptionSet, @unchecked Sendable {
  public init(rawValue: UInt) { fatalError() }
  /// mirror-only: the SDK has this `rawValue` too, synthesized by the Objective-C importer and
  /// left out of its symbol graph.
  public var rawValue: UInt { fatalError() }
  public static var topLeft: UIRectCorner { fatalError() }
  public static var topRight: UIRectCorner { fatalError() }
  public static var bottomLeft: UIRectCorner { fatalError() }
  public static var bottomRight: UIRectCorner { fatalError() }
}

extension UIView {
  // https://developer.apple.com/documentation/uikit/uiview/animationcurve
  public enum AnimationCurve: Int, @unchecked Sendable {
    case easeInOut = 0
    case easeIn = 1
    case easeOut = 2
    case linear = 3
  }
}

// https://developer.apple.com/documentation/uikit/uiwindow
@available(iOS 2.0, *)
@MainActor open class UIWindow: UIView {
  // https://developer.apple.com/documentation/uikit/uiwindow/init(windowscene:) (UIWindow.h: not
  // marked NS_DESIGNATED_INITIALIZER, imported as a designated initializer; the host app's scene
  // delegate makes its window with it)
  @available(iOS 13.0, *)
  public init(windowScene: UIWindowScene) { fatalError() }
  /// UIWindow inherits initWithFrame: in Objective-C; a Swift class that declares a designated
  /// initializer inherits none, so the mirror re-declares it here (with init(coder:), so that
  /// UIWindow inherits UIView's `init()` as the SDK's does).
  /// sdk-parent: UIView
  public override init(frame: CGRect) { fatalError() }
  /// Inherited in Objective-C, as init(frame:).
  /// sdk-parent: UIView
  public required init?(coder: NSCoder) { fatalError() }
  open var isKeyWindow: Bool { fatalError() }
  @available(iOS 4.0, *)
  open var rootViewController: UIViewController? {
    get { fatalError() }
    set { fatalError() }
  }
  @available(iOS 13.0, *)
  weak open var windowScene: UIWindowScene? {
    get { fatalError() }
    set { fatalError() }
  }
}

// https://developer.apple.com/documentation/uikit/uiscene (only as a type)
@available(iOS 13.0, *)
@MainActor open class UIScene: UIResponder {}

// https://developer.apple.com/documentation/uikit/uiwindowscene
@available(iOS 13.0, *)
@MainActor open class UIWindowScene: UIScene {
  open var screen: UIScreen { fatalError() }
}

// https://developer.apple.com/documentation/uikit/uivisualeffect
@available(iOS 8.0, *)
@MainActor open class UIVisualEffect: NSObject {}

// https://developer.apple.com/documentation/uikit/uivisualeffectview
@available(iOS 8.0, *)
@MainActor open class UIVisualEffectView: UIView {
  public init(effect: UIVisualEffect?) { fatalError() }
  public required init?(coder: NSCoder) { fatalError() }
  open var contentView: UIView { fatalError() }
  /// differs: the SDK's property is `@NSCopying` (the effect is copied on assignment); the
  /// attribute needs an NSCopying conformance, which neither the mirror's UIVisualEffect nor
  /// the AppleTarget Foundation stand-in declares. Callers see the same type and accessors.
  open var effect: UIVisualEffect? {
    get { fatalError() }
    set { fatalError() }
  }
}

// MARK: - iOS 26 (documentation only: newer than the iOS 18.6 SDK; each declaration is copied
// from the Apple reference page its `documentation:` line names, and compiled only where
// `canImport(FoundationModels)`, i.e. with an iOS 26 SDK or this mirror)

/// documentation: https://developer.apple.com/documentation/uikit/uiglasseffect
/// (`@MainActor class UIGlassEffect`, a UIVisualEffect: "A visual effect that renders a glass
/// material.")
@available(iOS 26.0, *)
@MainActor open class UIGlassEffect: UIVisualEffect {
  /// documentation: https://developer.apple.com/documentation/uikit/uiglasseffect/style
  /// (`enum Style`, RawRepresentable with `init?(rawValue: Int)`, Hashable, Sendable: imported
  /// from an Objective-C NS_ENUM, so not frozen, and a `switch` over it needs a `default` or
  /// `@unknown default`. Mirrored as a struct with a static member for each case, so a switch
  /// the mirror accepts has a default, and is one the real SDK accepts without a warning.)
  @available(iOS 26.0, *)
  public struct Style: RawRepresentable, Hashable, Sendable {
    /// documentation: https://developer.apple.com/documentation/uikit/uiglasseffect/style/regular
    public static let regular = Style(rawValue: 0)!
    /// documentation: https://developer.apple.com/documentation/uikit/uiglasseffect/style/clear
    public static let clear = Style(rawValue: 1)!
    /// documentation:
    /// https://developer.apple.com/documentation/uikit/uiglasseffect/style/init(rawvalue:)
    /// (`init?(rawValue: Int)`, which the page's Initializers list; any value, as an imported
    /// NS_ENUM's)
    public init?(rawValue: Int) { self.rawValue = rawValue }
    /// mirror-only: the raw value a RawRepresentable type must have (the SDK's, synthesized by
    /// the Objective-C importer).
    public let rawValue: Int
  }
  /// documentation: https://developer.apple.com/documentation/uikit/uiglasseffect/init(style:)
  /// (`init(style: UIGlassEffect.Style)`, imported from `effectWithStyle:`)
  @available(iOS 26.0, *)
  public convenience init(style: UIGlassEffect.Style) { fatalError() }
}

/// documentation: https://developer.apple.com/documentation/uikit/uicornerradius-swift.struct
/// (`struct UICornerRadius`; the page: "macCatalyst: -", unavailable there)
@available(iOS 26.0, tvOS 26.0, visionOS 26.0, *)
@available(macCatalyst, unavailable)
public struct UICornerRadius {
  /// documentation:
  /// https://developer.apple.com/documentation/uikit/uicornerradius-swift.struct/containerconcentric(minimum:)
  /// (`static func containerConcentric(minimum: CGFloat? = nil) -> UICornerRadius`)
  @available(iOS 26.0, tvOS 26.0, visionOS 26.0, *)
  @available(macCatalyst, unavailable)
  public static func containerConcentric(minimum: CGFloat? = nil) -> UICornerRadius { fatalError() }
  /// documentation:
  /// https://developer.apple.com/documentation/uikit/uicornerradius-swift.struct/fixed(_:)
  /// (`static func fixed(_ radius: Double) -> UICornerRadius`: "Creates a radius that
  /// represents a fixed corner radius in points.")
  @available(iOS 26.0, tvOS 26.0, visionOS 26.0, *)
  @available(macCatalyst, unavailable)
  public static func fixed(_ radius: Double) -> UICornerRadius { fatalError() }
}

/// documentation: https://developer.apple.com/documentation/uikit/uicornerconfiguration-swift.struct
/// (`struct UICornerConfiguration`, the type of UIView.cornerConfiguration; "macCatalyst: -")
@available(iOS 26.0, tvOS 26.0, visionOS 26.0, *)
@available(macCatalyst, unavailable)
public struct UICornerConfiguration {
  /// documentation:
  /// https://developer.apple.com/documentation/uikit/uicornerconfiguration-swift.struct/corners(radius:)
  /// (`static func corners(radius: UICornerRadius) -> UICornerConfiguration`)
  @available(iOS 26.0, tvOS 26.0, visionOS 26.0, *)
  @available(macCatalyst, unavailable)
  public static func corners(radius: UICornerRadius) -> UICornerConfiguration { fatalError() }
  /// documentation:
  /// https://developer.apple.com/documentation/uikit/uicornerconfiguration-swift.struct/corners(topleftradius:toprightradius:bottomleftradius:bottomrightradius:)
  /// (`static func corners(topLeftRadius: UICornerRadius?, topRightRadius: UICornerRadius?,
  /// bottomLeftRadius: UICornerRadius?, bottomRightRadius: UICornerRadius?) ->
  /// UICornerConfiguration`: "A configuration with independent radii for each corner.")
  @available(iOS 26.0, tvOS 26.0, visionOS 26.0, *)
  @available(macCatalyst, unavailable)
  public static func corners(
    topLeftRadius: UICornerRadius?, topRightRadius: UICornerRadius?,
    bottomLeftRadius: UICornerRadius?, bottomRightRadius: UICornerRadius?
  ) -> UICornerConfiguration { fatalError() }
}

extension UIView {
  /// documentation: https://developer.apple.com/documentation/uikit/uiview/cornerconfiguration-7l0ja
  /// (`@MainActor @preconcurrency var cornerConfiguration: UICornerConfiguration { get set }`;
  /// "macCatalyst: -")
  @available(iOS 26.0, tvOS 26.0, visionOS 26.0, *)
  @available(macCatalyst, unavailable)
  @MainActor @preconcurrency public var cornerConfiguration: UICornerConfiguration {
    get { fatalError() }
    set { fatalError() }
  }
}

// https://developer.apple.com/documentation/uikit/uiscrollview
@available(iOS 2.0, *)
@MainActor open class UIScrollView: UIView {
  open var contentOffset: CGPoint {
    get { fatalError() }
    set { fatalError() }
  }
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) { fatalError() }
  open var contentSize: CGSize {
    get { fatalError() }
    set { fatalError() }
  }
  open var contentInset: UIEdgeInsets {
    get { fatalError() }
    set { fatalError() }
  }
  @available(iOS 11.0, *)
  open var adjustedContentInset: UIEdgeInsets { fatalError() }
  @available(iOS 5.0, *)
  open var panGestureRecognizer: UIPanGestureRecognizer { fatalError() }
  open var isDecelerating: Bool { fatalError() }
  open var isDragging: Bool { fatalError() }
  open var isTracking: Bool { fatalError() }
  open var bounces: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open var alwaysBounceVertical: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open var isScrollEnabled: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open var showsVerticalScrollIndicator: Bool {
    get { fatalError() }
    set { fatalError() }
  }
}

// MARK: - View controllers

// https://developer.apple.com/documentation/uikit/uiviewcontroller
@available(iOS 2.0, *)
@MainActor open class UIViewController: UIResponder {
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }
  public required init?(coder: NSCoder) { fatalError() }
  /// differs: `UIViewController()` — inherited from NSObject in the SDK, as UIView's `init()`
  /// (UIViewController.h marks initWithNibName:bundle:/initWithCoder: NS_DESIGNATED_INITIALIZER;
  /// checked against the SDK: a main-actor-isolated `init()`); the mirror must declare it.
  /// sdk-parent: NSObject
  public convenience override init() { fatalError() }
  open var view: UIView! {
    get { fatalError() }
    set { fatalError() }
  }
  open func loadView() { fatalError() }
  @available(iOS 3.0, *)
  open var isViewLoaded: Bool { fatalError() }
  open func viewDidLoad() { fatalError() }
  open func viewWillAppear(_ animated: Bool) { fatalError() }
  open func viewDidAppear(_ animated: Bool) { fatalError() }
  open func viewWillDisappear(_ animated: Bool) { fatalError() }
  open func viewDidDisappear(_ animated: Bool) { fatalError() }
  @available(iOS 5.0, *)
  open func viewDidLayoutSubviews() { fatalError() }
  /// sdk-parent: UIContentContainer
  @available(iOS 8.0, *)
  open func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) { fatalError() }
  @available(iOS 5.0, *)
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) { fatalError() }
  @available(iOS 5.0, *)
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) { fatalError() }
  @available(iOS 5.0, *)
  open var presentedViewController: UIViewController? { fatalError() }
  @available(iOS 5.0, *)
  open var presentingViewController: UIViewController? { fatalError() }
  weak open var parent: UIViewController? { fatalError() }
  @available(iOS 5.0, *)
  open var children: [UIViewController] { fatalError() }
  @available(iOS 5.0, *)
  open func addChild(_ childController: UIViewController) { fatalError() }
  @available(iOS 5.0, *)
  open func removeFromParent() { fatalError() }
  @available(iOS 5.0, *)
  open func willMove(toParent parent: UIViewController?) { fatalError() }
  @available(iOS 5.0, *)
  open func didMove(toParent parent: UIViewController?) { fatalError() }
  @available(iOS 3.2, *)
  open var modalPresentationStyle: UIModalPresentationStyle {
    get { fatalError() }
    set { fatalError() }
  }
  @available(iOS 3.0, *)
  open var modalTransitionStyle: UIModalTransitionStyle {
    get { fatalError() }
    set { fatalError() }
  }
  @available(iOS 7.0, *)
  open var preferredContentSize: CGSize {
    get { fatalError() }
    set { fatalError() }
  }
  @available(iOS 5.0, *)
  open var isBeingPresented: Bool { fatalError() }
  @available(iOS 5.0, *)
  open var isBeingDismissed: Bool { fatalError() }
  @available(iOS 13.0, *)
  open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
    get { fatalError() }
    set { fatalError() }
  }

  // What the screen asks of the system: status bar, home indicator, deferred screen edges,
  // orientations (UIViewController.h; their types are in UIKit+StatusBar.swift). In the class
  // body, not an extension: subclasses override them (a Swift class cannot override a member an
  // extension declares).
  @available(iOS 7.0, *)
  open var preferredStatusBarStyle: UIStatusBarStyle { fatalError() }
  @available(iOS 7.0, *)
  open var prefersStatusBarHidden: Bool { fatalError() }
  @available(iOS 7.0, *)
  open func setNeedsStatusBarAppearanceUpdate() { fatalError() }
  @available(iOS 7.0, *)
  open var childForStatusBarStyle: UIViewController? { fatalError() }
  @available(iOS 7.0, *)
  open var childForStatusBarHidden: UIViewController? { fatalError() }
  @available(iOS 11.0, *)
  open var childForHomeIndicatorAutoHidden: UIViewController? { fatalError() }
  @available(iOS 11.0, *)
  open var prefersHomeIndicatorAutoHidden: Bool { fatalError() }
  @available(iOS 11.0, *)
  open func setNeedsUpdateOfHomeIndicatorAutoHidden() { fatalError() }
  @available(iOS 11.0, *)
  open var childForScreenEdgesDeferringSystemGestures: UIViewController? { fatalError() }
  @available(iOS 11.0, *)
  open var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { fatalError() }
  @available(iOS 11.0, *)
  open func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() { fatalError() }
  @available(iOS 6.0, *)
  open var supportedInterfaceOrientations: UIInterfaceOrientationMask { fatalError() }
}

// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle
public enum UIModalPresentationStyle: Int, @unchecked Sendable {
  case fullScreen = 0
  @available(iOS 3.2, *)
  case pageSheet = 1
  @available(iOS 3.2, *)
  case formSheet = 2
  @available(iOS 3.2, *)
  case currentContext = 3
  @available(iOS 7.0, *)
  case custom = 4
  @available(iOS 8.0, *)
  case overFullScreen = 5
  @available(iOS 8.0, *)
  case overCurrentContext = 6
  @available(iOS 8.0, *)
  case popover = 7
  @available(iOS 7.0, *)
  case none = -1
  @available(iOS 13.0, *)
  case automatic = -2
}

// https://developer.apple.com/documentation/uikit/uimodaltransitionstyle
public enum UIModalTransitionStyle: Int, @unchecked Sendable {
  case coverVertical = 0
  case flipHorizontal = 1
  case crossDissolve = 2
  @available(iOS 3.2, *)
  case partialCurl = 3
}

// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext
// (all its requirements)
@MainActor public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
  var isAnimated: Bool { get }
  var presentationStyle: UIModalPresentationStyle { get }
  var initiallyInteractive: Bool { get }
  @available(iOS 10.0, *)
  var isInterruptible: Bool { get }
  var isInteractive: Bool { get }
  var isCancelled: Bool { get }
  var transitionDuration: TimeInterval { get }
  @available(iOS 2.0, *)
  var percentComplete: CGFloat { get }
  @available(iOS 2.0, *)
  var completionVelocity: CGFloat { get }
  @available(iOS 2.0, *)
  var completionCurve: UIView.AnimationCurve { get }
  @available(iOS 2.0, *)
  @discardableResult
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  @available(iOS 8.0, *)
  @discardableResult
  func view(forKey key: UITransitionContextViewKey) -> UIView?
  @available(iOS 2.0, *)
  var containerView: UIView { get }
  @available(iOS 8.0, *)
  var targetTransform: CGAffineTransform { get }
}

// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator
// (all its requirements)
@MainActor public protocol UIViewControllerTransitionCoordinator:
  UIViewControllerTransitionCoordinatorContext
{
  /// differs: the SDK's imported requirement has `completion: … = nil`; a Swift protocol cannot
  /// declare a default argument, so the extension below supplies the one-argument call.
  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
  /// differs: `completion: … = nil` in the SDK, as `animate(alongsideTransition:completion:)`.
  @available(iOS 2.0, *)
  @discardableResult
  func animateAlongsideTransition(
    in view: UIView?,
    animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
  @available(iOS, introduced: 7.0, deprecated: 10.0)
  func notifyWhenInteractionEnds(
    _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
  @available(iOS 10.0, *)
  func notifyWhenInteractionChanges(
    _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
  /// mirror-only: the SDK's `completion: … = nil` default, which a Swift protocol requirement
  /// cannot declare.
  @discardableResult
  public func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)? = nil
  ) -> Bool { fatalError() }
}

// https://developer.apple.com/documentation/uikit/uitransitioncontextviewcontrollerkey
public struct UITransitionContextViewControllerKey: Hashable, RawRepresentable, Sendable {
  public init(rawValue: String) { fatalError() }
  /// mirror-only: the SDK has this `rawValue` too, synthesized by the Objective-C importer and
  /// left out of its symbol graph.
  public var rawValue: String { fatalError() }
  @available(iOS 7.0, *)
  public static let from = UITransitionContextViewControllerKey(rawValue: "")
  @available(iOS 7.0, *)
  public static let to = UITransitionContextViewControllerKey(rawValue: "")
}

// https://developer.apple.com/documentation/uikit/uitransitioncontextviewkey
public struct UITransitionContextViewKey: Hashable, RawRepresentable, Sendable {
  public init(rawValue: String) { fatalError() }
  /// mirror-only: the SDK has this `rawValue` too, synthesized by the Objective-C importer and
  /// left out of its symbol graph.
  public var rawValue: String { fatalError() }
  @available(iOS 8.0, *)
  public static let from = UITransitionContextViewKey(rawValue: "")
  @available(iOS 8.0, *)
  public static let to = UITransitionContextViewKey(rawValue: "")
}

// MARK: - Touches and gestures

// https://developer.apple.com/documentation/uikit/uievent
@available(iOS 2.0, *)
@MainActor open class UIEvent: NSObject {
  open var timestamp: TimeInterval { fatalError() }
  @available(iOS 9.0, *)
  @discardableResult
  open func coalescedTouches(for touch: UITouch) -> [UITouch]? { fatalError() }
}

// https://developer.apple.com/documentation/uikit/uitextview (only as a type)
@available(iOS 2.0, *)
@MainActor open class UITextView: UIScrollView {}

// https://developer.apple.com/documentation/uikit/uitouch
@available(iOS 2.0, *)
@MainActor open class UITouch: NSObject {
  open var timestamp: TimeInterval { fatalError() }
  open var phase: UITouch.Phase { fatalError() }
  open var view: UIView? { fatalError() }
  @discardableResult
  open func location(in view: UIView?) -> CGPoint { fatalError() }

  // https://developer.apple.com/documentation/uikit/uitouch/phase
  public enum Phase: Int, @unchecked Sendable {
    case began = 0
    case moved = 1
    case stationary = 2
    case ended = 3
    case cancelled = 4
    @available(iOS 13.4, *)
    case regionEntered = 5
    @available(iOS 13.4, *)
    case regionMoved = 6
    @available(iOS 13.4, *)
    case regionExited = 7
  }
}

// https://developer.apple.com/documentation/uikit/uigesturerecognizer
@available(iOS 3.2, *)
@MainActor open class UIGestureRecognizer: NSObject {
  public init(target: Any?, action: Selector?) { fatalError() }
  public convenience override init() { fatalError() }
  open func addTarget(_ target: Any, action: Selector) { fatalError() }
  open func removeTarget(_ target: Any?, action: Selector?) { fatalError() }
  /// differs: the setter is the SDK's only with `import UIKit.UIGestureRecognizerSubclass` (an
  /// explicit Clang submodule; `state` is readonly in UIGestureRecognizer.h); a Swift module
  /// has no submodules, so the mirror's setter is visible with `import UIKit`.
  open var state: UIGestureRecognizer.State {
    get { fatalError() }
    set { fatalError() }
  }
  weak open var delegate: (any UIGestureRecognizerDelegate)? {
    get { fatalError() }
    set { fatalError() }
  }
  open var isEnabled: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open var view: UIView? { fatalError() }
  open var cancelsTouchesInView: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open var delaysTouchesBegan: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open func require(toFail otherGestureRecognizer: UIGestureRecognizer) { fatalError() }
  @discardableResult
  open func location(in view: UIView?) -> CGPoint { fatalError() }
  open var numberOfTouches: Int { fatalError() }

  // For subclasses (UIGestureRecognizerSubclass.h). In the SDK these are declared in the
  // EXPLICIT Clang submodule UIKit.UIGestureRecognizerSubclass: visible only to code that says
  // `import UIKit.UIGestureRecognizerSubclass` (the `state` setter too). A Swift module cannot
  // have a Clang submodule, so the mirror declares them on UIGestureRecognizer in UIKit itself:
  // here they are visible with `import UIKit`, and `canImport(UIKit.UIGestureRecognizerSubclass)`
  // is false. The layer imports the submodule under that `#if`, so Xcode and
  // `scripts/ios-sdk-check` compile the import; a forgotten import compiles here but not there.
  // Checks/prove-mirror finds each of these by its SDK header (the module map's `explicit
  // module`) and reports it as a difference, allowed by the `differs:` comment.
  /// differs: UIGestureRecognizerSubclass.h, the explicit submodule
  /// UIKit.UIGestureRecognizerSubclass: see below.
  open func reset() { fatalError() }
  /// differs: UIGestureRecognizerSubclass.h, the explicit submodule
  /// UIKit.UIGestureRecognizerSubclass: see below.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { fatalError() }
  /// differs: UIGestureRecognizerSubclass.h, the explicit submodule
  /// UIKit.UIGestureRecognizerSubclass: see below.
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { fatalError() }
  /// differs: UIGestureRecognizerSubclass.h, the explicit submodule
  /// UIKit.UIGestureRecognizerSubclass: see below.
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { fatalError() }
  /// differs: UIGestureRecognizerSubclass.h, the explicit submodule
  /// UIKit.UIGestureRecognizerSubclass: see below.
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { fatalError() }
  /// differs: UIGestureRecognizerSubclass.h, the explicit submodule
  /// UIKit.UIGestureRecognizerSubclass: see below.
  @discardableResult
  open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { fatalError() }
  /// differs: UIGestureRecognizerSubclass.h, the explicit submodule
  /// UIKit.UIGestureRecognizerSubclass: see below.
  @discardableResult
  open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
    fatalError()
  }

  // https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum
  public enum State: Int, @unchecked Sendable {
    case possible = 0
    case began = 1
    case changed = 2
    case ended = 3
    case cancelled = 4
    case failed = 5
    public static var recognized: UIGestureRecognizer.State { fatalError() }
  }
}

// https://developer.apple.com/documentation/uikit/uipangesturerecognizer
@available(iOS 3.2, *)
@MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {
  open var maximumNumberOfTouches: Int {
    get { fatalError() }
    set { fatalError() }
  }
  @discardableResult
  open func translation(in view: UIView?) -> CGPoint { fatalError() }
  open func setTranslation(_ translation: CGPoint, in view: UIView?) { fatalError() }
  @discardableResult
  open func velocity(in view: UIView?) -> CGPoint { fatalError() }
}

// https://developer.apple.com/documentation/uikit/uitapgesturerecognizer
@available(iOS 3.2, *)
@MainActor open class UITapGestureRecognizer: UIGestureRecognizer {
  open var numberOfTapsRequired: Int {
    get { fatalError() }
    set { fatalError() }
  }
}

// https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate
// Every requirement is optional in the SDK: here each has a default implementation below.
@MainActor public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
  @available(iOS 3.2, *)
  @discardableResult
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
  @available(iOS 3.2, *)
  @discardableResult
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
  @available(iOS 7.0, *)
  @discardableResult
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
  @available(iOS 7.0, *)
  @discardableResult
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
  @available(iOS 3.2, *)
  @discardableResult
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch)
    -> Bool
}

extension UIGestureRecognizerDelegate {
  /// mirror-only: stands in for the Objective-C optional requirement's absence.
  @discardableResult
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    fatalError()
  }
  /// mirror-only: stands in for the Objective-C optional requirement's absence.
  @discardableResult
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { fatalError() }
  /// mirror-only: stands in for the Objective-C optional requirement's absence.
  @discardableResult
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { fatalError() }
  /// mirror-only: stands in for the Objective-C optional requirement's absence.
  @discardableResult
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { fatalError() }
  /// mirror-only: stands in for the Objective-C optional requirement's absence.
  @discardableResult
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
  ) -> Bool { fatalError() }
}

// MARK: - Colors and traits

// https://developer.apple.com/documentation/uikit/uicolor
@available(iOS 2.0, *)
open class UIColor: NSObject, @unchecked Sendable {
  public init(white: CGFloat, alpha: CGFloat) { fatalError() }
  @available(iOS 13.0, *)
  public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) { fatalError() }
  open class var black: UIColor { fatalError() }
  open class var clear: UIColor { fatalError() }
  @available(iOS 13.0, *)
  open class var systemBackground: UIColor { fatalError() }
  @available(iOS 13.0, *)
  open class var secondarySystemBackground: UIColor { fatalError() }
  @available(iOS 13.0, *)
  open class var systemGroupedBackground: UIColor { fatalError() }
  @discardableResult
  open func withAlphaComponent(_ alpha: CGFloat) -> UIColor { fatalError() }
  open var cgColor: CGColor { fatalError() }
  @available(iOS 13.0, *)
  @discardableResult
  open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { fatalError() }
}

// https://developer.apple.com/documentation/uikit/uitraitcollection
@available(iOS 8.0, *)
open class UITraitCollection: NSObject, @unchecked Sendable {
  @available(iOS, introduced: 8.0, deprecated: 17.0, message: "Use UITraitCollection.init(mutations:) and UITraitCollection.modifyingTraits(_:) to create and modify trait collections")
  public init(traitsFrom traitCollections: [UITraitCollection]) { fatalError() }
  @available(iOS 13.0, *)
  public init(userInterfaceLevel: UIUserInterfaceLevel) { fatalError() }
  @available(iOS 12.0, *)
  open var userInterfaceStyle: UIUserInterfaceStyle { fatalError() }
  @available(iOS 13.0, *)
  open var userInterfaceLevel: UIUserInterfaceLevel { fatalError() }
  @available(iOS 10.0, *)
  open var preferredContentSizeCategory: UIContentSizeCategory { fatalError() }
}

// https://developer.apple.com/documentation/uikit/uiuserinterfacestyle
@available(iOS 12.0, *)
public enum UIUserInterfaceStyle: Int, @unchecked Sendable {
  case unspecified = 0
  case light = 1
  case dark = 2
}

// https://developer.apple.com/documentation/uikit/uiuserinterfacelevel
@available(iOS 13.0, *)
public enum UIUserInterfaceLevel: Int, @unchecked Sendable {
  case unspecified = -1
  case base = 0
  case elevated = 1
}

// https://developer.apple.com/documentation/uikit/uicontentsizecategory
@available(iOS 7.0, *)
public struct UIContentSizeCategory: Hashable, RawRepresentable, Sendable {
  public init(rawValue: String) { fatalError() }
  /// mirror-only: the SDK has this `rawValue` too, synthesized by the Objective-C importer and
  /// left out of its symbol graph.
  public var rawValue: String { fatalError() }
  public static let large = UIContentSizeCategory(rawValue: "")
  @available(iOS 11.0, tvOS 11.0, *)
  public var isAccessibilityCategory: Bool { fatalError() }
}

// MARK: - Accessibility and feedback

// https://developer.apple.com/documentation/uikit/uiaccessibility
public struct UIAccessibility {
  // https://developer.apple.com/documentation/uikit/uiaccessibility/notification
  public struct Notification: Hashable, RawRepresentable, Sendable {
    public init(rawValue: UInt32) { fatalError() }
    /// mirror-only: the SDK has this `rawValue` too, synthesized by the Objective-C importer and
    /// left out of its symbol graph.
    public var rawValue: UInt32 { fatalError() }
    nonisolated public static let screenChanged = Notification(rawValue: 0)
    nonisolated public static let layoutChanged = Notification(rawValue: 0)
    @available(iOS 4.0, *)
    nonisolated public static let announcement = Notification(rawValue: 0)
  }

  @MainActor public static func post(notification: UIAccessibility.Notification, argument: Any?) {
    fatalError()
  }
  @available(iOS 9.0, *)
  @discardableResult
  @MainActor public static func focusedElement(
    using assistiveTechnologyIdentifier: UIAccessibility.AssistiveTechnologyIdentifier?
  ) -> Any? { fatalError() }

  // https://developer.apple.com/documentation/uikit/uiaccessibility/assistivetechnologyidentifier
  public struct AssistiveTechnologyIdentifier: Hashable, RawRepresentable, Sendable {
    public init(rawValue: String) { fatalError() }
    /// mirror-only: the SDK has this `rawValue` too, synthesized by the Objective-C importer and
    /// left out of its symbol graph.
    public var rawValue: String { fatalError() }
    @available(iOS 9.0, *)
    nonisolated public static let notificationVoiceOver = AssistiveTechnologyIdentifier(
      rawValue: "")
  }
  // https://developer.apple.com/documentation/uikit/uiaccessibility (convertToScreenCoordinates
  // for a CGRect: UIAccessibility.h's UIAccessibilityConvertFrameToScreenCoordinates; the
  // UIBezierPath overload not mirrored)
  @available(iOS 7.0, *)
  @discardableResult
  @MainActor public static func convertToScreenCoordinates(
    _ rect: CGRect, in view: UIView
  ) -> CGRect { fatalError() }
  @available(iOS 8.0, *)
  @MainActor public static var isReduceMotionEnabled: Bool { fatalError() }
  @available(iOS 8.0, *)
  nonisolated public static let reduceMotionStatusDidChangeNotification =
    NSNotification.Name(rawValue: "")
}

// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits
public struct UIAccessibilityTraits: OptionSet, Sendable {
  public init(rawValue: UInt64) { fatalError() }
  /// mirror-only: the SDK has this `rawValue` too, synthesized by the Objective-C importer and
  /// left out of its symbol graph.
  public var rawValue: UInt64 { fatalError() }
  nonisolated public static let none = UIAccessibilityTraits(rawValue: 0)
  nonisolated public static let button = UIAccessibilityTraits(rawValue: 0)
  @available(iOS 6.0, *)
  nonisolated public static let header = UIAccessibilityTraits(rawValue: 0)
  @available(iOS 4.0, *)
  nonisolated public static let adjustable = UIAccessibilityTraits(rawValue: 0)
}

// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction
@available(iOS 8.0, *)
@MainActor open class UIAccessibilityCustomAction: NSObject {
  public typealias Handler = @MainActor (UIAccessibilityCustomAction) -> Bool
  @available(iOS 13.0, *)
  public init(name: String, actionHandler: @escaping UIAccessibilityCustomAction.Handler) {
    fatalError()
  }
  open var name: String {
    get { fatalError() }
    set { fatalError() }
  }
}

// https://developer.apple.com/documentation/uikit/uifeedbackgenerator
@available(iOS 10.0, *)
@MainActor open class UIFeedbackGenerator: NSObject {
  open func prepare() { fatalError() }
}

// https://developer.apple.com/documentation/uikit/uiselectionfeedbackgenerator
@available(iOS 10.0, *)
@MainActor open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
  open func selectionChanged() { fatalError() }
}

// https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator
@available(iOS 10.0, *)
@MainActor open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  // (iOS 18.6 SDK: to be deprecated, for init(style:view:) of iOS 17.5)
  @available(iOS, introduced: 10.0, deprecated: 100000.0)
  public init(style: UIImpactFeedbackGenerator.FeedbackStyle) { fatalError() }
  open func impactOccurred() { fatalError() }

  // https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/feedbackstyle
  public enum FeedbackStyle: Int, @unchecked Sendable {
    case light = 0
    case medium = 1
    case heavy = 2
    @available(iOS 13.0, *)
    case soft = 3
    @available(iOS 13.0, *)
    case rigid = 4
  }
}

// MARK: - Foundation additions (UIGeometry.h)

extension NSValue {
  // https://developer.apple.com/documentation/foundation/nsvalue/cgrectvalue
  public var cgRectValue: CGRect { fatalError() }
}

// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct
// (UIViewAutoresizing in UIView.h, named UIView.AutoresizingMask by the importer)
extension UIView {
  public struct AutoresizingMask: OptionSet, @unchecked Sendable {
    public init(rawValue: UInt) { fatalError() }
    /// mirror-only: the SDK has this `rawValue` too, synthesized by the Objective-C importer and
    /// left out of its symbol graph.
    public var rawValue: UInt { fatalError() }
    public static var flexibleWidth: UIView.AutoresizingMask { fatalError() }
    public static var flexibleHeight: UIView.AutoresizingMask { fatalError() }
  }
}
