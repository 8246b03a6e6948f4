// UIKit mirror: what the simulator suite (SimulatorTests/: the host app, the hosted tests) uses
// beyond the layer's and the examples' needs, so that Checks/simulator-tests-mirror type-checks
// it on Linux. Conventions as in UIKit.swift: each declaration as the iOS 18.6 SDK's UIKit headers
// are imported into Swift, with its iOS availability only, proven by Checks/prove-mirror.
// Bodies are fatalError(): type-checking only.

import ObjectiveC

// MARK: - The application and its delegate

// https://developer.apple.com/documentation/uikit/uiapplication (UIApplication.h:
// NS_SWIFT_UI_ACTOR; only what the host and the tests use)
@available(iOS 2.0, *)
@MainActor open class UIApplication: UIResponder {
  // https://developer.apple.com/documentation/uikit/uiapplication/shared
  open class var shared: UIApplication { fatalError() }
  // https://developer.apple.com/documentation/uikit/uiapplication/connectedscenes
  @available(iOS 13.0, *)
  open var connectedScenes: Set<UIScene> { fatalError() }
  // https://developer.apple.com/documentation/uikit/uiapplication/sendaction(_:to:from:for:)
  // (UIApplication.h: a nil target goes to the first responder and up its chain; the Escape
  // key test sends the key command's action this way)
  @available(iOS 2.0, *)
  @discardableResult
  open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?)
    -> Bool
  { fatalError() }
}

// https://developer.apple.com/documentation/uikit/uiapplicationdelegate (UIApplication.h:
// every requirement is optional; only the scene-configuration one is mirrored, with a default
// implementation below)
@MainActor public protocol UIApplicationDelegate: NSObjectProtocol {
  // https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:configurationforconnecting:options:)
  @available(iOS 13.0, *)
  @discardableResult
  func application(
    _ application: UIApplication,
    configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration
}

extension UIApplicationDelegate {
  /// mirror-only: stands in for the Objective-C optional requirement's absence.
  @available(iOS 13.0, *)
  @discardableResult
  public func application(
    _ application: UIApplication,
    configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration { fatalError() }
}

extension UIApplicationDelegate {
  // The entry point `@main` on an application delegate calls (UIKit's Swift overlay: it runs
  // UIApplicationMain with this delegate class).
  @MainActor @preconcurrency public static func main() { fatalError() }
}

// MARK: - Scenes

extension UIScene {
  // https://developer.apple.com/documentation/uikit/uiscene/connectionoptions (UISceneOptions.h:
  // UISceneConnectionOptions, NS_SWIFT_NAME(UIScene.ConnectionOptions), NS_SWIFT_UI_ACTOR; its
  // properties not mirrored)
  @available(iOS 13.0, *)
  @MainActor open class ConnectionOptions: NSObject {}
}

extension UIWindowScene {
  // https://developer.apple.com/documentation/uikit/uiwindowscene/windows
  @available(iOS 13.0, *)
  open var windows: [UIWindow] { fatalError() }
}

// https://developer.apple.com/documentation/uikit/uiscenedelegate (UIScene.h: every requirement
// is optional; only scene(_:willConnectTo:options:) is mirrored, with a default implementation)
@available(iOS 13.0, *)
@MainActor public protocol UISceneDelegate: NSObjectProtocol {
  // https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:willconnectto:options:)
  @available(iOS 13.0, *)
  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions)
}

@available(iOS 13.0, *)
extension UISceneDelegate {
  /// mirror-only: stands in for the Objective-C optional requirement's absence.
  public func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) { fatalError() }
}

// https://developer.apple.com/documentation/uikit/uiwindowscenedelegate (UIWindowScene.h: every
// requirement is optional; only `window` is mirrored, with a default implementation)
@available(iOS 13.0, *)
@MainActor public protocol UIWindowSceneDelegate: UISceneDelegate {
  // https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/window
  @available(iOS 13.0, *)
  var window: UIWindow? { get set }
}

@available(iOS 13.0, *)
extension UIWindowSceneDelegate {
  /// mirror-only: stands in for the Objective-C optional requirement's absence.
  public var window: UIWindow? {
    get { fatalError() }
    set { fatalError() }
  }
}

// https://developer.apple.com/documentation/uikit/uiscenesession (UISceneSession.h:
// NS_SWIFT_UI_ACTOR; only `role`)
@available(iOS 13.0, *)
@MainActor open class UISceneSession: NSObject {
  // https://developer.apple.com/documentation/uikit/uiscenesession/role-swift.property
  open var role: UISceneSession.Role { fatalError() }
}

extension UISceneSession {
  // https://developer.apple.com/documentation/uikit/uiscenesession/role-swift.struct
  // (UISceneDefinitions.h: `typedef NSString * UISceneSessionRole NS_TYPED_ENUM`; its constants
  // not mirrored)
  @available(iOS 13.0, *)
  public struct Role: Hashable, RawRepresentable, Sendable {
    public init(rawValue: String) { fatalError() }
    /// mirror-only: the SDK has this `rawValue` too, synthesized by the Objective-C importer and
    /// left out of its symbol graph.
    public var rawValue: String { fatalError() }
  }
}

// https://developer.apple.com/documentation/uikit/uisceneconfiguration (UISceneSession.h:
// NS_SWIFT_UI_ACTOR; initWithName:sessionRole: is NS_DESIGNATED_INITIALIZER)
@available(iOS 13.0, *)
@MainActor open class UISceneConfiguration: NSObject {
  // https://developer.apple.com/documentation/uikit/uisceneconfiguration/init(name:sessionrole:)
  public init(name: String?, sessionRole: UISceneSession.Role) { fatalError() }
  // https://developer.apple.com/documentation/uikit/uisceneconfiguration/delegateclass
  open var delegateClass: AnyClass? {
    get { fatalError() }
    set { fatalError() }
  }
}

// MARK: - The status bar and the scene's orientation (the screen-behind and rotation tests)

// https://developer.apple.com/documentation/uikit/uistatusbarmanager (UIStatusBarManager.h:
// API_AVAILABLE(ios(13.0)), NS_SWIFT_UI_ACTOR; only `isStatusBarHidden`)
@available(iOS 13.0, *)
@MainActor open class UIStatusBarManager: NSObject {
  // https://developer.apple.com/documentation/uikit/uistatusbarmanager/isstatusbarhidden
  // (`@property (nonatomic, readonly, getter=isStatusBarHidden) BOOL statusBarHidden;`)
  open var isStatusBarHidden: Bool { fatalError() }
}

extension UIWindowScene {
  // https://developer.apple.com/documentation/uikit/uiwindowscene/statusbarmanager
  // (UIWindowScene.h: `@property (nonatomic, readonly, nullable) UIStatusBarManager
  // *statusBarManager API_AVAILABLE(ios(13.0))`)
  @available(iOS 13.0, *)
  open var statusBarManager: UIStatusBarManager? { fatalError() }

  // https://developer.apple.com/documentation/uikit/uiwindowscene/requestgeometryupdate(_:errorhandler:)
  // (the page: "func requestGeometryUpdate(_ geometryPreferences:
  // UIWindowScene.GeometryPreferences, errorHandler: ((any Error) -> Void)? = nil)", iOS 16.0)
  @available(iOS 16.0, *)
  open func requestGeometryUpdate(
    _ geometryPreferences: UIWindowScene.GeometryPreferences,
    errorHandler: ((any Error) -> Void)? = nil
  ) { fatalError() }

  // https://developer.apple.com/documentation/uikit/uiwindowscene/geometrypreferences
  // (UIWindowSceneGeometryPreferences.h: `@interface UIWindowSceneGeometryPreferences :
  // NSObject`, iOS 16.0, `init` and `new` NS_UNAVAILABLE)
  @available(iOS 16.0, *)
  open class GeometryPreferences: NSObject {
    /// mirror-only: a designated initializer clients cannot call, so that NSObject's `init()`
    /// is not inherited (the SDK marks it unavailable).
    init(mirrorOnly: Void) { fatalError() }
  }
}

@available(iOS 16.0, *)
extension UIWindowScene.GeometryPreferences {
  // https://developer.apple.com/documentation/uikit/uiwindowscene/geometrypreferences/ios
  // (UIWindowSceneGeometryPreferencesIOS.h: `@interface UIWindowSceneGeometryPreferencesIOS :
  // UIWindowSceneGeometryPreferences`, iOS 16.0; Sendable in the SDK, unlike its superclass;
  // `interfaceOrientations` not mirrored)
  @available(iOS 16.0, *)
  open class iOS: UIWindowScene.GeometryPreferences, @unchecked Sendable {
    // https://developer.apple.com/documentation/uikit/uiwindowscene/geometrypreferences/ios/init()
    public init() { fatalError() }
    // https://developer.apple.com/documentation/uikit/uiwindowscene/geometrypreferences/ios/init(interfaceorientations:)
    // (the page: "convenience init(interfaceOrientations: UIInterfaceOrientationMask)")
    public convenience init(interfaceOrientations: UIInterfaceOrientationMask) { fatalError() }
  }
}

// MARK: - The first responder and a text field (the keyboard test)

extension UIResponder {
  // https://developer.apple.com/documentation/uikit/uiresponder/keyboardwillshownotification
  // (UIWindow.h: `UIKIT_EXTERN NSNotificationName const UIKeyboardWillShowNotification
  // NS_SWIFT_NONISOLATED`; declared as the mirror's other keyboard names are)
  nonisolated open class var keyboardWillShowNotification: NSNotification.Name { fatalError() }
}

extension UIResponder {
  // (becomeFirstResponder() is in UIKit.swift, for the layer's Escape key command.)
  // https://developer.apple.com/documentation/uikit/uiresponder/resignfirstresponder()
  // (UIResponder.h: `- (BOOL)resignFirstResponder;`)
  @discardableResult
  open func resignFirstResponder() -> Bool { fatalError() }
}

// https://developer.apple.com/documentation/uikit/uitextfield (UITextField.h: `@interface
// UITextField : UIControl <UITextInput, …>`, NS_SWIFT_UI_ACTOR; only as a type: the hosted
// keyboard test makes one and makes it the first responder; its members and conformances not
// mirrored)
@available(iOS 2.0, *)
@MainActor open class UITextField: UIControl {}

// MARK: - Windows, views, colours

extension UIScreen {
  // https://developer.apple.com/documentation/uikit/uiscreen/maximumframespersecond
  // (UIScreen.h: `@property (readonly) NSInteger maximumFramesPerSecond
  // API_AVAILABLE(ios(10.3))`; the display-link settle test's frame count)
  @available(iOS 10.3, *)
  open var maximumFramesPerSecond: Int { fatalError() }
}

extension UIWindow {
  // https://developer.apple.com/documentation/uikit/uiwindow/makekeyandvisible()
  open func makeKeyAndVisible() { fatalError() }
}

extension UIView {
  // https://developer.apple.com/documentation/uikit/uiview/convert(_:from:)-7b0r2 (UIView.h:
  // `- (CGPoint)convertPoint:(CGPoint)point fromView:(nullable UIView *)view;`; the hosted tests
  // turn window points into a container's)
  @discardableResult
  open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { fatalError() }

  // https://developer.apple.com/documentation/uikit/uiaccessibilityidentification/accessibilityidentifier
  // (UIAccessibilityIdentification.h: `@interface UIView (UIAccessibility)
  // <UIAccessibilityIdentification>`)
  /// sdk-parent: UIAccessibilityIdentification
  @available(iOS 5.0, *)
  @MainActor open var accessibilityIdentifier: String? {
    get { fatalError() }
    set { fatalError() }
  }
}

extension UIColor {
  // https://developer.apple.com/documentation/uikit/uicolor/systemteal
  @available(iOS 7.0, *)
  open class var systemTeal: UIColor { fatalError() }
}

// MARK: - Bars (only as types: the hosted tests find them in the window's view tree)

// https://developer.apple.com/documentation/uikit/uitabbar (UITabBar.h: NS_SWIFT_UI_ACTOR; no
// initializer of its own: it inherits UIView's)
@available(iOS 2.0, *)
@MainActor open class UITabBar: UIView {}

// https://developer.apple.com/documentation/uikit/uinavigationbar (UINavigationBar.h:
// NS_SWIFT_UI_ACTOR; its members and conformances not mirrored)
@available(iOS 2.0, *)
@MainActor open class UINavigationBar: UIView {}

// MARK: - Size classes and key commands (issue #35's tests)

// https://developer.apple.com/documentation/uikit/uiuserinterfacesizeclass (UIInterface.h:
// NS_ENUM(NSInteger), iOS 8.0)
@available(iOS 8.0, *)
public enum UIUserInterfaceSizeClass: Int, @unchecked Sendable {
  case unspecified = 0
  case compact = 1
  case regular = 2
}

extension UITraitCollection {
  // https://developer.apple.com/documentation/uikit/uitraitcollection/horizontalsizeclass
  @available(iOS 8.0, *)
  open var horizontalSizeClass: UIUserInterfaceSizeClass { fatalError() }
  // https://developer.apple.com/documentation/uikit/uitraitcollection/verticalsizeclass
  @available(iOS 8.0, *)
  open var verticalSizeClass: UIUserInterfaceSizeClass { fatalError() }
}

extension UIKeyCommand {
  // https://developer.apple.com/documentation/uikit/uikeycommand/input (UIKeyCommand.h:
  // nullable, readonly)
  @available(iOS 7.0, *)
  open var input: String? { fatalError() }
}
