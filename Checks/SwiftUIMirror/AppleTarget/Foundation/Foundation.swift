// Apple-target mirror of the Foundation declarations the layer and SwiftUI's signatures use
// (only for Checks/apple-typecheck; Linux builds use swift-corelibs-foundation).
@_exported import CoreGraphics
@_exported import ObjectiveC

// https://developer.apple.com/documentation/foundation/timeinterval
public typealias TimeInterval = Double

// https://developer.apple.com/documentation/foundation/date
public struct Date: Sendable, Hashable, Comparable {
  private var seconds: Double
  // https://developer.apple.com/documentation/foundation/date/init()
  public init() { seconds = 0 }
  // https://developer.apple.com/documentation/foundation/date/timeintervalsince(_:)
  public func timeIntervalSince(_ date: Date) -> TimeInterval { seconds - date.seconds }
  // https://developer.apple.com/documentation/foundation/date/timeintervalsincereferencedate-swift.property
  public var timeIntervalSinceReferenceDate: TimeInterval { seconds }
  public static func < (lhs: Date, rhs: Date) -> Bool { lhs.seconds < rhs.seconds }
}

// https://developer.apple.com/documentation/foundation/bundle
open class Bundle: NSObject {}
