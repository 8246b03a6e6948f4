// Combine mirror: what the layer and the examples use (`ObservableObject`, `@Published`), with
// the protocols their real declarations name, as the iOS 18.6 SDK declares them
// (Combine.swiftmodule). Proven by Checks/prove-mirror. Bodies are fatalError().
//
// Visibility, as in the SDK: `import SwiftUI` (or UIKit, or Foundation) does not make Combine
// visible (`PassthroughSubject`, `Publisher`, `ObservableObjectPublisher` are "not in scope"
// there); Foundation declares `typealias ObservableObject = Combine.ObservableObject` and
// `typealias Published = Combine.Published`, and that is how an app that imports only SwiftUI
// sees them (checked against the SDK: `import SwiftUI` alone accepts `ObservableObject` and
// `@Published`, rejects `Publisher`). The mirror does the same: this module is imported by
// Foundation's typealiases (AppleTarget/Foundation/Combine.swift; on Linux the FoundationOverlay
// module, the same file), never re-exported.

// https://developer.apple.com/documentation/combine/observableobject
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
public protocol ObservableObject: AnyObject {
  associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
  where Self.ObjectWillChangePublisher.Failure == Never
  var objectWillChange: Self.ObjectWillChangePublisher { get }
}

@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
extension ObservableObject where Self.ObjectWillChangePublisher == ObservableObjectPublisher {
  // https://developer.apple.com/documentation/combine/observableobject/objectwillchange-2oa5v
  public var objectWillChange: ObservableObjectPublisher { fatalError() }
}

// https://developer.apple.com/documentation/combine/observableobjectpublisher
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
final public class ObservableObjectPublisher: Publisher {
  public typealias Output = Void
  public typealias Failure = Never
  public init() { fatalError() }
  final public func receive<S>(subscriber: S)
  where S: Subscriber, S.Failure == Never, S.Input == () { fatalError() }
  final public func send() { fatalError() }
}

// https://developer.apple.com/documentation/combine/published
// Also, not in symbol graphs (an unavailable member and an underscored label), the SDK's
// `wrappedValue` and `subscript(_enclosingInstance:wrapped:storage:)`, copied from
// Combine.swiftinterface: a property wrapper needs the first, a class property uses the second.
// (`projectedValue`, `$name`, is not mirrored: no code here uses it.)
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
@propertyWrapper public struct Published<Value> {
  public init(wrappedValue: Value) { fatalError() }
  public init(initialValue: Value) { fatalError() }
  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value {
    get { fatalError() }
    set { fatalError() }
  }
  public static subscript<EnclosingSelf>(
    _enclosingInstance object: EnclosingSelf,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
  ) -> Value where EnclosingSelf: AnyObject {
    get { fatalError() }
    set { fatalError() }
  }
}

// https://developer.apple.com/documentation/combine/publisher (all its requirements)
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
public protocol Publisher<Output, Failure> {
  associatedtype Output
  associatedtype Failure: Error
  func receive<S>(subscriber: S) where S: Subscriber, Self.Failure == S.Failure, Self.Output == S.Input
}

// https://developer.apple.com/documentation/combine/subscriber (all its requirements)
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
  associatedtype Input
  associatedtype Failure: Error
  func receive(subscription: any Subscription)
  func receive(_ input: Self.Input) -> Subscribers.Demand
  func receive(completion: Subscribers.Completion<Self.Failure>)
}

// https://developer.apple.com/documentation/combine/subscription (all its requirements)
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
  func request(_ demand: Subscribers.Demand)
}

// https://developer.apple.com/documentation/combine/cancellable (all its requirements)
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
public protocol Cancellable {
  func cancel()
}

// https://developer.apple.com/documentation/combine/customcombineidentifierconvertible
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
public protocol CustomCombineIdentifierConvertible {
  var combineIdentifier: CombineIdentifier { get }
}

// https://developer.apple.com/documentation/combine/combineidentifier
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
public struct CombineIdentifier: Hashable, CustomStringConvertible {
  public init() { fatalError() }
  public var description: String { fatalError() }
}

// https://developer.apple.com/documentation/combine/subscribers
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
public enum Subscribers {
  // https://developer.apple.com/documentation/combine/subscribers/demand
  @frozen public struct Demand: Sendable {}
  // https://developer.apple.com/documentation/combine/subscribers/completion
  @frozen public enum Completion<Failure> where Failure: Error {
    case finished
    case failure(Failure)
  }
}

@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
extension Subscribers.Completion: Sendable {}
