@_spi(Lab) import BottomSheetHost
@_spi(Lab) import BottomSheetCore
/// A strict RFC 8259 parser over UTF-8 bytes.
@_spi(Lab) public struct JSONParser {
  private let bytes: [UInt8]
  private var i = 0
  private var depth = 0

  /// Parses one JSON document (surrounding whitespace allowed).
  public static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
    try parse(bytes: Array(text.utf8))
  }

  /// Parses one JSON document from UTF-8 bytes.
  public static func parse(bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
    var parser = JSONParser(bytes: bytes)
    parser.skipWhitespace()
    let value = try parser.value()
    parser.skipWhitespace()
    guard parser.i == bytes.count else { throw parser.error("unexpected text after the document") }
    return value
  }

  private init(bytes: [UInt8]) { self.bytes = bytes }

  private func error(_ message: String) -> JSONSyntaxError {
    JSONSyntaxError(offset: i, message: message)
  }

  private mutating func skipWhitespace() {
    while i < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[i]) { i += 1 }
  }

  private mutating func value() throws(JSONSyntaxError) -> JSONValue {
    guard i < bytes.count else { throw error("unexpected end of input") }
    switch bytes[i] {
    case UInt8(ascii: "{"): return try object()
    case UInt8(ascii: "["): return try array()
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"): try literal("true"); return .bool(true)
    case UInt8(ascii: "f"): try literal("false"); return .bool(false)
    case UInt8(ascii: "n"): try literal("null"); return .null
    default: return .number(try number())
    }
  }

  private mutating func literal(_ word: String) throws(JSONSyntaxError) {
    let w = Array(word.utf8)
    guard i + w.count <= bytes.count, Array(bytes[i..<i + w.count]) == w else {
      throw error("unexpected character")
    }
    i += w.count
  }

  private mutating func enter() throws(JSONSyntaxError) {
    depth += 1
    if depth > 256 { throw error("nesting deeper than 256") }
  }

  private mutating func object() throws(JSONSyntaxError) -> JSONValue {
    try enter()
    defer { depth -= 1 }
    i += 1
    var pairs: [(String, JSONValue)] = []
    skipWhitespace()
    if i < bytes.count, bytes[i] == UInt8(ascii: "}") {
      i += 1
      return .object(pairs)
    }
    while true {
      skipWhitespace()
      guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else { throw error("expected a key") }
      let key = try string()
      skipWhitespace()
      guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { throw error("expected ':'") }
      i += 1
      skipWhitespace()
      pairs.append((key, try value()))
      skipWhitespace()
      guard i < bytes.count else { throw error("unexpected end of input") }
      if bytes[i] == UInt8(ascii: ",") {
        i += 1
        continue
      }
      guard bytes[i] == UInt8(ascii: "}") else { throw error("expected ',' or '}'") }
      i += 1
      return .object(pairs)
    }
  }

  private mutating func array() throws(JSONSyntaxError) -> JSONValue {
    try enter()
    defer { depth -= 1 }
    i += 1
    var items: [JSONValue] = []
    skipWhitespace()
    if i < bytes.count, bytes[i] == UInt8(ascii: "]") {
      i += 1
      return .array(items)
    }
    while true {
      skipWhitespace()
      items.append(try value())
      skipWhitespace()
      guard i < bytes.count else { throw error("unexpected end of input") }
      if bytes[i] == UInt8(ascii: ",") {
        i += 1
        continue
      }
      guard bytes[i] == UInt8(ascii: "]") else { throw error("expected ',' or ']'") }
      i += 1
      return .array(items)
    }
  }

  private mutating func string() throws(JSONSyntaxError) -> String {
    i += 1
    var out: [UInt8] = []
    while true {
      guard i < bytes.count else { throw error("unterminated string") }
      let b = bytes[i]
      i += 1
      switch b {
      case UInt8(ascii: "\""):
        return String(decoding: out, as: UTF8.self)
      case UInt8(ascii: "\\"):
        guard i < bytes.count else { throw error("unterminated escape") }
        let e = bytes[i]
        i += 1
        switch e {
        case UInt8(ascii: "\""): out.append(0x22)
        case UInt8(ascii: "\\"): out.append(0x5C)
        case UInt8(ascii: "/"): out.append(0x2F)
        case UInt8(ascii: "b"): out.append(0x08)
        case UInt8(ascii: "f"): out.append(0x0C)
        case UInt8(ascii: "n"): out.append(0x0A)
        case UInt8(ascii: "r"): out.append(0x0D)
        case UInt8(ascii: "t"): out.append(0x09)
        case UInt8(ascii: "u"):
          var code = try hex4()
          if (0xD800..<0xDC00).contains(code), i + 1 < bytes.count,
            bytes[i] == UInt8(ascii: "\\"), bytes[i + 1] == UInt8(ascii: "u")
          {
            i += 2
            let low = try hex4()
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
          }
          let scalar = Unicode.Scalar(code) ?? "\u{FFFD}"
          out.append(contentsOf: Array(String(Character(scalar)).utf8))
        default: throw error("invalid escape")
        }
      case 0..<0x20:
        throw error("control character in string")
      default:
        out.append(b)
      }
    }
  }

  private mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
    guard i + 4 <= bytes.count else { throw error("short \\u escape") }
    var v: UInt32 = 0
    for _ in 0..<4 {
      let c = bytes[i]
      i += 1
      let d: UInt32
      switch c {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): d = UInt32(c - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): d = UInt32(c - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): d = UInt32(c - UInt8(ascii: "A") + 10)
      default: throw error("invalid \\u escape")
      }
      v = v * 16 + d
    }
    return v
  }

  private mutating func number() throws(JSONSyntaxError) -> Double {
    let start = i
    if i < bytes.count, bytes[i] == UInt8(ascii: "-") { i += 1 }
    func digits(_ p: inout JSONParser) -> Int {
      let s = p.i
      while p.i < p.bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(p.bytes[p.i]) {
        p.i += 1
      }
      return p.i - s
    }
    guard digits(&self) > 0 else {
      i = start
      throw error("unexpected character")
    }
    if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
      i += 1
      guard digits(&self) > 0 else { throw error("digits expected after '.'") }
    }
    if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
      i += 1
      if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
      guard digits(&self) > 0 else { throw error("digits expected in exponent") }
    }
    let text = String(decoding: bytes[start..<i], as: UTF8.self)
    guard let value = Double(text) else { throw error("invalid number") }
    return value
  }
}
