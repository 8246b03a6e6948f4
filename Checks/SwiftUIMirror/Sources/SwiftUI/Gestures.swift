// SwiftUI mirror: gestures. See Core.swift for conventions.
import Foundation

// transaction
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Transaction {
  public init() { fatalError() }
}

// gesturemask
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct GestureMask: OptionSet {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { fatalError() }
  public static let none: GestureMask = []
  public static let gesture = GestureMask(rawValue: 1)
  public static let subviews = GestureMask(rawValue: 2)
  public static let all = GestureMask(rawValue: 3)
}

// gesture — "@MainActor @preconcurrency protocol Gesture<Value>"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public protocol Gesture<Value> {
  associatedtype Value
  associatedtype Body: Gesture
  var body: Self.Body { get }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Never: Gesture {
  public typealias Value = Never
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Gesture where Body == Never {
  public var body: Never { fatalError() }
}

// gesturestate — "@propertyWrapper @frozen struct GestureState<Value>"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@propertyWrapper @frozen public struct GestureState<Value>: DynamicProperty {
  // gesturestate/init(wrappedvalue:)
  public init(wrappedValue: Value) { fatalError() }
  // gesturestate/wrappedvalue
  public var wrappedValue: Value { fatalError() }
  // gesturestate/projectedvalue
  public var projectedValue: GestureState<Value> { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension GestureState: Sendable where Value: Sendable {}

// gesturestategesture
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct GestureStateGesture<Base, State>: Gesture where Base: Gesture {
  public typealias Value = Base.Value
  public typealias Body = Never
}

// _changedgesture
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct _ChangedGesture<Content>: Gesture where Content: Gesture {
  public typealias Value = Content.Value
  public typealias Body = Never
}

// _endedgesture
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct _EndedGesture<Content>: Gesture where Content: Gesture {
  public typealias Value = Content.Value
  public typealias Body = Never
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Gesture {
  // gesture/updating(_:body:)
  public func updating<State>(
    _ state: GestureState<State>,
    body: @escaping (Self.Value, inout State, inout Transaction) -> Void
  ) -> GestureStateGesture<Self, State> { fatalError() }

  // gesture/onended(_:)
  public func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self> {
    fatalError()
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Gesture where Self.Value: Equatable {
  // gesture/onchanged(_:)
  public func onChanged(_ action: @escaping (Self.Value) -> Void) -> _ChangedGesture<Self> {
    fatalError()
  }
}

// draggesture — "@MainActor @preconcurrency struct DragGesture" (verified)
@available(iOS 13.0, macOS 10.15, watchOS 6.0, *)
@available(tvOS, unavailable)
@MainActor @preconcurrency public struct DragGesture: Gesture {
  // draggesture/value
  public struct Value: Equatable, Sendable {
    // draggesture/value/time
    public var time: Date
    // draggesture/value/location
    public var location: CGPoint
    // draggesture/value/startlocation
    public var startLocation: CGPoint
    // draggesture/value/translation
    public var translation: CGSize { fatalError() }
  }

  // draggesture/minimumdistance (verified)
  public var minimumDistance: CGFloat
  // draggesture/coordinatespace (verified)
  public var coordinateSpace: CoordinateSpace

  // draggesture/init(minimumdistance:coordinatespace:) (the iOS 13 CoordinateSpace overload)
  public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
    fatalError()
  }

  // draggesture/init(minimumdistance:coordinatespace:) (verified: iOS 17, some protocol)
  @available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
  public init(
    minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local
  ) { fatalError() }

  public typealias Body = Never
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  // view/gesture(_:including:)
  nonisolated public func gesture<T>(_ gesture: T, including mask: GestureMask = .all)
    -> some View where T: Gesture
  { _Unimplemented() }

  // view/simultaneousgesture(_:including:)
  nonisolated public func simultaneousGesture<T>(
    _ gesture: T, including mask: GestureMask = .all
  ) -> some View where T: Gesture { _Unimplemented() }
}
