/// The stable identity of a detent: its spec string (`"medium"`, `"height:120"`,
/// `"anchor:header"`, or a custom name).
///
/// Identity survives re-resolution: when the container rotates or content changes size, the
/// sheet stays at "the medium one" even though its height changed. It is `Codable`, so a
/// selection can be saved for state restoration.
///
/// ```swift
/// let saved: DetentID = "medium"
/// engine.send(.select(saved, animated: false), at: 0)
/// ```
public struct DetentID: Sendable, Hashable, Codable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  /// The spec string.
  public var rawValue: String
  /// Creates an identity from its spec string.
  public init(_ rawValue: String) { self.rawValue = rawValue }
  /// Creates an identity from a string literal.
  public init(stringLiteral value: String) { self.rawValue = value }
  /// Decodes from a single string.
  public init(from decoder: any Decoder) throws {
    rawValue = try decoder.singleValueContainer().decode(String.self)
  }
  /// Encodes as a single string.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
  /// The spec string.
  public var description: String { rawValue }
}
