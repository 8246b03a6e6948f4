// Apple-target mirror of the ObjectiveC module (used only by Checks/apple-typecheck, where the
// real SDK is absent): the declarations UIKit's mirrored signatures need.

// https://developer.apple.com/documentation/objectivec/nsobjectprotocol
public protocol NSObjectProtocol: AnyObject {}

// https://developer.apple.com/documentation/objectivec/nsobject-swift.class
open class NSObject: NSObjectProtocol, Hashable {
  public init() {}
  /// mirror-only: an NSObjectProtocol requirement in the SDK (NSObject implements it there).
  open func isEqual(_ object: Any?) -> Bool { fatalError() }
  /// mirror-only: an NSObjectProtocol requirement in the SDK (NSObject implements it there).
  open var hash: Int { fatalError() }
  public static func == (lhs: NSObject, rhs: NSObject) -> Bool { fatalError() }
  public func hash(into hasher: inout Hasher) { fatalError() }
}

// https://developer.apple.com/documentation/objectivec/selector
@frozen public struct Selector: Sendable, Hashable {
  private init() { fatalError() }
  // https://developer.apple.com/documentation/objectivec/selector/init(_:) — `Selector(("name:"))`
  // where Swift on Apple platforms would write #selector (not available without Objective-C)
  public init(_ str: String) { fatalError() }
}
