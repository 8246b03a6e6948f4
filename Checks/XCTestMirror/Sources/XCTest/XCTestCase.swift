// XCTest's test-case classes, as Apple's XCTest declares them: only what SimulatorTests/ uses.
// Used only to type-check the simulator suite on Linux (Checks/simulator-tests-typecheck);
// Xcode compiles the suite against Apple's own XCTest. MIRRORED.md locates each declaration.
import Foundation

/// documentation: https://developer.apple.com/documentation/xctest/xctest
open class XCTest: NSObject {}

/// documentation: https://developer.apple.com/documentation/xctest/xctestcase
open class XCTestCase: XCTest {
  /// documentation: https://developer.apple.com/documentation/xctest/xctestcase/measure(metrics:options:block:)
  @available(iOS 13.0, *)
  open func measure(metrics: [any XCTMetric], options: XCTMeasureOptions, block: () -> Void) {
    fatalError("mirror")
  }
}
