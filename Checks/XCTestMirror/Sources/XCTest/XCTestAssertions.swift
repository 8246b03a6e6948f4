// XCTest's Swift assertion functions (Apple's XCTest overlay): only what SimulatorTests/ uses.
// Each signature is the one on its reference page, named in MIRRORED.md.

/// documentation: https://developer.apple.com/documentation/xctest/xctasserttrue(_:_:file:line:)
public func XCTAssertTrue(
  _ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String = "",
  file: StaticString = #filePath, line: UInt = #line
) {
  fatalError("mirror")
}

/// documentation: https://developer.apple.com/documentation/xctest/xctassertfalse(_:_:file:line:)
public func XCTAssertFalse(
  _ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String = "",
  file: StaticString = #filePath, line: UInt = #line
) {
  fatalError("mirror")
}

/// documentation: https://developer.apple.com/documentation/xctest/xctassertequal(_:_:_:file:line:)
public func XCTAssertEqual<T>(
  _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
  _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) where T: Equatable {
  fatalError("mirror")
}

/// documentation: https://developer.apple.com/documentation/xctest/xctunwrap(_:_:file:line:)
public func XCTUnwrap<T>(
  _ expression: @autoclosure () throws -> T?, _ message: @autoclosure () -> String = "",
  file: StaticString = #filePath, line: UInt = #line
) throws -> T {
  fatalError("mirror")
}
