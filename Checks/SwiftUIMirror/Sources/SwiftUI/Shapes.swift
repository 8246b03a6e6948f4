// SwiftUI mirror: colors, shape styles and shapes. See Core.swift for conventions.

// shapestyle (verified: "protocol ShapeStyle : Sendable", iOS 13.0+)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol ShapeStyle: Sendable {}

// anyshapestyle (verified: "@frozen struct AnyShapeStyle", iOS 15.0+)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@frozen public struct AnyShapeStyle: ShapeStyle {
  // anyshapestyle/init(_:) (verified)
  public init<S>(_ style: S) where S: ShapeStyle { fatalError() }
}

// backgroundstyle (verified: "@frozen struct BackgroundStyle", iOS 14.0+)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@frozen public struct BackgroundStyle: ShapeStyle {
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ShapeStyle where Self == BackgroundStyle {
  // shapestyle/background (verified: iOS 14.0+; @export(implementation) omitted)
  public static var background: BackgroundStyle { fatalError() }
}

// fillstyle (verified: "@frozen struct FillStyle", iOS 13.0+; the conformances are not in the page
//   excerpt)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct FillStyle: Equatable {
  // fillstyle/init(eofill:antialiased:) (verified)
  public init(eoFill: Bool = false, antialiased: Bool = true) { fatalError() }
}

// color (verified: "@frozen struct Color", iOS 13.0+; the conformances are not in the page excerpt)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Color: Hashable, CustomStringConvertible, Sendable {
  // color/rgbcolorspace (verified: "enum RGBColorSpace"; conforms to Hashable, Equatable, Sendable)
  public enum RGBColorSpace: Hashable, Sendable {
    // color/rgbcolorspace/srgb (verified, as are the sRGBLinear and displayP3 cases)
    case sRGB, sRGBLinear, displayP3
  }
  // color/init(_:white:opacity:) (verified)
  public init(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
    fatalError()
  }
  // color/black (verified)
  public static let black = Color(white: 0)
  // color/clear (unverified: no page found)
  public static let clear = Color(white: 0)
  // color/blue (verified)
  public static let blue = Color(white: 0)
  // color/orange (verified)
  public static let orange = Color(white: 0)
  // color/secondary (verified)
  public static let secondary = Color(white: 0)
  // color/opacity(_:) (verified)
  public func opacity(_ opacity: Double) -> Color { fatalError() }
  public var description: String { fatalError() }
}

// color — ShapeStyle and View conformances (declared in extensions, as in the SDK, so the type
//   itself is not main-actor isolated)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Color: ShapeStyle {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Color: View {
  public typealias Body = Never
}

// animatable (verified: "protocol Animatable", iOS 13.0+; its requirements are not mirrored)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol Animatable {}

// path (verified: "@frozen struct Path", iOS 13.0+; the conformances are not in the page excerpt)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Path: Sendable {
  // Stands in for the real storage, so the empty struct does not get a synthesized `init()`
  // that would collide with the documented one below.
  @usableFromInline let _storage: Int
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Path {
  // path/init() (verified: listed on the Path page under "Creating a path": "Creates an empty
  // path.", iOS 13.0+)
  public init() { fatalError() }
  // path/move(to:) (verified: "mutating func move(to end: CGPoint)", iOS 13.0+)
  public mutating func move(to end: CGPoint) { fatalError() }
  // path/addline(to:) (verified: "mutating func addLine(to end: CGPoint)", iOS 13.0+)
  public mutating func addLine(to end: CGPoint) { fatalError() }
  // path/addcurve(to:control1:control2:) (verified: iOS 13.0+)
  public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    fatalError()
  }
  // path/closesubpath() (verified: "mutating func closeSubpath()", iOS 13.0+)
  public mutating func closeSubpath() { fatalError() }
}

// shape (verified: "nonisolated protocol Shape : Sendable, Animatable, View", iOS 13.0+)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public protocol Shape: Sendable, Animatable, View {
  // shape/path(in:) (verified)
  nonisolated func path(in rect: CGRect) -> Path
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Shape {
  // shape/fill(_:style:) — the iOS 13 overload returning some View (unverified: no page found; the docs
  //   show only the iOS 17 overload returning _ShapeView, -3y2ud)
  nonisolated public func fill<S>(_ content: S, style: FillStyle = FillStyle()) -> some View
  where S: ShapeStyle { _Unimplemented() }
}

// roundedcornerstyle (verified: "enum RoundedCornerStyle", iOS 13.0+; conforms to Hashable, Equatable,
// Sendable)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum RoundedCornerStyle: Hashable, Sendable {
  // roundedcornerstyle/continuous (verified; circular is listed on the enum's page)
  case circular, continuous
}

// roundedrectangle (verified: "@frozen struct RoundedRectangle", iOS 13.0+)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct RoundedRectangle: Shape {
  // roundedrectangle/init(cornerradius:style:) (verified)
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) { fatalError() }
  nonisolated public func path(in rect: CGRect) -> Path { fatalError() }
  public typealias Body = Never
}

// rectangle (verified: "@frozen struct Rectangle", iOS 13.0+; conforms to Shape, View, Sendable,
// Animatable, InsettableShape and more)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Rectangle: Shape {
  // rectangle/init() (verified)
  public init() { fatalError() }
  nonisolated public func path(in rect: CGRect) -> Path { fatalError() }
  public typealias Body = Never
}

// capsule (verified: "@frozen struct Capsule", iOS 13.0+)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Capsule: Shape {
  // capsule/init(style:) (verified)
  public init(style: RoundedCornerStyle = .continuous) { fatalError() }
  nonisolated public func path(in rect: CGRect) -> Path { fatalError() }
  public typealias Body = Never
}
