// SwiftUI mirror: colors, shape styles and shapes. See Core.swift for conventions.

// shapestyle (verified: "protocol ShapeStyle : Sendable", iOS 13.0+; its requirements as the iOS 18.6
// SDK declares them, less the underscored ones, which have defaults)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol ShapeStyle: Sendable {
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  associatedtype Resolved: ShapeStyle = Never
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  func resolve(in environment: EnvironmentValues) -> Self.Resolved
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension ShapeStyle where Self.Resolved == Never {
  public func resolve(in environment: EnvironmentValues) -> Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Never: ShapeStyle {}

// foregroundstyle (iOS 18.6 SDK: "@frozen public struct ForegroundStyle : ShapeStyle")
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct ForegroundStyle: ShapeStyle {
  public init() { fatalError() }
}

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
  // color/white
  public static let white = Color(white: 0)
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

// vectorarithmetic (iOS 18.6 SDK: "protocol VectorArithmetic : AdditiveArithmetic")
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol VectorArithmetic: AdditiveArithmetic {
  mutating func scale(by rhs: Double)
  var magnitudeSquared: Double { get }
}

// emptyanimatabledata
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct EmptyAnimatableData: VectorArithmetic {
  public init() {}
  public static var zero: EmptyAnimatableData { return .init() }
  public static func += (lhs: inout EmptyAnimatableData, rhs: EmptyAnimatableData) {}
  public static func -= (lhs: inout EmptyAnimatableData, rhs: EmptyAnimatableData) {}
  public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData {
    return .zero
  }
  public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData {
    return .zero
  }
  public mutating func scale(by rhs: Double) {}
  public var magnitudeSquared: Double { return 0 }
  public static func == (a: EmptyAnimatableData, b: EmptyAnimatableData) -> Bool { return true }
}

// animatable (verified: "protocol Animatable", iOS 13.0+; its requirements as the iOS 18.6 SDK
// declares them, less the underscored one, which has a default)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol Animatable {
  associatedtype AnimatableData: VectorArithmetic
  var animatableData: Self.AnimatableData { get set }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Animatable where Self.AnimatableData == EmptyAnimatableData {
  public var animatableData: EmptyAnimatableData {
    get { fatalError() }
    set { fatalError() }
  }
}

// Double's VectorArithmetic conformance — iOS 18.6 SDK (SwiftUICore): "extension Swift.Double :
// SwiftUICore.VectorArithmetic" (iOS 13.0), its two members `@_transparent` as here (the
// simulator suite's animatable width probe)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Double: VectorArithmetic {
  public mutating func scale(by rhs: Double) { self *= rhs }
  public var magnitudeSquared: Double { self * self }
}

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

// How the iOS 18.6 SDK makes Shape non-isolated although it refines View: it also refines a
// marker protocol isolated to a global actor nothing runs on, so no isolation is inferred.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@globalActor public actor _ImpossibleActor: Sendable {
  public static var shared: _ImpossibleActor { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@_marker @_ImpossibleActor public protocol _RemoveGlobalActorIsolation {}

// shaperole
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public enum ShapeRole: Hashable, Sendable {
  case fill
  case stroke
  case separator
}

// layoutdirectionbehavior (`mirrors(in:)`, which needs LayoutDirection, not mirrored)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public enum LayoutDirectionBehavior: Hashable, Sendable {
  case fixed
  public static var mirrors: LayoutDirectionBehavior { fatalError() }
}

// proposedviewsize (iOS 16.0). Its `width`/`height`/`infinity` are not mirrored: those names are
// older elsewhere (CGSize), and Checks/check-availability tells post-iOS-15 APIs apart by name.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@frozen public struct ProposedViewSize: Equatable {
  public static let zero = ProposedViewSize(width: 0, height: 0)
  public static let unspecified = ProposedViewSize(width: nil, height: nil)
  public init(width: CGFloat?, height: CGFloat?) { fatalError() }
  public init(_ size: CGSize) { fatalError() }
}

// shape — iOS 18.6 SDK: "protocol Shape : Sendable, Animatable, View, _RemoveGlobalActorIsolation"
// with all its requirements (the docs' `nonisolated protocol` is a later SDK's spelling)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol Shape: Sendable, Animatable, View, _RemoveGlobalActorIsolation {
  // shape/path(in:) (verified)
  nonisolated func path(in rect: CGRect) -> Path
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated static var role: ShapeRole { get }
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  nonisolated var layoutDirectionBehavior: LayoutDirectionBehavior { get }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Shape {
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static var role: ShapeRole { fatalError() }
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public var layoutDirectionBehavior: LayoutDirectionBehavior { fatalError() }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { fatalError() }
}

// _ShapeView, a shape's `Body` (iOS 18.6 SDK; underscored, so not in the symbol graphs)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct _ShapeView<Content, Style>: View where Content: Shape, Style: ShapeStyle {
  public var shape: Content
  public var style: Style
  public var fillStyle: FillStyle
  public typealias Body = Never
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Shape {
  // (the SDK's `body` of every shape: the shape filled with the foreground style)
  public var body: _ShapeView<Self, ForegroundStyle> { fatalError() }
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
}

// rectangle (verified: "@frozen struct Rectangle", iOS 13.0+; conforms to Shape, View, Sendable,
// Animatable, InsettableShape and more)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Rectangle: Shape {
  // rectangle/init() (verified)
  public init() { fatalError() }
  nonisolated public func path(in rect: CGRect) -> Path { fatalError() }
}

// capsule (verified: "@frozen struct Capsule", iOS 13.0+)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Capsule: Shape {
  // capsule/init(style:) (verified)
  public init(style: RoundedCornerStyle = .continuous) { fatalError() }
  nonisolated public func path(in rect: CGRect) -> Path { fatalError() }
}
