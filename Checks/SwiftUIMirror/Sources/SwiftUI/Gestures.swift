// SwiftUI mirror: gestures. See Core.swift for conventions.
import Foundation

// transaction — "@frozen struct Transaction" (verified: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Transaction {
  // transaction/init() (verified: listed on the Transaction page, "Creates a transaction.")
  public init() { fatalError() }
}

// transaction/animation, transaction/disablesanimations (the SDK's interface: an extension of
// Transaction with its availability, SwiftUICore since iOS 18)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Transaction {
  public var animation: Animation? {
    get { fatalError() }
    set { fatalError() }
  }
  public var disablesAnimations: Bool {
    get { fatalError() }
    set { fatalError() }
  }
}

@available(*, unavailable)
extension Transaction: Sendable {}

// gesturemask — "@frozen struct GestureMask" (verified; `gesture`/`subviews` checked on their own pages as `static let`; `all`, `none` and `init(rawValue: UInt32)` seen only in the topics list and a third-party SDK listing)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct GestureMask: OptionSet {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { fatalError() }
  public static let none: GestureMask = []
  public static let gesture = GestureMask(rawValue: 1)
  public static let subviews = GestureMask(rawValue: 2)
  public static let all = GestureMask(rawValue: 3)
}

// gesture — "@MainActor @preconcurrency protocol Gesture<Value>" (verified)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public protocol Gesture<Value> {
  // gesture/value (unverified: no page found; implied by the primary associated type `Gesture<Value>`)
  associatedtype Value
  // gesture/body-swift.associatedtype (verified)
  associatedtype Body: Gesture
  // gesture/body-swift.property (verified)
  @MainActor @preconcurrency var body: Self.Body { get }
}

// never — Never conforms to Gesture, for primitive gestures' Body (unverified: no page found)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Never: Gesture {
  public typealias Value = Never
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Gesture where Body == Never {
  /// mirror-only: the `body` witness of the primitive gestures (`Body == Never`), which the SDK's
  /// interfaces leave out.
  public var body: Never { fatalError() }
}

// gesturestate — "@propertyWrapper @frozen struct GestureState<Value>" (verified; DynamicProperty conformance from the DynamicProperty page's conforming types)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@propertyWrapper @frozen public struct GestureState<Value>: DynamicProperty {
  // gesturestate/init(wrappedvalue:) (verified)
  public init(wrappedValue: Value) { fatalError() }
  // gesturestate/wrappedvalue (verified)
  public var wrappedValue: Value { fatalError() }
  // gesturestate/projectedvalue (verified)
  public var projectedValue: GestureState<Value> { fatalError() }
}

// gesturestate — conditional Sendable conformance (unverified: no page found; the GestureState page excerpt ends before its Relationships section)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension GestureState: Sendable where Value: Sendable {}

// gesturestategesture — "@frozen nonisolated struct GestureStateGesture<Base, State> where Base : Gesture" (verified; the Gesture conformance is not shown in the page excerpt)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen nonisolated public struct GestureStateGesture<Base, State>: Gesture where Base: Gesture {
  public typealias Value = Base.Value
  public typealias Body = Never
}

@available(*, unavailable)
extension GestureStateGesture: Sendable {}

// _changedgesture — iOS 18.6 SDK (underscored, so not in the symbol graphs: checked by hand):
// "@MainActor @preconcurrency public struct _ChangedGesture<Content> where Content : Gesture,
// Content.Value : Equatable", Gesture in an extension, Sendable unavailable
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public struct _ChangedGesture<Content>
where Content: Gesture, Content.Value: Equatable {
  public typealias Value = Content.Value
  public typealias Body = Never
}

@available(*, unavailable)
extension _ChangedGesture: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension _ChangedGesture: Gesture {}

// _endedgesture — iOS 18.6 SDK (checked by hand, as _ChangedGesture): "@MainActor @preconcurrency
// public struct _EndedGesture<Content> where Content : Gesture", Gesture in an extension
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public struct _EndedGesture<Content> where Content: Gesture {
  public typealias Value = Content.Value
  public typealias Body = Never
}

@available(*, unavailable)
extension _EndedGesture: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension _EndedGesture: Gesture {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Gesture {
  // gesture/updating(_:body:) (verified: @MainActor @preconcurrency, unlike onChanged/onEnded)
  @MainActor @preconcurrency public func updating<State>(
    _ state: GestureState<State>,
    body: @escaping (Self.Value, inout State, inout Transaction) -> Void
  ) -> GestureStateGesture<Self, State> { fatalError() }

  // gesture/onended(_:) (verified: nonisolated)
  nonisolated public func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self> {
    fatalError()
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Gesture where Self.Value: Equatable {
  // gesture/onchanged(_:) (iOS 18.6 SDK: @MainActor @preconcurrency; the docs' `nonisolated` is a later
  // SDK's; extension constraint Value: Equatable)
  @MainActor @preconcurrency public func onChanged(_ action: @escaping (Self.Value) -> Void) -> _ChangedGesture<Self> {
    fatalError()
  }
}

// draggesture — "@MainActor @preconcurrency struct DragGesture" (verified)
@available(iOS 13.0, macOS 10.15, watchOS 6.0, *)
@available(tvOS, unavailable)
@MainActor @preconcurrency public struct DragGesture: Gesture {
  // draggesture/value — "struct Value" (verified: iOS 13.0, no tvOS; the Equatable/Sendable conformances are not shown in the page excerpt)
  public struct Value: Equatable, Sendable {
    // draggesture/value/time (verified)
    public var time: Date
    // draggesture/value/location (verified)
    public var location: CGPoint
    // draggesture/value/startlocation (verified)
    public var startLocation: CGPoint
    // draggesture/value/translation (verified)
    public var translation: CGSize { fatalError() }
  }

  // draggesture/minimumdistance
  @MainActor @preconcurrency public var minimumDistance: CGFloat
  // draggesture/coordinatespace
  @MainActor @preconcurrency public var coordinateSpace: CoordinateSpace

  // draggesture/init(minimumdistance:coordinatespace:) (unverified: no page found — the current page is an overload group that shows only the iOS 17 `some CoordinateSpaceProtocol` overload; this iOS 13 `CoordinateSpace` overload is the one an iOS 15 deployment target resolves to)
  // iOS 18.6 SDK: deprecated "in a future version" with this message
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use overload that accepts a CoordinateSpaceProtocol instead")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "use overload that accepts a CoordinateSpaceProtocol instead")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "use overload that accepts a CoordinateSpaceProtocol instead")
  @available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "use overload that accepts a CoordinateSpaceProtocol instead")
  @MainActor @preconcurrency public init(
    minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local
  ) { fatalError() }

  // draggesture/init(minimumdistance:coordinatespace:) (verified: iOS 17, some protocol)
  @available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
  @MainActor @preconcurrency public init(
    minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local
  ) { fatalError() }

  public typealias Body = Never
}

@available(*, unavailable)
extension DragGesture: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  // view/gesture(_:including:) (verified)
  nonisolated public func gesture<T>(_ gesture: T, including mask: GestureMask = .all)
    -> some View where T: Gesture
  { _Unimplemented() }

  // view/simultaneousgesture(_:including:) (verified)
  nonisolated public func simultaneousGesture<T>(
    _ gesture: T, including mask: GestureMask = .all
  ) -> some View where T: Gesture { _Unimplemented() }
}

@available(iOS 13.0, macOS 10.15, tvOS 16.0, watchOS 6.0, *)
extension View {
  // view/ontapgesture(count:perform:) (verified: iOS 13.0+, tvOS 16.0+)
  nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { _Unimplemented() }
}
