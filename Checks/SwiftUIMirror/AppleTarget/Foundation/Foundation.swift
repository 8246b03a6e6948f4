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
open class Bundle: NSObject {
  open class var main: Bundle { fatalError() }
  // https://developer.apple.com/documentation/foundation/bundle/localizedstring(forkey:value:table:)
  @discardableResult
  open func localizedString(forKey key: String, value: String?, table tableName: String?) -> String {
    fatalError()
  }
  // https://developer.apple.com/documentation/foundation/bundle/object(forinfodictionarykey:)
  open func object(forInfoDictionaryKey key: String) -> Any? { fatalError() }
}

// https://developer.apple.com/documentation/foundation/nsattributedstring (only as a type)
open class NSAttributedString: NSObject {}

// https://developer.apple.com/documentation/foundation/nscoder (only as a type)
open class NSCoder: NSObject {}

// https://developer.apple.com/documentation/foundation/nsvalue (only as a type; UIKit adds
// cgRectValue)
open class NSValue: NSObject {}

// https://developer.apple.com/documentation/foundation/nsnotification
open class NSNotification: NSObject {
  // https://developer.apple.com/documentation/foundation/nsnotification/name-swift.struct
  public struct Name: Hashable, RawRepresentable, Sendable {
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(rawValue: String) { self.rawValue = rawValue }
    /// mirror-only: the SDK has this `rawValue` too, synthesized by the Objective-C importer and
    /// left out of its symbol graph.
    public var rawValue: String
  }
}

// https://developer.apple.com/documentation/foundation/notification
@available(iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, *)
public struct Notification {
  public typealias Name = NSNotification.Name
  public var name: Notification.Name
  public var userInfo: [AnyHashable: Any]?
}

// https://developer.apple.com/documentation/foundation/operationqueue (only as a type)
@available(iOS 2.0, *)
open class OperationQueue: NSObject {
  @available(iOS 4.0, *)
  open class var main: OperationQueue { fatalError() }
}

// https://developer.apple.com/documentation/foundation/notificationcenter
open class NotificationCenter: NSObject {
  open class var `default`: NotificationCenter { fatalError() }
  open func addObserver(
    _ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?,
    object anObject: Any?
  ) { fatalError() }
  @available(iOS 4.0, *)
  @discardableResult
  open func addObserver(
    forName name: NSNotification.Name?, object obj: Any?, queue: OperationQueue?,
    using block: @escaping @Sendable (Notification) -> Void
  ) -> any NSObjectProtocol { fatalError() }
  open func removeObserver(_ observer: Any) { fatalError() }
}

// https://developer.apple.com/documentation/foundation/runloop
open class RunLoop: NSObject {
  @available(iOS 2.0, *)
  open class var main: RunLoop { fatalError() }
  // https://developer.apple.com/documentation/foundation/runloop/mode
  public struct Mode: Hashable, RawRepresentable, Sendable {
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(rawValue: String) { self.rawValue = rawValue }
    /// mirror-only: the SDK has this `rawValue` too, synthesized by the Objective-C importer and
    /// left out of its symbol graph.
    public var rawValue: String
    @available(iOS 2.0, *)
    public static let common = RunLoop.Mode("")
  }
}

// https://developer.apple.com/documentation/foundation/processinfo
open class ProcessInfo: NSObject {
  open class var processInfo: ProcessInfo { fatalError() }
  @available(iOS 4.0, *)
  open var systemUptime: TimeInterval { fatalError() }
  // https://developer.apple.com/documentation/foundation/processinfo/operatingsystemversion
  @available(iOS 8.0, *)
  open var operatingSystemVersion: OperatingSystemVersion { fatalError() }
}

// https://developer.apple.com/documentation/foundation/operatingsystemversion (the C struct
// NSOperatingSystemVersion, NS_SWIFT_SENDABLE)
public struct OperatingSystemVersion: Sendable {
  public var majorVersion: Int
  public var minorVersion: Int
  public var patchVersion: Int
}

// https://developer.apple.com/documentation/foundation/thread (only whether the caller is on the
// main thread)
open class Thread: NSObject {
  // https://developer.apple.com/documentation/foundation/thread/ismainthread-swift.type.property
  @available(iOS 2.0, *)
  open class var isMainThread: Bool { fatalError() }
}

// https://developer.apple.com/documentation/foundation/nsnull (only as a type, with NSObject's
// `init()`; QuartzCore makes it a CAAction)
open class NSNull: NSObject, @unchecked Sendable {}
