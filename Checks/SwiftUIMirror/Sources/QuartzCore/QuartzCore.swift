// Mirror of Apple's QuartzCore: only what the UIKit layer uses, as the iOS 18.6 SDK declares it
// (QuartzCore.framework/Headers, as imported into Swift). Bodies are fatalError(). Proven by
// Checks/prove-mirror. (Objective-C declarations carry only their iOS availability here: that
// is all an iOS SDK's import shows.)
@_exported import CoreGraphics
@_exported import Foundation
@_exported import ObjectiveC

// https://developer.apple.com/documentation/quartzcore/calayer
@available(iOS 2.0, *)
open class CALayer: NSObject {
  public override init() { fatalError() }
  open var frame: CGRect {
    get { fatalError() }
    set { fatalError() }
  }
  // calayer/bounds (CALayer.h: `@property CGRect bounds;`; the simulator suite reads a
  // presentation layer's)
  open var bounds: CGRect {
    get { fatalError() }
    set { fatalError() }
  }
  // calayer/animationkeys() (CALayer.h: `- (nullable NSArray<NSString *> *)animationKeys;`)
  @discardableResult
  open func animationKeys() -> [String]? { fatalError() }
  open var mask: CALayer? {
    get { fatalError() }
    set { fatalError() }
  }
  open var masksToBounds: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open var cornerRadius: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }
  @available(iOS 13.0, *)
  open var cornerCurve: CALayerCornerCurve {
    get { fatalError() }
    set { fatalError() }
  }
  @available(iOS 11.0, *)
  open var maskedCorners: CACornerMask {
    get { fatalError() }
    set { fatalError() }
  }
  open var shadowColor: CGColor? {
    get { fatalError() }
    set { fatalError() }
  }
  open var shadowOpacity: Float {
    get { fatalError() }
    set { fatalError() }
  }
  open var shadowOffset: CGSize {
    get { fatalError() }
    set { fatalError() }
  }
  open var shadowRadius: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }
  open var shadowPath: CGPath? {
    get { fatalError() }
    set { fatalError() }
  }
  // calayer/presentation() (CALayer.h: `- (nullable instancetype)presentationLayer`)
  @discardableResult
  open func presentation() -> Self? { fatalError() }
  // calayer/actions (CALayer.h: `NSDictionary<NSString *, id<CAAction>>`, nullable copy)
  open var actions: [String: any CAAction]? {
    get { fatalError() }
    set { fatalError() }
  }
}

// https://developer.apple.com/documentation/quartzcore/caaction (CALayer.h: its one method is
// required)
@available(iOS 2.0, *)
public protocol CAAction {
  func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

// CALayer.h: `@interface NSNull (CAActionAdditions) <CAAction>`: NSNull is an action that does
// nothing, which stops a layer's implicit animation of a key.
extension NSNull: CAAction {
  /// sdk-parent: CAAction
  @available(iOS 2.0, *)
  public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
  { fatalError() }
}

// https://developer.apple.com/documentation/quartzcore/cashapelayer
// (Sendable in the SDK, unlike CALayer)
@available(iOS 3.0, *)
open class CAShapeLayer: CALayer, @unchecked Sendable {
  open var path: CGPath? {
    get { fatalError() }
    set { fatalError() }
  }
}

// https://developer.apple.com/documentation/quartzcore/1395996-cacurrentmediatime
@available(iOS 2.0, *)
public func CACurrentMediaTime() -> CFTimeInterval { fatalError() }

// https://developer.apple.com/documentation/quartzcore/calayercornercurve
@available(iOS 13.0, *)
public struct CALayerCornerCurve: Hashable, RawRepresentable, Sendable {
  public init(rawValue: String) { fatalError() }
  /// mirror-only: the SDK has this `rawValue` too, synthesized by the Objective-C importer and
  /// left out of its symbol graph.
  public var rawValue: String { fatalError() }
  @available(iOS 13.0, *)
  public static let continuous = CALayerCornerCurve(rawValue: "")
}

// https://developer.apple.com/documentation/quartzcore/cacornermask
@available(iOS 11.0, *)
public struct CACornerMask: OptionSet, @unchecked Sendable {
  public init(rawValue: UInt) { fatalError() }
  /// mirror-only: the SDK has this `rawValue` too, synthesized by the Objective-C importer and
  /// left out of its symbol graph.
  public var rawValue: UInt { fatalError() }
  public static var layerMinXMinYCorner: CACornerMask { fatalError() }
  public static var layerMaxXMinYCorner: CACornerMask { fatalError() }
  public static var layerMinXMaxYCorner: CACornerMask { fatalError() }
  public static var layerMaxXMaxYCorner: CACornerMask { fatalError() }
}

// https://developer.apple.com/documentation/quartzcore/cadisplaylink
@available(iOS 3.1, *)
open class CADisplayLink: NSObject {
  public init(target: Any, selector sel: Selector) { fatalError() }
  open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) { fatalError() }
  open func invalidate() { fatalError() }
  open var timestamp: CFTimeInterval { fatalError() }
  @available(iOS 10.0, *)
  open var targetTimestamp: CFTimeInterval { fatalError() }
  open var isPaused: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  @available(iOS 15.0, *)
  open var preferredFrameRateRange: CAFrameRateRange {
    get { fatalError() }
    set { fatalError() }
  }
}

// https://developer.apple.com/documentation/quartzcore/caframeraterange
@available(iOS 15.0, *)
public struct CAFrameRateRange: Sendable {
  public var minimum: Float
  public var maximum: Float
  public static let `default` = CAFrameRateRange(_mirror: ())
  init(_mirror: ()) { fatalError() }
}

extension CAFrameRateRange {
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public init(minimum: Float, maximum: Float, preferred: Float? = nil) { fatalError() }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public var preferred: Float? {
    get { fatalError() }
    set { fatalError() }
  }
}
