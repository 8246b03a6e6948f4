// Apple-target stand-ins for the Dispatch declarations the layer uses (only for
// Checks/apple-typecheck; Linux builds use swift-corelibs-libdispatch, which Foundation
// re-exports there too). The SDK's Foundation re-exports the Dispatch module; these are declared
// in the Foundation stand-in, which has no separate Dispatch module, and Checks/prove-mirror
// finds them in the SDK's Dispatch.swiftmodule. Only `DispatchQueue.main.async { }`.

// https://developer.apple.com/documentation/dispatch/dispatchobject (only as a type)
open class DispatchObject: NSObject {}

// https://developer.apple.com/documentation/dispatch/dispatchqueue
open class DispatchQueue: DispatchObject, @unchecked Sendable {
  // https://developer.apple.com/documentation/dispatch/dispatchqueue/main
  public class var main: DispatchQueue { fatalError() }
  // https://developer.apple.com/documentation/dispatch/dispatchqueue/async(group:qos:flags:execute:)
  // (`@convention(block)` as the SDK's Dispatch.swiftinterface says; its symbol graph does not
  // print it, so Checks/prove-mirror lists that as this stand-in's difference)
  @preconcurrency public func async(
    group: DispatchGroup? = nil, qos: DispatchQoS = .unspecified,
    flags: DispatchWorkItemFlags = [],
    execute work: @escaping @Sendable @convention(block) () -> Void
  ) { fatalError() }
}

// https://developer.apple.com/documentation/dispatch/dispatchgroup (only as a type)
open class DispatchGroup: DispatchObject, @unchecked Sendable {}

// https://developer.apple.com/documentation/dispatch/dispatchqos (only `.unspecified`, the
// default of `async`'s `qos:`)
public struct DispatchQoS: Equatable, Sendable {
  private init() {}
  // https://developer.apple.com/documentation/dispatch/dispatchqos/unspecified
  public static let unspecified = DispatchQoS()
}

// https://developer.apple.com/documentation/dispatch/dispatchworkitemflags (only as the type of
// `async`'s `flags:`, default `[]`)
public struct DispatchWorkItemFlags: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
}
