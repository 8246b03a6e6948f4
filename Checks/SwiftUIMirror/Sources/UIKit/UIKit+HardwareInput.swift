// UIKit mirror: what the layer's hardware-keyboard and pointer code uses (issue #35: a
// trackpad's two-finger scroll moves the sheet, Escape acts as a tap outside). Conventions as
// in UIKit.swift: each declaration as the iOS 18.6 SDK's UIKit headers are imported into
// Swift, with its iOS availability only, proven by Checks/prove-mirror. Bodies are
// fatalError(): type-checking only.

import ObjectiveC

// https://developer.apple.com/documentation/uikit/uiscrolltypemask (UIPanGestureRecognizer.h:
// NS_OPTIONS(NSInteger), iOS 13.4)
@available(iOS 13.4, *)
public struct UIScrollTypeMask: OptionSet, @unchecked Sendable {
  public init(rawValue: Int) { fatalError() }
  /// mirror-only: the SDK has this `rawValue` too, synthesized by the Objective-C importer and
  /// left out of its symbol graph.
  public var rawValue: Int { fatalError() }
  @available(iOS 13.4, *)
  public static var discrete: UIScrollTypeMask { fatalError() }
  @available(iOS 13.4, *)
  public static var continuous: UIScrollTypeMask { fatalError() }
  @available(iOS 13.4, *)
  public static var all: UIScrollTypeMask { fatalError() }
}

// https://developer.apple.com/documentation/uikit/uipangesturerecognizer/allowedscrolltypesmask
// (UIPanGestureRecognizer.h: iOS 13.4; default: no scroll types)
extension UIPanGestureRecognizer {
  @available(iOS 13.4, *)
  open var allowedScrollTypesMask: UIScrollTypeMask {
    get { fatalError() }
    set { fatalError() }
  }
}

// https://developer.apple.com/documentation/uikit/uimenuelement (UIMenu.h: only as the
// superclass of UICommand)
@available(iOS 13.0, *)
@MainActor open class UIMenuElement: NSObject {}

// https://developer.apple.com/documentation/uikit/uicommand (UICommand.h: only as the
// superclass of UIKeyCommand)
@available(iOS 13.0, *)
@MainActor open class UICommand: UIMenuElement {}

// https://developer.apple.com/documentation/uikit/uikeymodifierflags (UICommand.h:
// NS_OPTIONS(NSInteger), iOS 7.0; only its empty value is used)
@available(iOS 7.0, *)
public struct UIKeyModifierFlags: OptionSet, @unchecked Sendable {
  public init(rawValue: Int) { fatalError() }
  /// mirror-only: the SDK has this `rawValue` too, synthesized by the Objective-C importer and
  /// left out of its symbol graph.
  public var rawValue: Int { fatalError() }
}

// https://developer.apple.com/documentation/uikit/uikeycommand (UIKeyCommand.h: iOS 7.0)
@available(iOS 7.0, *)
@MainActor open class UIKeyCommand: UICommand {
  // https://developer.apple.com/documentation/uikit/uikeycommand/init(input:modifierflags:action:)
  @available(iOS 7.0, *)
  public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
    fatalError()
  }
  // https://developer.apple.com/documentation/uikit/uikeycommand/wantspriorityoversystembehavior
  @available(iOS 15.0, *)
  open var wantsPriorityOverSystemBehavior: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  // https://developer.apple.com/documentation/uikit/uikeycommand/inputescape (UIResponder.h:
  // UIKeyInputEscape, NS_SWIFT_NONISOLATED)
  @available(iOS 7.0, *)
  nonisolated open class var inputEscape: String { fatalError() }
}
