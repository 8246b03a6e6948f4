// UIKit mirror: the types of what a screen asks of the system (its status bar style, the edges
// whose system gestures it defers, the orientations it supports), which the layer's sheet
// forwards from the screen behind it. Conventions as in UIKit.swift: each declaration as the
// iOS 18.6 SDK's UIKit headers are imported into Swift, with its iOS availability only, proven
// by Checks/prove-mirror. Bodies are fatalError(): type-checking only. The UIViewController
// members that return them are in UIViewController's class body (UIKit.swift), so that
// subclasses can override them.

// https://developer.apple.com/documentation/uikit/uistatusbarstyle (UIApplication.h:
// NS_ENUM(NSInteger); no iOS availability on the type. The deprecated blackTranslucent and
// blackOpaque not mirrored.)
public enum UIStatusBarStyle: Int, @unchecked Sendable {
  case `default` = 0
  @available(iOS 7.0, *)
  case lightContent = 1
  @available(iOS 13.0, *)
  case darkContent = 3
}

// https://developer.apple.com/documentation/uikit/uirectedge (UIGeometry.h: NS_OPTIONS(NSUInteger),
// iOS 7.0)
@available(iOS 7.0, *)
public struct UIRectEdge: OptionSet, @unchecked Sendable {
  public init(rawValue: UInt) { fatalError() }
  /// mirror-only: the SDK has this `rawValue` too, synthesized by the Objective-C importer and
  /// left out of its symbol graph.
  public var rawValue: UInt { fatalError() }
  public static var top: UIRectEdge { fatalError() }
  public static var left: UIRectEdge { fatalError() }
  public static var bottom: UIRectEdge { fatalError() }
  public static var right: UIRectEdge { fatalError() }
  public static var all: UIRectEdge { fatalError() }
}

// https://developer.apple.com/documentation/uikit/uiinterfaceorientationmask (UIOrientation.h:
// NS_OPTIONS(NSUInteger); no iOS availability)
public struct UIInterfaceOrientationMask: OptionSet, @unchecked Sendable {
  public init(rawValue: UInt) { fatalError() }
  /// mirror-only: the SDK has this `rawValue` too, synthesized by the Objective-C importer and
  /// left out of its symbol graph.
  public var rawValue: UInt { fatalError() }
  public static var portrait: UIInterfaceOrientationMask { fatalError() }
  public static var landscapeLeft: UIInterfaceOrientationMask { fatalError() }
  public static var landscapeRight: UIInterfaceOrientationMask { fatalError() }
  public static var portraitUpsideDown: UIInterfaceOrientationMask { fatalError() }
  public static var landscape: UIInterfaceOrientationMask { fatalError() }
  public static var all: UIInterfaceOrientationMask { fatalError() }
  public static var allButUpsideDown: UIInterfaceOrientationMask { fatalError() }
}
