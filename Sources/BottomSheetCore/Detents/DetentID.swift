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

extension DetentID {
  /// The identity of a detent defined by a type (`Detent.custom(BarHeight.self)` in
  /// BottomSheetKit): the type's fully qualified name, as `String(reflecting:)` prints it
  /// (`"MyApp.BarHeight"`, `"MyApp.Screen.BarHeight"`), so two types with the same name in
  /// different modules or enclosing types are two detents.
  ///
  /// For a `private`, `fileprivate` or local type the runtime prints its scope as
  /// `(unknown context at $10a3c8f24).`, an address that changes from launch to launch; that
  /// marker is left out, so the identity is the same on every launch (a saved selection still
  /// names the detent). Two such types with the same name in the same module and enclosing type
  /// therefore share an identity: the second one listed is dropped with a diagnostic, as any
  /// detent listed twice is.
  package init(naming type: Any.Type) {
    self.init(Self.stableName(String(reflecting: type)))
  }

  /// `name` without the runtime's `(unknown context at $ADDRESS).` markers.
  package static func stableName(_ name: String) -> String {
    let marker = Array("(unknown context at $")
    let characters = Array(name)
    var result = ""
    var i = 0
    while i < characters.count {
      let end = i + marker.count
      if end <= characters.count, characters[i..<end].elementsEqual(marker),
        let close = characters[end...].firstIndex(of: ")")
      {
        i = close + 1
        if i < characters.count, characters[i] == "." { i += 1 }
        continue
      }
      result.append(characters[i])
      i += 1
    }
    return result
  }
}
