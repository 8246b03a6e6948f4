// XCTest's skip error (Apple's XCTest Swift overlay): only what SimulatorTests/ uses.
import Foundation

/// documentation: https://developer.apple.com/documentation/xctest/xctskip-swift.struct
/// (conforms to Sendable, CustomNSError and Error, as the page lists; `message` not mirrored)
public struct XCTSkip: Error, CustomNSError, Sendable {
  /// documentation: https://developer.apple.com/documentation/xctest/xctskip-swift.struct/init(_:file:line:)
  public init(_ message: String? = nil, file: StaticString = #filePath, line: UInt = #line) {
    fatalError("mirror")
  }
}
