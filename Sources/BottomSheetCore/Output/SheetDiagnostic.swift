/// A readable note about input the engine had to clamp, drop or ignore.
///
/// The engine never crashes and never produces NaN on bad input; instead it repairs the input
/// and records one of these, which the host can log (the SwiftUI layer prints them in debug
/// builds; `sheetlab replay` writes them to `diagnostics`).
public struct SheetDiagnostic: Sendable, Hashable, CustomStringConvertible {
  /// The kind of problem.
  @_spi(Lab) public enum Code: String, Sendable, Hashable {
    /// A size, inset, anchor or keyboard value was non-finite, negative or impossible.
    case invalidGeometry
    /// A detent could not be resolved (missing anchor, non-finite value) or left itself out (a
    /// custom detent's nil), and is not in the list.
    case detentDropped
    /// A detent resolved taller than the available height and was limited to it.
    case detentClamped
    /// Two detents resolved to the same height; the later one was merged into the earlier.
    case detentMerged
    /// No detent was usable; the engine fell back to `large`.
    case noDetents
    /// A configuration value was out of range and was replaced.
    case invalidConfiguration
    /// An input arrived with a time earlier than the previous input; its time was raised.
    case timeWentBackwards
    /// A touch event arrived that does not fit the gesture (move without down, …); ignored.
    case unexpectedEvent
    /// A request named a detent that does not exist.
    case unknownDetent
  }

  /// The kind of problem.
  @_spi(Lab) public var code: Code
  /// The input field it concerns, in the scenario format's dotted notation.
  @_spi(Lab) public var field: String
  /// What was done about it.
  @_spi(Lab) public var message: String

  /// Creates a diagnostic.
  @_spi(Lab) public init(_ code: Code, field: String, _ message: String) {
    self.code = code
    self.field = field
    self.message = message
  }

  /// `field: message`.
  public var description: String { "\(field): \(message)" }
}
