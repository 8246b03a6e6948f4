/// A parsed JSON value. The lab reads and writes JSON itself so that errors can name the exact
/// field, numbers that overflow to infinity are caught, and output is byte-for-byte stable.
@_spi(Lab) public enum JSONValue: Sendable, Equatable {
  /// `null`.
  case null
  /// `true` / `false`.
  case bool(Bool)
  /// A number (may be non-finite if the text overflowed; callers reject that).
  case number(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object, keys in document order.
  case object([(String, JSONValue)])

  /// Structural equality (object key order matters).
  public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): return true
    case let (.bool(a), .bool(b)): return a == b
    case let (.number(a), .number(b)): return a == b
    case let (.string(a), .string(b)): return a == b
    case let (.array(a), .array(b)): return a == b
    case let (.object(a), .object(b)):
      return a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
    default: return false
    }
  }

  /// The value for `key` in an object (the last one if repeated); nil otherwise.
  public subscript(key: String) -> JSONValue? {
    guard case let .object(pairs) = self else { return nil }
    return pairs.last { $0.0 == key }?.1
  }

  /// A short name of the value's JSON type, for error messages.
  public var typeName: String {
    switch self {
    case .null: return "null"
    case .bool: return "a boolean"
    case .number: return "a number"
    case .string: return "a string"
    case .array: return "an array"
    case .object: return "an object"
    }
  }
}
