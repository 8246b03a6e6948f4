@_spi(Lab) import BottomSheetHost
@_spi(Lab) import BottomSheetCore
/// Why a scenario file was rejected. `sheetlab replay` prints `description` on one line to
/// standard error and exits with status 1.
public struct ScenarioError: Error, CustomStringConvertible, Sendable, Equatable {
  /// The offending field in dotted notation, e.g. `sheet.detents[2]` or `events[4].t`.
  public var field: String
  /// What is wrong with it.
  public var message: String
  /// Creates an error.
  @_spi(Lab) public init(field: String, _ message: String) {
    self.field = field
    self.message = message
  }
  /// `field: message`.
  public var description: String { "\(field): \(message)" }
}
