// Mirror of the CoreGraphics / CoreFoundation declarations QuartzCore's and UIKit's mirrored
// signatures use that swift-corelibs-foundation lacks (it has CGFloat, CGPoint, CGSize, CGRect).
// On Linux this is the module `CoreGraphics`; Checks/apple-typecheck compiles this file into its
// Apple-target CoreGraphics stand-in (AppleTarget/CoreGraphics) too. Proven by Checks/prove-mirror.
#if os(Linux)
  @_exported import Foundation
#endif

// https://developer.apple.com/documentation/corefoundation/cftimeinterval
public typealias CFTimeInterval = Double

// https://developer.apple.com/documentation/coregraphics/cgcolor (only as a type)
open class CGColor: @unchecked Sendable {
  // (internal: the SDK's initializers are not mirrored)
  internal init() {}
}

// https://developer.apple.com/documentation/coregraphics/cgpath
open class CGPath {
  // https://developer.apple.com/documentation/coregraphics/cgpath/init(roundedrect:cornerwidth:cornerheight:transform:)
  @available(iOS 7.0, *)
  public init(
    roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
    transform: UnsafePointer<CGAffineTransform>?
  ) { fatalError() }
}

// https://developer.apple.com/documentation/coregraphics/cgmutablepath
open class CGMutablePath: CGPath {
  // https://developer.apple.com/documentation/coregraphics/cgmutablepath/init()
  @available(iOS 2.0, *)
  public init() { fatalError() }
  // https://developer.apple.com/documentation/coregraphics/cgmutablepath/move(to:transform:)
  @available(iOS 7.0, macOS 10.9, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
  public func move(to point: CGPoint, transform: CGAffineTransform = .identity) { fatalError() }
  // https://developer.apple.com/documentation/coregraphics/cgmutablepath/addline(to:transform:)
  @available(iOS 7.0, macOS 10.9, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
  public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
    fatalError()
  }
  // https://developer.apple.com/documentation/coregraphics/cgmutablepath/addarc(tangent1end:tangent2end:radius:transform:)
  @available(iOS 7.0, macOS 10.9, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
  public func addArc(
    tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
    transform: CGAffineTransform = .identity
  ) { fatalError() }
  // https://developer.apple.com/documentation/coregraphics/cgmutablepath/closesubpath()
  @available(iOS 2.0, *)
  public func closeSubpath() { fatalError() }
}

// https://developer.apple.com/documentation/corefoundation/cgaffinetransform
public struct CGAffineTransform: Sendable {
  // (internal: the SDK's memberwise init(a:b:c:d:tx:ty:) is not mirrored)
  internal init() { fatalError() }
}

extension CGAffineTransform {
  // https://developer.apple.com/documentation/corefoundation/cgaffinetransform/init(translationx:y:)
  public init(translationX tx: CGFloat, y ty: CGFloat) { fatalError() }
  // https://developer.apple.com/documentation/corefoundation/cgaffinetransform/init(scalex:y:)
  public init(scaleX sx: CGFloat, y sy: CGFloat) { fatalError() }
  // https://developer.apple.com/documentation/corefoundation/cgaffinetransform/identity
  @available(iOS 7.0, macOS 10.9, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
  public static var identity: CGAffineTransform { fatalError() }
}

// https://developer.apple.com/documentation/corefoundation/cgvector (only the type and the
// CoreGraphics overlay's initializers: XCTest's coordinate API, used by the simulator suite's UI
// tests, takes one; the C struct's memberwise `init(dx:dy:)` and its fields are not mirrored)
public struct CGVector: Sendable {}

extension CGVector {
  // CoreGraphics overlay (CoreGraphics.swiftinterface: `extension CoreFoundation.CGVector`), Int
  @available(iOS 7.0, macOS 10.9, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
  public init(dx: Int, dy: Int) { fatalError() }
  // CoreGraphics overlay, Double (a CGFloat argument converts to it implicitly)
  @available(iOS 7.0, macOS 10.9, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
  public init(dx: Double, dy: Double) { fatalError() }
}
