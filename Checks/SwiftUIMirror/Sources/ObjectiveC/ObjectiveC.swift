// Mirror of the parts of Apple's ObjectiveC module that UIKit's mirrored signatures need.
// On Linux, NSObject comes from swift-corelibs-foundation; the Apple-target check
// (Checks/run) builds AppleTarget/ObjectiveC instead of this file.
@_exported import Foundation
// (Linux: swift-corelibs-foundation lacks the SDK Foundation overlay's Combine typealiases)
@_exported import FoundationOverlay

// https://developer.apple.com/documentation/objectivec/selector — "@frozen struct Selector" (verified: conforms to Sendable and Hashable among others; no @available here because this file is only built on Linux)
/// An Objective-C selector (type-checking only).
public struct Selector: Sendable, Hashable {
  private init() { fatalError() }
  // https://developer.apple.com/documentation/objectivec/selector/init(_:) — `Selector(("name:"))`
  // where Swift on Apple platforms would write #selector (not available without Objective-C)
  public init(_ str: String) { fatalError() }
}
