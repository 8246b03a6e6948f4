// Mirror of the parts of Apple's ObjectiveC module that UIKit's mirrored signatures need.
// On Linux, NSObject comes from swift-corelibs-foundation; the Apple-target check
// (Checks/run) builds AppleTarget/ObjectiveC instead of this file.
@_exported import Foundation

// https://developer.apple.com/documentation/objectivec/selector
/// An Objective-C selector (type-checking only).
public struct Selector: Sendable, Hashable {
  private init() { fatalError() }
}
