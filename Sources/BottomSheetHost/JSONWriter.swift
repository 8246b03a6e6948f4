/// Writes JSON with a fixed layout: objects keep their key order, numbers are rounded to a
/// fixed number of decimals and printed without trailing zeros, so outputs diff cleanly and do
/// not change with the last bits of a platform's `exp` or `cos`; or, for files that must read
/// back to the same values (traces), printed exactly (`exact(_:)`).
@_spi(Lab) public struct JSONWriter: Sendable {
  /// Decimals kept for numbers (3: a thousandth of a point); nil prints every number exactly,
  /// in Swift's shortest round-trip form (`exact(_:)`).
  public var decimals: Int?
  /// Whether objects and arrays are broken over lines.
  public var pretty = true

  /// Creates a writer.
  ///
  /// - Parameters:
  ///   - decimals: Decimals kept for numbers; nil keeps every bit (`exact(_:)`).
  ///   - pretty: Whether objects and arrays are broken over lines.
  public init(decimals: Int? = 3, pretty: Bool = true) {
    self.decimals = decimals
    self.pretty = pretty
  }

  /// The text of `value`, ending without a newline.
  public func write(_ value: JSONValue) -> String {
    var out = ""
    write(value, indent: 0, into: &out)
    return out
  }

  private func write(_ value: JSONValue, indent: Int, into out: inout String) {
    switch value {
    case .null: out += "null"
    case let .bool(b): out += b ? "true" : "false"
    case let .number(n):
      if let decimals {
        out += Self.format(n, decimals: decimals)
      } else {
        out += Self.exact(n)
      }
    case let .string(s): out += Self.quote(s)
    case let .array(items):
      if items.isEmpty {
        out += "[]"
        return
      }
      // Arrays of scalars stay on one line; an array of flat objects puts one per line, each
      // inline, so frames read as a table.
      if !pretty || items.allSatisfy(\.isScalar) {
        out += "["
        for (n, item) in items.enumerated() {
          if n > 0 { out += pretty ? ", " : "," }
          write(item, indent: indent, into: &out)
        }
        out += "]"
        return
      }
      out += "[\n"
      for (n, item) in items.enumerated() {
        out += String(repeating: "  ", count: indent + 1)
        if item.isScalarOrFlatObject {
          out += JSONWriter(decimals: decimals, pretty: false).write(item)
        } else {
          write(item, indent: indent + 1, into: &out)
        }
        out += n + 1 < items.count ? ",\n" : "\n"
      }
      out += String(repeating: "  ", count: indent) + "]"
    case let .object(pairs):
      if pairs.isEmpty {
        out += "{}"
        return
      }
      if !pretty {
        out += "{"
        for (n, (key, item)) in pairs.enumerated() {
          if n > 0 { out += ", " }
          out += Self.quote(key) + ": "
          write(item, indent: indent, into: &out)
        }
        out += "}"
        return
      }
      out += "{\n"
      for (n, (key, item)) in pairs.enumerated() {
        out += String(repeating: "  ", count: indent + 1) + Self.quote(key) + ": "
        write(item, indent: indent + 1, into: &out)
        out += n + 1 < pairs.count ? ",\n" : "\n"
      }
      out += String(repeating: "  ", count: indent) + "}"
    }
  }

  /// A number rounded to `decimals`, shortest form, `-0` printed as `0`; non-finite → `null`.
  public static func format(_ value: Double, decimals: Int) -> String {
    guard value.isFinite else { return "null" }
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    var rounded = (value * scale).rounded() / scale
    if rounded == 0 { rounded = 0 }
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
    var text = String(rounded)
    if text.contains("e") {
      return text
    }
    while text.hasSuffix("0") { text.removeLast() }
    return text
  }

  /// A number as text that reads back to exactly the same `Double`: integers below 10¹⁵
  /// without a fraction (`390`, `-0`), everything else in Swift's shortest round-trip form
  /// (`0.1`, `1e-05`, `1.5e+300`), all valid JSON numbers. Non-finite values have no JSON
  /// number: `null`.
  public static func exact(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    if value == 0 { return value.sign == .minus ? "-0" : "0" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return String(value)
  }

  /// A JSON string literal.
  public static func quote(_ s: String) -> String {
    var out = "\""
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}

extension JSONValue {
  var isScalar: Bool {
    switch self {
    case .array, .object: return false
    default: return true
    }
  }

  var isScalarOrFlatObject: Bool {
    switch self {
    case let .object(pairs): return pairs.allSatisfy { $0.1.isScalar || $0.1.isSmallScalarArray }
    case .array: return isSmallScalarArray
    default: return true
    }
  }

  var isSmallScalarArray: Bool {
    if case let .array(items) = self { return items.count <= 8 && items.allSatisfy(\.isScalar) }
    return false
  }
}
