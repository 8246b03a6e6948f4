import BottomSheetCore
import Foundation
import Testing

/// Issue #22: every word the layer shows or speaks is in the package's string catalog, in
/// twelve languages, and reaches it through one door (`SheetStrings`) with a fixed key.
///
/// BottomSheetKit does not compile here (it is UIKit), so this reads its sources and its
/// catalog as files: a key used in code that the catalog lacks or leaves untranslated, a
/// lookup outside `SheetStrings`, a literal or interpolated key, or a catalog entry nothing
/// uses fails it.
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

  /// The keys `SheetStrings` declares (`static let name = "key"`).
  static func declaredKeys(in code: String) -> [String] {
    code.matches(of: /static let \w+ = "((?:[^"\\]|\\.)*)"/).map { String($0.1) }
  }

  /// The placeholders of a format, as `SpokenText.fill` reads them: "%@", "%lld", "%1$lld", …
  static func placeholderCount(_ format: String) -> Int {
    format.matches(of: /%(\d+\$)?(l|ll|h|q)?[@diu]/).count
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
      let lookups = code.matches(of: /localizedString\(forKey:/).count
      #expect(name == "SheetStrings.swift" || lookups == 0, "\(name) looks a string up itself")
      // `SheetStrings.localized(…)` with a literal would be a key the test cannot see.
      #expect(code.matches(of: /localized\(\s*"/).isEmpty, "\(name) passes a literal key")
      // The layer's words never go through the app's bundle as a SwiftUI key.
      #expect(
        code.matches(of: /LocalizedStringKey\(/).isEmpty, "\(name) builds a LocalizedStringKey")
      #expect(code.matches(of: /\bText\(\s*"/).isEmpty, "\(name) shows a literal Text")
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
      Self.declaredKeys(in: #"static let a = "Close"\n static let b = "Sheet \(x)""#) == [
        "Close", #"Sheet \(x)"#,
      ])
    #expect(Self.placeholderCount("%2$lld 中的第 %1$lld 个") == 2)
    #expect(Self.placeholderCount("Sheet %@") == 1)
    #expect(!#"x.localized("Close")"#.matches(of: /localized\(\s*"/).isEmpty)
  }
}
