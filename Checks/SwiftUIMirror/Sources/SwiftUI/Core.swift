// SwiftUI mirror: exactly the declarations BottomSheetKit and Examples use, as Apple's iOS 18.6
// SDK declares them: proven by `Checks/prove-mirror SDK` (signatures, default arguments,
// isolation, Sendable, availability, protocol requirements), which regenerates ../../MIRRORED.md.
// Where the current documentation pages (a later SDK) differ, the SDK wins and the comment says
// so. Bodies are fatalError(): type-checking only.
// Doc paths are relative to https://developer.apple.com/documentation/swiftui/ unless absolute;
// "(verified)" in a comment means checked against that page when it was written.
// Xcode 27 spellings on the current pages (`@ContentBuilder`, `@export(implementation)`, and
// ViewBuilder's type-agnostic members: `buildBlock() -> EmptyContent` and no `where … : View`
// constraints) are mirrored as Xcode <= 26 SDKs declare them: `@ViewBuilder`, no attribute,
// `EmptyView`, `View` constraints. Each such entry says so in its comment.

@_exported import Accessibility
// `import SwiftUI` alone sees Foundation's declarations in the SDK (checked: `Date()`,
// `Foundation.ObservableObject`), so the mirror re-exports Foundation.
#if os(Linux)
  @_exported import Foundation  // CGFloat, CGPoint, CGSize, CGRect, Date (swift-corelibs)
  @_exported import FoundationOverlay  // what the SDK's Foundation adds (ObservableObject, …)
#else
  @_exported import CoreGraphics
  @_exported import Foundation
#endif

// MARK: - View

// view — "@MainActor @preconcurrency protocol View" (verified)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public protocol View {
  // view/body-swift.associatedtype (verified)
  associatedtype Body: View
  // view/body-8kl5o (verified: iOS 13.0+; docs show @ContentBuilder for Xcode 27; Xcode ≤ 26 SDKs use @ViewBuilder)
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// https://developer.apple.com/documentation/swift/never — Never conforms to View (for primitive views' Body) (unverified: no page found for the View conformance)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Never: View {
  /// mirror-only: the SDK declares `extension Never: View` with no visible `Body`/`body`
  /// witnesses; a module compiled from source needs them.
  public typealias Body = Never
  /// mirror-only: see `Body`.
  public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View where Body == Never {
  /// mirror-only: the `body` witness of the primitive views (`Body == Never`), which the SDK's
  /// interfaces leave out.
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swift/optional — "extension Optional: View where Wrapped: View" (unverified: no page found for the View conformance)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Optional: View where Wrapped: View {
  public typealias Body = Never
}

// MARK: - ViewBuilder

// viewbuilder — "@resultBuilder struct ViewBuilder" (verified)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@resultBuilder public struct ViewBuilder {
  // viewbuilder/buildblock() (verified: iOS 13.0+; page shows the Xcode 27 "-> EmptyContent", Xcode ≤ 26 returns EmptyView)
  public static func buildBlock() -> EmptyView { fatalError() }
  // viewbuilder/buildblock(_:) (verified: iOS 13.0+; one view; page shows the Xcode 27 form without `where Content : View`)
  public static func buildBlock<Content>(_ content: Content) -> Content where Content: View {
    fatalError()
  }
  // viewbuilder/buildblock(_:)-2bj1g (verified: iOS 13.0+; @export(implementation) omitted)
  public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<
    (repeat each Content)
  > where repeat each Content: View { fatalError() }
  // viewbuilder/buildexpression(_:) (unverified: no page found)
  public static func buildExpression<Content>(_ content: Content) -> Content where Content: View {
    fatalError()
  }
  // viewbuilder/buildif(_:) (verified: iOS 13.0+; page shows the Xcode 27 form without `where Content : View`)
  public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View {
    fatalError()
  }
  // viewbuilder/buildeither(first:) (verified: iOS 13.0+; page shows the Xcode 27 form without the View constraints)
  public static func buildEither<TrueContent, FalseContent>(first: TrueContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  where TrueContent: View, FalseContent: View { fatalError() }
  // viewbuilder/buildeither(second:) (verified: iOS 13.0+; page shows the Xcode 27 form without the View constraints)
  public static func buildEither<TrueContent, FalseContent>(second: FalseContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  where TrueContent: View, FalseContent: View { fatalError() }
  // viewbuilder/buildlimitedavailability(_:) (unverified: no page found for the View overload; the page documents only the Commands overload)
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView
  where Content: View { fatalError() }
}

// tupleview — iOS 18.6 SDK: "@frozen public struct TupleView<T> : View". A type loaded from an
// interface is not main-actor isolated by its View conformance; a module built from source would
// be, so the mirror says `nonisolated` (ISOLATION in Checks/prove-mirror).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen nonisolated public struct TupleView<T>: View {
  // tupleview/value
  public var value: T
  // tupleview/init(_:)
  public init(_ value: T) { fatalError() }
  public typealias Body = Never
}

// _conditionalcontent — ViewBuilder's if/else result. iOS 18.6 SDK (underscored, so not in the symbol
// graphs: checked by hand): "@frozen public struct _ConditionalContent<TrueContent, FalseContent>",
// View in a conditional extension, Sendable unavailable
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct _ConditionalContent<TrueContent, FalseContent> {}

@available(*, unavailable)
extension _ConditionalContent: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
  public typealias Body = Never
}

// emptyview — iOS 18.6 SDK: "@frozen public struct EmptyView : View"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen nonisolated public struct EmptyView: View {
  // emptyview/init()
  public init() { fatalError() }
  public typealias Body = Never
}

// anyview — iOS 18.6 SDK: "@frozen public struct AnyView : View", Sendable unavailable
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen nonisolated public struct AnyView: View {
  // anyview/init(_:)
  public init<V>(_ view: V) where V: View { fatalError() }
  public typealias Body = Never
}

@available(*, unavailable)
extension AnyView: Sendable {}

// MARK: - ViewModifier

// viewmodifier — "@MainActor @preconcurrency protocol ViewModifier" (verified: iOS 13.0+)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public protocol ViewModifier {
  // viewmodifier/body (unverified: no page found)
  associatedtype Body: View
  // viewmodifier/body(content:) (verified: docs show @ContentBuilder for Xcode 27; Xcode ≤ 26 SDKs use @ViewBuilder)
  @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
  // viewmodifier/content (verified: the page shows "typealias Content" without its underlying type)
  typealias Content = _ViewModifier_Content<Self>
}

// The SDK's default `body(content:)` for primitive modifiers (iOS 18.6 SDK, SwiftUICore).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ViewModifier where Self.Body == Never {
  @MainActor @preconcurrency public func body(content: Self.Content) -> Self.Body { fatalError() }
}

// _viewmodifier_content (unverified: no page found)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct _ViewModifier_Content<Modifier>: View where Modifier: ViewModifier {
  public typealias Body = Never
}

@available(*, unavailable)
extension _ViewModifier_Content: Sendable {}

// modifiedcontent (verified: "@frozen struct ModifiedContent<Content, Modifier>", iOS 13.0+)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct ModifiedContent<Content, Modifier> {
  public typealias Body = Never
  // modifiedcontent/content (unverified: no page found)
  public var content: Content
  // modifiedcontent/modifier (verified)
  public var modifier: Modifier
  // modifiedcontent/init(content:modifier:) (verified)
  nonisolated public init(content: Content, modifier: Modifier) { fatalError() }
}

@available(*, unavailable)
extension ModifiedContent: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ModifiedContent: View where Content: View, Modifier: ViewModifier {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  // view/modifier(_:) (verified)
  nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> { fatalError() }
}

// MARK: - Dynamic properties

// dynamicproperty (verified: iOS 13.0+)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol DynamicProperty {
  // dynamicproperty/update() (verified)
  mutating func update()
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension DynamicProperty {
  public mutating func update() {}
}

// namespace — "@frozen @propertyWrapper struct Namespace" (verified: iOS 14.0+; the package's
// `bottomSheetTransitionSource(id:in:)` keys a source by a namespace, as
// `matchedTransitionSource(id:in:)` does)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@frozen @propertyWrapper public struct Namespace: DynamicProperty, Sendable {
  // namespace/init() (verified)
  public init() {}
  // namespace/wrappedvalue (verified)
  public var wrappedValue: Namespace.ID { fatalError() }
  // namespace/id (verified)
  @frozen public struct ID: Hashable {
    private var id = 0
  }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Namespace.ID: Sendable {}

// state — "@frozen @propertyWrapper struct State<Value>" (verified: iOS 13.0+; Xcode 27 replaces it with the State() macro)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @propertyWrapper public struct State<Value>: DynamicProperty {
  // state/init(wrappedValue:) (verified)
  public init(wrappedValue value: Value) { fatalError() }
  // state/init(initialValue:) (verified: @export(implementation) omitted)
  public init(initialValue value: Value) { fatalError() }
  // state/wrappedvalue (verified)
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set { fatalError() }
  }
  // state/projectedvalue (verified)
  public var projectedValue: Binding<Value> { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension State: Sendable where Value: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension State where Value: ExpressibleByNilLiteral {
  // state/init() (verified)
  public init() { fatalError() }
}

// binding — "@frozen @propertyWrapper @dynamicMemberLookup struct Binding<Value>" (verified: iOS 13.0+)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
  // binding/init(get:set:)-7ufcp (verified: @preconcurrency, @isolated(any) @Sendable closures)
  // (the SDK also marks both closures @_inheritActorContext)
  @preconcurrency public init(
    @_inheritActorContext get: @escaping @isolated(any) @Sendable () -> Value,
    @_inheritActorContext set: @escaping @isolated(any) @Sendable (Value) -> Void
  ) { fatalError() }
  // binding/init(projectedvalue:) (verified: @export(implementation) omitted)
  public init(projectedValue: Binding<Value>) { fatalError() }
  // binding/constant(_:) (verified)
  public static func constant(_ value: Value) -> Binding<Value> { fatalError() }
  // binding/wrappedvalue (verified)
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set { fatalError() }
  }
  // binding/projectedvalue (verified)
  public var projectedValue: Binding<Value> { fatalError() }
  // binding/subscript(dynamicmember:) (verified)
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<
    Subject
  > { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Binding: @unchecked Sendable where Value: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Binding: DynamicProperty {}

// environmentkey — "protocol EnvironmentKey" (verified)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol EnvironmentKey {
  // environmentkey/value (verified)
  associatedtype Value
  // environmentkey/defaultvalue — "static var defaultValue: Self.Value { get }" (verified)
  static var defaultValue: Self.Value { get }
}

// environmentvalues (verified: "struct EnvironmentValues", iOS 13.0+)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct EnvironmentValues: CustomStringConvertible {
  // environmentvalues/init() (verified)
  public init() { fatalError() }
  // environmentvalues/subscript(_:) (verified)
  public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey {
    get { fatalError() }
    set { fatalError() }
  }
  public var description: String { fatalError() }
  // environmentvalues/accessibilityreducemotion (verified)
  public var accessibilityReduceMotion: Bool { fatalError() }
  // environmentvalues/accessibilityreducetransparency (iOS 18.6 SDK: SwiftUICore, get only)
  public var accessibilityReduceTransparency: Bool { fatalError() }
  // environmentvalues/layoutdirection
  public var layoutDirection: LayoutDirection {
    get { fatalError() }
    set { fatalError() }
  }
}

// layoutdirection
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
  case leftToRight
  case rightToLeft
}

// environment — "@frozen @propertyWrapper struct Environment<Value>" (verified: iOS 13.0+)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @propertyWrapper public struct Environment<Value>: DynamicProperty {
  // environment/init(_:) (verified)
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { fatalError() }
  // environment/wrappedvalue (verified)
  public var wrappedValue: Value { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Environment: Sendable where Value: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  // view/environment(_:_:) (verified)
  nonisolated public func environment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V
  ) -> some View { _Unimplemented() }

  // view/transformenvironment(_:transform:)
  nonisolated public func transformEnvironment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
  ) -> some View { _Unimplemented() }
}

// observedobject — iOS 18.6 SDK: "@propertyWrapper @preconcurrency @MainActor @frozen public struct
// ObservedObject<ObjectType> : DynamicProperty where ObjectType : Combine.ObservableObject"
// (`projectedValue` and its `Wrapper`: the simulator suite's fixtures bind `$model.pushed`)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@propertyWrapper @preconcurrency @MainActor @frozen public struct ObservedObject<ObjectType>:
  DynamicProperty
where ObjectType: ObservableObject {
  // observedobject/wrapper — iOS 18.6 SDK: "@dynamicMemberLookup @preconcurrency @MainActor
  //   @frozen public struct Wrapper" (its internal `root` not mirrored)
  @dynamicMemberLookup @preconcurrency @MainActor @frozen public struct Wrapper {
    // observedobject/wrapper/subscript(dynamicmember:)
    @MainActor @preconcurrency public subscript<Subject>(
      dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>
    ) -> Binding<Subject> { fatalError() }
  }
  @MainActor @preconcurrency public init(wrappedValue: ObjectType) { fatalError() }
  @MainActor @preconcurrency public var wrappedValue: ObjectType
  // observedobject/projectedvalue
  @MainActor @preconcurrency public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    fatalError()
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ObservedObject: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ObservedObject.Wrapper: Sendable {}

// stateobject — iOS 18.6 SDK: "@frozen @propertyWrapper @preconcurrency @MainActor public struct
// StateObject<ObjectType> : DynamicProperty where ObjectType : Combine.ObservableObject" (iOS 14.0)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@frozen @propertyWrapper @preconcurrency @MainActor public struct StateObject<ObjectType>:
  DynamicProperty
where ObjectType: ObservableObject {
  nonisolated public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
    fatalError()
  }
  @MainActor @preconcurrency public var wrappedValue: ObjectType { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension StateObject: Sendable {}

// environmentobject — iOS 18.6 SDK: "@frozen @propertyWrapper @preconcurrency @MainActor public
// struct EnvironmentObject<ObjectType> : DynamicProperty where ObjectType : Combine.ObservableObject"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @propertyWrapper @preconcurrency @MainActor public struct EnvironmentObject<ObjectType>:
  DynamicProperty
where ObjectType: ObservableObject {
  @MainActor @preconcurrency public var wrappedValue: ObjectType { fatalError() }
  @MainActor @preconcurrency public init() { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension EnvironmentObject: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  // view/environmentobject(_:)
  nonisolated public func environmentObject<T>(_ object: T) -> some View
  where T: ObservableObject { _Unimplemented() }

  // view/id(_:)
  nonisolated public func id<ID>(_ id: ID) -> some View where ID: Hashable { _Unimplemented() }
}

// MARK: - Preferences

// preferencekey (verified: iOS 13.0+)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol PreferenceKey {
  associatedtype Value
  // preferencekey/defaultvalue (verified)
  static var defaultValue: Self.Value { get }
  // preferencekey/reduce(value:nextvalue:) (verified)
  static func reduce(value: inout Self.Value, nextValue: () -> Self.Value)
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  // view/preference(key:value:) (verified)
  nonisolated public func preference<K>(key: K.Type = K.self, value: K.Value) -> some View
  where K: PreferenceKey { _Unimplemented() }

  // view/transformpreference(_:_:) (verified)
  nonisolated public func transformPreference<K>(
    _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
  ) -> some View where K: PreferenceKey { _Unimplemented() }

  // view/onpreferencechange(_:perform:) (verified: non-Sendable action in the current docs)
  nonisolated public func onPreferenceChange<K>(
    _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
  ) -> some View where K: PreferenceKey, K.Value: Equatable { _Unimplemented() }
}

/// The underlying type of the mirror's opaque (`some View`) results. It traps when created, so
/// the mirror still never runs; unlike `Never` it does not make the compiler treat the code
/// after a modifier call as unreachable.
struct _Unimplemented: View {
  typealias Body = Never
  init() { fatalError() }
}

// colorscheme (verified: iOS 13.0+; CaseIterable, Hashable, Sendable in the SDK's graph)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum ColorScheme: CaseIterable, Hashable, Sendable {
  case light
  case dark
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension EnvironmentValues {
  // environmentvalues/colorscheme (verified: iOS 13.0+)
  public var colorScheme: ColorScheme {
    get { fatalError() }
    set { fatalError() }
  }
}

// userinterfacesizeclass (verified: iOS 13.0+; Equatable, Hashable, Sendable in the SDK's graph)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum UserInterfaceSizeClass: Hashable, Sendable {
  case compact
  case regular
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension EnvironmentValues {
  // environmentvalues/horizontalsizeclass (verified: iOS 13.0+; back-deployed before macOS 14)
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  @backDeployed(before: macOS 14.0, tvOS 17.0, watchOS 10.0)
  public var horizontalSizeClass: UserInterfaceSizeClass? {
    get { fatalError() }
    set { fatalError() }
  }

  // environmentvalues/verticalsizeclass (verified: iOS 13.0+; back-deployed before macOS 14)
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  @backDeployed(before: macOS 14.0, tvOS 17.0, watchOS 10.0)
  public var verticalSizeClass: UserInterfaceSizeClass? {
    get { fatalError() }
    set { fatalError() }
  }
}

// dynamictypesize (verified: iOS 15.0+; Hashable, Comparable, CaseIterable, Sendable)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
  case xSmall
  case small
  case medium
  case large
  case xLarge
  case xxLarge
  case xxxLarge
  case accessibility1
  case accessibility2
  case accessibility3
  case accessibility4
  case accessibility5

  // dynamictypesize/isaccessibilitysize (verified)
  public var isAccessibilitySize: Bool { fatalError() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension EnvironmentValues {
  // environmentvalues/dynamictypesize (verified: iOS 15.0+)
  public var dynamicTypeSize: DynamicTypeSize {
    get { fatalError() }
    set { fatalError() }
  }
}
