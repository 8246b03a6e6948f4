/// An element of a parsed SVG picture: enough XML for the lab's own output (elements,
/// double-quoted attributes, text, the five predefined entities; comments and processing
/// instructions are skipped), so a test can read a picture the way a viewer does.
struct SVGNode {
  /// The element's name (`rect`, `g`, `animate`…).
  var name: String
  /// Its attributes, unescaped.
  var attributes: [String: String] = [:]
  /// Its child elements, in order.
  var children: [SVGNode] = []
  /// Its own text (not its children's), unescaped, without leading and trailing whitespace
  /// (the indentation between child elements).
  var text = ""

  /// The SMIL elements a viewer without animation ignores.
  static let animationNames: Set<String> = [
    "set", "animate", "animateTransform", "animateMotion", "animateColor",
  ]

  /// The root element of `source`, or nil when it is not well formed (an unclosed or
  /// mismatched tag, an attribute without a quoted value, text after the root).
  static func parse(_ source: String) -> SVGNode? {
    var reader = Reader(chars: Array(source))
    guard let root = reader.element(), reader.atEnd() else { return nil }
    return root
  }

  /// The picture as a viewer without SMIL sees it: every `set` and `animate…` removed.
  var still: SVGNode {
    var copy = self
    copy.children = children.filter { !Self.animationNames.contains($0.name) }.map(\.still)
    return copy
  }

  /// This element and all below it, depth first.
  var all: [SVGNode] { [self] + children.flatMap(\.all) }

  /// The first element (this one or below) whose `id` is `id`.
  func element(id: String) -> SVGNode? { all.first { $0.attributes["id"] == id } }

  /// The text of this element and all below it.
  var textContent: String { text + children.map(\.textContent).joined() }

  /// A numeric attribute, or nil when it is missing or not a number.
  func number(_ attribute: String) -> Double? { attributes[attribute].flatMap { Double($0) } }

  /// A character cursor over the source.
  private struct Reader {
    var chars: [Character]
    var i = 0

    mutating func skipSpace() { while i < chars.count, chars[i].isWhitespace { i += 1 } }

    func starts(with s: String) -> Bool {
      let c = Array(s)
      return i + c.count <= chars.count && Array(chars[i..<(i + c.count)]) == c
    }

    /// Skips `<?…?>` and `<!--…-->` and whitespace.
    mutating func skipMarkup() {
      while true {
        skipSpace()
        if starts(with: "<?") {
          skip(past: "?>")
        } else if starts(with: "<!--") {
          skip(past: "-->")
        } else {
          return
        }
      }
    }

    mutating func skip(past end: String) {
      while i < chars.count, !starts(with: end) { i += 1 }
      i = min(chars.count, i + end.count)
    }

    mutating func atEnd() -> Bool {
      skipMarkup()
      return i == chars.count
    }

    mutating func name() -> String {
      var s = ""
      while i < chars.count, chars[i].isLetter || chars[i].isNumber || "-_:.".contains(chars[i]) {
        s.append(chars[i])
        i += 1
      }
      return s
    }

    mutating func element() -> SVGNode? {
      skipMarkup()
      guard i < chars.count, chars[i] == "<" else { return nil }
      i += 1
      var node = SVGNode(name: name())
      guard !node.name.isEmpty else { return nil }
      while true {
        skipSpace()
        guard i < chars.count else { return nil }
        if starts(with: "/>") {
          i += 2
          return node
        }
        if chars[i] == ">" {
          i += 1
          break
        }
        let key = name()
        skipSpace()
        guard !key.isEmpty, i < chars.count, chars[i] == "=" else { return nil }
        i += 1
        skipSpace()
        guard i < chars.count, chars[i] == "\"" else { return nil }
        i += 1
        var value = ""
        while i < chars.count, chars[i] != "\"" {
          value.append(chars[i])
          i += 1
        }
        guard i < chars.count else { return nil }
        i += 1
        node.attributes[key] = Self.unescape(value)
      }
      // Content: text, comments and child elements up to the closing tag.
      var text = ""
      while i < chars.count {
        if starts(with: "</") {
          i += 2
          guard name() == node.name else { return nil }
          skipSpace()
          guard i < chars.count, chars[i] == ">" else { return nil }
          i += 1
          let trimmed = text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace)
          node.text = Self.unescape(String(trimmed.reversed()))
          return node
        }
        if starts(with: "<!--") || starts(with: "<?") {
          skipMarkup()
        } else if chars[i] == "<" {
          guard let child = element() else { return nil }
          node.children.append(child)
        } else {
          text.append(chars[i])
          i += 1
        }
      }
      return nil
    }

    static func unescape(_ s: String) -> String {
      var out = s
      for (entity, char) in [
        ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&apos;", "'"), ("&amp;", "&"),
      ] {
        out = out.split(separator: entity, omittingEmptySubsequences: false).joined(
          separator: char)
      }
      return out
    }
  }
}
