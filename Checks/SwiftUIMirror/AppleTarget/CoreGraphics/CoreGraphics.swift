// Apple-target mirror of the CoreGraphics types SwiftUI's signatures use (only for
// Checks/apple-typecheck). CGFloat is declared with a subset of its real conformances
// (it is a BinaryFloatingPoint on Apple platforms); the compiler's implicit Double <-> CGFloat
// conversion applies to a type named CGFloat in a module named CoreGraphics.

// https://developer.apple.com/documentation/corefoundation/cgfloat
@frozen
public struct CGFloat: Sendable, Hashable, Comparable, SignedNumeric,
  ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, CustomStringConvertible
{
  public var native: Double
  public init() { native = 0 }
  public init(_ value: Double) { native = value }
  public init(_ value: Int) { native = Double(value) }
  public init(floatLiteral value: Double) { native = value }
  public init(integerLiteral value: Int) { native = Double(value) }
  public init?<T: BinaryInteger>(exactly source: T) { native = Double(source) }
  public var magnitude: CGFloat { CGFloat(native.magnitude) }
  public var description: String { native.description }
  /// mirror-only: the SDK's comes from AdditiveArithmetic (CGFloat is a BinaryFloatingPoint).
  public static var zero: CGFloat { CGFloat(0.0) }
  public static var infinity: CGFloat { CGFloat(Double.infinity) }
  public static var greatestFiniteMagnitude: CGFloat { CGFloat(Double.greatestFiniteMagnitude) }
  public var isFinite: Bool { native.isFinite }
  /// mirror-only: the SDK's comes from CGFloat's BinaryFloatingPoint conformance.
  public static func < (lhs: CGFloat, rhs: CGFloat) -> Bool { lhs.native < rhs.native }
  public static func + (lhs: CGFloat, rhs: CGFloat) -> CGFloat { CGFloat(lhs.native + rhs.native) }
  public static func - (lhs: CGFloat, rhs: CGFloat) -> CGFloat { CGFloat(lhs.native - rhs.native) }
  public static func * (lhs: CGFloat, rhs: CGFloat) -> CGFloat { CGFloat(lhs.native * rhs.native) }
  public static func / (lhs: CGFloat, rhs: CGFloat) -> CGFloat { CGFloat(lhs.native / rhs.native) }
  public static func *= (lhs: inout CGFloat, rhs: CGFloat) { lhs.native *= rhs.native }
  public static func += (lhs: inout CGFloat, rhs: CGFloat) { lhs.native += rhs.native }
  public static func -= (lhs: inout CGFloat, rhs: CGFloat) { lhs.native -= rhs.native }
}

extension Double {
  public init(_ value: CGFloat) { self = value.native }
}

// https://developer.apple.com/documentation/corefoundation/cgpoint
@frozen public struct CGPoint: Sendable, Hashable {
  public var x: CGFloat
  public var y: CGFloat
  public init() { (x, y) = (0, 0) }
  public init(x: CGFloat, y: CGFloat) { (self.x, self.y) = (x, y) }
  public init(x: Double, y: Double) { (self.x, self.y) = (CGFloat(x), CGFloat(y)) }
  // (CoreGraphics overlay: what `CGPoint(x: 0, y: 0)` resolves to)
  @available(iOS 7.0, macOS 10.9, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
  public init(x: Int, y: Int) { (self.x, self.y) = (CGFloat(x), CGFloat(y)) }
  public static var zero: CGPoint { CGPoint() }
}

// https://developer.apple.com/documentation/corefoundation/cgsize
@frozen public struct CGSize: Sendable, Hashable {
  public var width: CGFloat
  public var height: CGFloat
  public init() { (width, height) = (0, 0) }
  public init(width: CGFloat, height: CGFloat) { (self.width, self.height) = (width, height) }
  public static var zero: CGSize { CGSize() }
}

// https://developer.apple.com/documentation/corefoundation/cgrect
@frozen public struct CGRect: Sendable, Hashable {
  public var origin: CGPoint
  public var size: CGSize
  public init() { (origin, size) = (.zero, .zero) }
  public init(origin: CGPoint, size: CGSize) { (self.origin, self.size) = (origin, size) }
  // (CoreGraphics overlay, as CGPoint's init(x:y:) above)
  @available(iOS 7.0, macOS 10.9, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
  public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {
    (origin, size) = (CGPoint(x: x, y: y), CGSize(width: width, height: height))
  }
  public var minX: CGFloat { origin.x }
  public var minY: CGFloat { origin.y }
  public var maxX: CGFloat { origin.x + size.width }
  public var maxY: CGFloat { origin.y + size.height }
  public var width: CGFloat { size.width }
  public var height: CGFloat { size.height }
  public static var zero: CGRect { CGRect() }
}
