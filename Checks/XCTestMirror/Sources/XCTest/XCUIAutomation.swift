// XCTest's UI-automation classes (since Xcode 16.3 in the XCUIAutomation framework, which
// `import XCTest` re-exports; main-actor isolated): only what SimulatorTests/ uses.
import CoreGraphics
import Foundation

/// documentation: https://developer.apple.com/documentation/xcuiautomation/xcuielementattributes
@MainActor public protocol XCUIElementAttributes {
  /// documentation: https://developer.apple.com/documentation/xcuiautomation/xcuielementattributes/frame
  var frame: CGRect { get }
  /// documentation: https://developer.apple.com/documentation/xcuiautomation/xcuielementattributes/label
  var label: String { get }
}

/// documentation: https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider
@MainActor public protocol XCUIElementTypeQueryProvider {
  /// documentation: https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/firstmatch
  var firstMatch: XCUIElement { get }
  /// documentation: https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/buttons
  var buttons: XCUIElementQuery { get }
  /// documentation: https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/statictexts
  var staticTexts: XCUIElementQuery { get }
  /// documentation: https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/windows
  var windows: XCUIElementQuery { get }
}

/// documentation: https://developer.apple.com/documentation/xcuiautomation/xcuielement
@MainActor open class XCUIElement: NSObject, XCUIElementAttributes, XCUIElementTypeQueryProvider {
  /// documentation: https://developer.apple.com/documentation/xcuiautomation/xcuielement/exists
  open var exists: Bool { fatalError("mirror") }
  /// documentation: https://developer.apple.com/documentation/xcuiautomation/xcuielement/waitforexistence(timeout:)
  open func waitForExistence(timeout: TimeInterval) -> Bool { fatalError("mirror") }
  /// documentation: https://developer.apple.com/documentation/xcuiautomation/xcuielement/tap()
  open func tap() { fatalError("mirror") }
  /// documentation: https://developer.apple.com/documentation/xcuiautomation/xcuielement/coordinate(withnormalizedoffset:)
  open func coordinate(withNormalizedOffset normalizedOffset: CGVector) -> XCUICoordinate {
    fatalError("mirror")
  }
  /// XCUIElementAttributes.
  open var frame: CGRect { fatalError("mirror") }
  /// XCUIElementAttributes.
  open var label: String { fatalError("mirror") }
  /// XCUIElementTypeQueryProvider.
  open var firstMatch: XCUIElement { fatalError("mirror") }
  /// XCUIElementTypeQueryProvider.
  open var buttons: XCUIElementQuery { fatalError("mirror") }
  /// XCUIElementTypeQueryProvider.
  open var staticTexts: XCUIElementQuery { fatalError("mirror") }
  /// XCUIElementTypeQueryProvider.
  open var windows: XCUIElementQuery { fatalError("mirror") }
}

/// documentation: https://developer.apple.com/documentation/xcuiautomation/xcuiapplication
@MainActor open class XCUIApplication: XCUIElement {
  /// documentation: https://developer.apple.com/documentation/xcuiautomation/xcuiapplication/init()
  public override init() { super.init() }
  /// documentation: https://developer.apple.com/documentation/xcuiautomation/xcuiapplication/launch()
  open func launch() { fatalError("mirror") }
  /// documentation: https://developer.apple.com/documentation/xcuiautomation/xcuiapplication/launcharguments
  open var launchArguments: [String] {
    get { fatalError("mirror") }
    set { fatalError("mirror") }
  }
}

/// documentation: https://developer.apple.com/documentation/xcuiautomation/xcuielementquery
@MainActor open class XCUIElementQuery: NSObject, XCUIElementTypeQueryProvider {
  /// documentation: https://developer.apple.com/documentation/xcuiautomation/xcuielementquery/subscript(_:)
  open subscript(key: String) -> XCUIElement { fatalError("mirror") }
  /// XCUIElementTypeQueryProvider.
  open var firstMatch: XCUIElement { fatalError("mirror") }
  /// XCUIElementTypeQueryProvider.
  open var buttons: XCUIElementQuery { fatalError("mirror") }
  /// XCUIElementTypeQueryProvider.
  open var staticTexts: XCUIElementQuery { fatalError("mirror") }
  /// XCUIElementTypeQueryProvider.
  open var windows: XCUIElementQuery { fatalError("mirror") }
}

/// documentation: https://developer.apple.com/documentation/xcuiautomation/xcuicoordinate
@MainActor open class XCUICoordinate: NSObject {
  /// documentation: https://developer.apple.com/documentation/xcuiautomation/xcuicoordinate/withoffset(_:)
  open func withOffset(_ offsetVector: CGVector) -> XCUICoordinate { fatalError("mirror") }
  /// documentation: https://developer.apple.com/documentation/xcuiautomation/xcuicoordinate/tap()
  open func tap() { fatalError("mirror") }
  /// documentation: https://developer.apple.com/documentation/xcuiautomation/xcuicoordinate/press(forduration:thendragto:withvelocity:thenholdforduration:)
  open func press(
    forDuration duration: TimeInterval, thenDragTo otherCoordinate: XCUICoordinate,
    withVelocity velocity: XCUIGestureVelocity, thenHoldForDuration holdDuration: TimeInterval
  ) {
    fatalError("mirror")
  }
}

/// documentation: https://developer.apple.com/documentation/xcuiautomation/xcuigesturevelocity
public struct XCUIGestureVelocity: Hashable, RawRepresentable, Sendable {
  /// documentation: https://developer.apple.com/documentation/xcuiautomation/xcuigesturevelocity/init(_:)
  public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
  /// documentation: https://developer.apple.com/documentation/xcuiautomation/xcuigesturevelocity/init(rawvalue:)
  public init(rawValue: CGFloat) { self.rawValue = rawValue }
  /// The velocity in pixels per second.
  public var rawValue: CGFloat
}
