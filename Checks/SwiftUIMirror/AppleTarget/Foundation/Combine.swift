// The SDK's Foundation (its Swift overlay) declares these two typealiases: that is how
// `import SwiftUI`, `import UIKit` or `import Foundation` alone sees `ObservableObject` and
// `@Published` without seeing the rest of Combine (Foundation.swiftinterface, iOS 18.6 SDK).
// The Apple-target Foundation stand-in compiles this file; on Linux (swift-corelibs-foundation)
// Sources/FoundationOverlay/Combine.swift is a symlink to it, re-exported where the mirror
// re-exports Foundation. Proven by Checks/prove-mirror.
import Combine

// https://developer.apple.com/documentation/foundation/published
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
public typealias Published = Combine.Published

// https://developer.apple.com/documentation/foundation/observableobject
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
public typealias ObservableObject = Combine.ObservableObject
