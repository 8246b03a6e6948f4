import BottomSheetCore
import BottomSheetHost
import Foundation
import Testing

/// Issue #22: every word the layer shows or speaks is in the package's string catalog, in
/// twelve languages, and reaches it through one door (`SheetStrings`) with a fixed key.
///
/// BottomSheetKit does not compile here (it is UIKit), so this reads its sources and its
/// catalog as files: a key used in code that the catalog lacks or leaves untranslated, a
/// lookup outside `SheetStrings`, a literal or interpolated key, or a catalog entry nothing
/// uses fails it. Plain string scanning, no `Regex`: that is macOS 13 / iOS 16, and the package
/// declares macOS 12 and iOS 15 (Swift Testing cannot mark a suite `@available`).
@Suite("String catalog")
struct StringCatalogTests {
  static let languages = [
    "en", "ar", "zh-Hans", "zh-Hant", "fr", "de", "it", "ja", "ko", "pt-BR", "ru", "es",
  ]
  static let kit = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/BottomSheetKit")

  /// key → language → value, from the catalog's JSON.
  static func catalog() throws -> [String: [String: String]] {
    let url = kit.appendingPathComponent("Resources/Localizable.xcstrings")
    let json = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
    let strings = (json as? [String: Any])?["strings"] as? [String: Any] ?? [:]
    var out: [String: [String: String]] = [:]
    for (key, entry) in strings {
      let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any] ?? [:]
      var values: [String: String] = [:]
      for (language, unit) in localizations {
        let stringUnit = (unit as? [String: Any])?["stringUnit"] as? [String: Any]
        if stringUnit?["state"] as? String == "translated",
          let value = stringUnit?["value"] as? String
        {
          values[language] = value
        }
      }
      out[key] = values
    }
    return out
  }

  /// The Swift sources of the layer, without comment lines.
  static func sources() throws -> [(name: String, code: String)] {
    let files = FileManager.default.enumerator(at: kit, includingPropertiesForKeys: nil)
    var out: [(String, String)] = []
    while let url = files?.nextObject() as? URL {
      guard url.pathExtension == "swift" else { continue }
      let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
      let code = lines.filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
      out.append((url.lastPathComponent, code.joined(separator: "\n")))
    }
    return out
  }

  /// The keys `SheetStrings` declares (`static let name = "key"`): the literal after the `=`.
  static func declaredKeys(in code: String) -> [String] {
    code.split(separator: "\n").compactMap { line -> String? in
      let text = line.trimmingCharacters(in: .whitespaces)
      guard text.hasPrefix("static let "), let equals = text.range(of: " = \"") else {
        return nil
      }
      var key = ""
      var escaped = false
      for c in text[equals.upperBound...] {
        if escaped {
          escaped = false
        } else if c == "\\" {
          escaped = true
        } else if c == "\"" {
          return key
        }
        key.append(c)
      }
      return nil
    }
  }

  /// The placeholders of a format, as `SpokenText.fill` reads them: "%@", "%lld", "%1$lld", …
  static func placeholderCount(_ format: String) -> Int {
    var count = 0
    var rest = Substring(format)
    while let percent = rest.firstIndex(of: "%") {
      var spec = rest[rest.index(after: percent)...].drop { $0.isNumber }
      if spec.first == "$" { spec = spec.dropFirst() }
      spec = spec.drop { $0 == "l" || $0 == "h" || $0 == "q" }
      if let c = spec.first, "@diu".contains(c) { count += 1 }
      rest = spec.first == "%" ? spec.dropFirst() : spec
    }
    return count
  }

  /// Whether `code` calls `name` (such as `Text(`, not preceded by an identifier character)
  /// with a string literal as its first argument.
  static func callsWithLiteral(_ code: String, _ name: String) -> Bool {
    var rest = Substring(code)
    while let range = rest.range(of: name) {
      let before =
        range.lowerBound == code.startIndex ? nil : code[code.index(before: range.lowerBound)]
      let partOfName = before.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false
      let argument = rest[range.upperBound...].drop { $0 == " " || $0 == "\n" }
      if argument.first == "\"", !partOfName { return true }
      rest = rest[range.upperBound...]
    }
    return false
  }

  @Test("every key the layer and the engine use is translated into the twelve languages")
  func keysAreTranslated() throws {
    let catalog = try Self.catalog()
    let strings = try #require(try Self.sources().first { $0.name == "SheetStrings.swift" })
    let used = Self.declaredKeys(in: strings.code) + SpokenText.keys
    #expect(used.count == 11)
    for key in used {
      let values = catalog[key] ?? [:]
      for language in Self.languages {
        let value = values[language] ?? ""
        #expect(!value.isEmpty, "\(key) has no \(language) translation")
        #expect(
          Self.placeholderCount(value) == Self.placeholderCount(key),
          "\(language) \"\(value)\" does not fill \(key)'s placeholders")
      }
    }
    // Nothing in the catalog is unused (a key renamed in code but not in the catalog).
    #expect(Set(catalog.keys) == Set(used))
  }

  @Test("the catalog is reached only through SheetStrings, with fixed keys")
  func oneDoorFixedKeys() throws {
    for (name, code) in try Self.sources() {
      let lookups = code.components(separatedBy: "localizedString(forKey:").count - 1
      #expect(name == "SheetStrings.swift" || lookups == 0, "\(name) looks a string up itself")
      // `SheetStrings.localized(…)` with a literal would be a key the test cannot see.
      #expect(!Self.callsWithLiteral(code, "localized("), "\(name) passes a literal key")
      // The layer's words never go through the app's bundle as a SwiftUI key.
      #expect(!code.contains("LocalizedStringKey("), "\(name) builds a LocalizedStringKey")
      #expect(!Self.callsWithLiteral(code, "Text("), "\(name) shows a literal Text")
      if name == "SheetStrings.swift" {
        for key in Self.declaredKeys(in: code) {
          #expect(!key.contains("\\("), "SheetStrings has an interpolated key: \(key)")
        }
      }
    }
  }

  @Test("the checks above catch what they are for")
  func selfTest() {
    #expect(
      Self.declaredKeys(in: "static let a = \"Close\"\n  static let b = \"Sheet \\(x)\"")
        == ["Close", "Sheet \\(x)"])
    #expect(Self.placeholderCount("%2$lld 中的第 %1$lld 个") == 2)
    #expect(Self.placeholderCount("Sheet %@") == 1)
    #expect(Self.placeholderCount("100 %% %@") == 1)
    #expect(Self.callsWithLiteral("x.localized( \"Close\")", "localized("))
    #expect(Self.callsWithLiteral("  Text(\"Close\")", "Text("))
    #expect(!Self.callsWithLiteral("Text(verbatim: key)", "Text("))
    #expect(!Self.callsWithLiteral("MyText(\"x\")", "Text("))
  }
}
