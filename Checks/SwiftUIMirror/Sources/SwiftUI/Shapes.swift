// SwiftUI mirror: colors, shape styles and shapes. See Core.swift for conventions.

// shapestyle
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol ShapeStyle: Sendable {}

// anyshapestyle
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@frozen public struct AnyShapeStyle: ShapeStyle {
  // anyshapestyle/init(_:)
  public init<S>(_ style: S) where S: ShapeStyle { fatalError() }
}

// backgroundstyle
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@frozen public struct BackgroundStyle: ShapeStyle {
  public init() { fatalError() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension ShapeStyle where Self == BackgroundStyle {
  // shapestyle/background
  public static var background: BackgroundStyle { fatalError() }
}

// fillstyle
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct FillStyle: Equatable {
  // fillstyle/init(eofill:antialiased:)
  public init(eoFill: Bool = false, antialiased: Bool = true) { fatalError() }
}

// color
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Color: Hashable, CustomStringConvertible, Sendable {
  // color/rgbcolorspace
  public enum RGBColorSpace: Sendable, Equatable {
    case sRGB, sRGBLinear, displayP3
  }
  // color/init(_:white:opacity:)
  public init(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
    fatalError()
  }
  public static let black = Color(white: 0)
  public static let white = Color(white: 1)
  public static let clear = Color(white: 0)
  public static let blue = Color(white: 0)
  public static let orange = Color(white: 0)
  public static let primary = Color(white: 0)
  public static let secondary = Color(white: 0)
  // color/opacity(_:)
  public func opacity(_ opacity: Double) -> Color { fatalError() }
  public var description: String { fatalError() }
}

// color — ShapeStyle and View conformances (declared in extensions, as in the SDK, so the type
// itself is not main-actor isolated)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Color: ShapeStyle {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Color: View {
  public typealias Body = Never
}

// animatable
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol Animatable {}

// path
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Path: Sendable {
  public init() { fatalError() }
}

// shape — "protocol Shape : Sendable, Animatable, View"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol Shape: Sendable, Animatable, View {
  // shape/path(in:)
  func path(in rect: CGRect) -> Path
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Shape {
  // shape/fill(_:style:)
  nonisolated public func fill<S>(_ content: S, style: FillStyle = FillStyle()) -> some View
  where S: ShapeStyle { _Unimplemented() }
}

// roundedcornerstyle
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public enum RoundedCornerStyle: Sendable, Equatable {
  case circular, continuous
}

// roundedrectangle
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct RoundedRectangle: Shape {
  // roundedrectangle/init(cornerradius:style:)
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) { fatalError() }
  public func path(in rect: CGRect) -> Path { fatalError() }
  public typealias Body = Never
}

// rectangle
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Rectangle: Shape {
  public init() { fatalError() }
  public func path(in rect: CGRect) -> Path { fatalError() }
  public typealias Body = Never
}

// capsule
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Capsule: Shape {
  // capsule/init(style:)
  public init(style: RoundedCornerStyle = .continuous) { fatalError() }
  public func path(in rect: CGRect) -> Path { fatalError() }
  public typealias Body = Never
}
