/// How the layer turns the engine's spoken values into words: the string catalog key for each
/// value, its arguments, and the filling of a translated format.
///
/// The engine names things (``DetentSpokenName``, ``SheetAnnouncement``); BottomSheetKit looks
/// each key up in the package's string catalog (`Localizable.xcstrings`, twelve languages) and
/// fills the translation's placeholders here. Keys are the English text, as Xcode's string
/// catalogs write them; an app's own detent names are spoken as they are.
///
/// ```swift
/// let entry = SpokenText.entry(for: .position(2, of: 4))   // key "position %lld of %lld", ["2", "4"]
/// let format = bundle.localizedString(forKey: entry.key, value: entry.key, table: nil)
/// let words = SpokenText.fill(format, entry.arguments)     // "Position 2 von 4"
/// ```
package enum SpokenText {
  /// A catalog key and the arguments for its placeholders; `key` nil: the words are
  /// `arguments[0]`, spoken as they are (an app's own name).
  package struct Entry: Sendable, Hashable {
    /// The catalog key, or nil for words that are not looked up.
    package var key: String?
    /// The placeholders' values, in order.
    package var arguments: [String]
  }

  /// Every key the engine's values use: the catalog must translate each one.
  package static let keys: [String] = [
    "collapsed", "half", "expanded", "dismissed", "position %lld of %lld", "Sheet %@",
  ]

  /// The catalog entry for a detent's spoken name.
  package static func entry(for name: DetentSpokenName) -> Entry {
    switch name {
    case .collapsed: Entry(key: "collapsed", arguments: [])
    case .half: Entry(key: "half", arguments: [])
    case .expanded: Entry(key: "expanded", arguments: [])
    case .dismissed: Entry(key: "dismissed", arguments: [])
    case let .position(index, count):
      Entry(key: "position %lld of %lld", arguments: [String(index), String(count)])
    case let .named(name): Entry(key: nil, arguments: [name])
    }
  }

  /// The catalog entry for an announcement; its argument is the detent's name in words
  /// (look that up first: `entry(for:)`).
  package static func entry(for announcement: SheetAnnouncement, name words: String) -> Entry {
    switch announcement {
    case .settled: Entry(key: "Sheet %@", arguments: [words])
    }
  }

  /// Fills a translated format's placeholders with `arguments`.
  ///
  /// Understands what Xcode writes into a string catalog for interpolated strings: `%@`,
  /// `%lld` and `%d` in order, the positional `%1$@`, `%2$lld` (a translation may reorder
  /// them: "4 中的第 2 个"), and `%%`. A placeholder with no argument is left out; anything else
  /// is copied as it is. Complexity: O(*n*) in the format's length.
  package static func fill(_ format: String, _ arguments: [String]) -> String {
    var out = ""
    var next = 0
    var chars = format.makeIterator()
    var pending = chars.next()
    while let c = pending {
      pending = chars.next()
      guard c == "%" else {
        out.append(c)
        continue
      }
      // A placeholder: optional "N$", then l/h modifiers, then the conversion.
      var digits = ""
      var spec = pending
      while let d = spec, d.isASCII, d.isNumber {
        digits.append(d)
        spec = chars.next()
      }
      var position: Int?
      if spec == "$", let n = Int(digits) {
        position = n - 1
        spec = chars.next()
      } else if !digits.isEmpty {
        // Digits without "$" are a width: not used by the catalog; keep them as text.
        out.append("%")
        out.append(digits)
        pending = spec
        continue
      }
      while let m = spec, m == "l" || m == "h" || m == "q" {
        spec = chars.next()
      }
      pending = chars.next()
      switch spec {
      case "%": out.append("%")
      case "@", "d", "i", "u":
        let index = position ?? next
        if position == nil { next += 1 }
        if arguments.indices.contains(index) { out += arguments[index] }
      case let other?:
        out.append("%")
        out.append(other)
      case nil:
        out.append("%")
      }
    }
    return out
  }
}
