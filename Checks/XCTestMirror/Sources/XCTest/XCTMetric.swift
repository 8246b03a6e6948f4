// XCTest's performance metrics: only what SimulatorTests/ uses.
import Foundation

/// The protocol `measure(metrics:options:block:)` takes. Apple's declares requirements the
/// suite never calls (`reportMeasurements(from:to:)` and the optional begin/stop hooks); the
/// suite only passes metrics as `any XCTMetric`, so they are left out here.
/// documentation: https://developer.apple.com/documentation/xctest/xctmetric
@available(iOS 13.0, *)
public protocol XCTMetric: NSCopying, NSObjectProtocol {}

/// documentation: https://developer.apple.com/documentation/xctest/xctclockmetric
@available(iOS 13.0, *)
open class XCTClockMetric: NSObject, XCTMetric {
  /// documentation: https://developer.apple.com/documentation/xctest/xctclockmetric/init()
  public override init() { super.init() }
  /// NSCopying's requirement (Apple's class conforms through XCTMetric).
  open func copy(with zone: NSZone? = nil) -> Any { fatalError("mirror") }
}

/// documentation: https://developer.apple.com/documentation/xctest/xcthitchmetric
@available(iOS 26.0, *)
open class XCTHitchMetric: NSObject, XCTMetric {
  /// documentation: https://developer.apple.com/documentation/xctest/xcthitchmetric/init(application:)
  public init(application: XCUIApplication) { super.init() }
  /// NSCopying's requirement (Apple's class conforms through XCTMetric).
  open func copy(with zone: NSZone? = nil) -> Any { fatalError("mirror") }
}

/// documentation: https://developer.apple.com/documentation/xctest/xctmeasureoptions
open class XCTMeasureOptions: NSObject {
  /// documentation: https://developer.apple.com/documentation/xctest/xctmeasureoptions/iterationcount
  open var iterationCount: Int {
    get { fatalError("mirror") }
    set { fatalError("mirror") }
  }
}
