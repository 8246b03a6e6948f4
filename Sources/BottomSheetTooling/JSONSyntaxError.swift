@_spi(Lab) import BottomSheetHost
@_spi(Lab) import BottomSheetCore
/// A JSON syntax error with its byte offset.
@_spi(Lab) public struct JSONSyntaxError: Error, CustomStringConvertible, Sendable {
  /// Byte offset into the input.
  public var offset: Int
  /// What was wrong.
  public var message: String
  /// "invalid JSON at byte N: message".
  public var description: String { "invalid JSON at byte \(offset): \(message)" }
}
