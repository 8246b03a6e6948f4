import BottomSheetCore
import BottomSheetHost
import Testing

/// Issue #22: the engine emits values, the layer fills translated formats.
@Suite("Spoken text: catalog entries and format filling")
struct SpokenTextTests {
  struct Row: CustomTestStringConvertible, Sendable {
    var format: String
    var arguments: [String]
    var words: String
    var testDescription: String { format }
  }

  static let rows: [Row] = [
    Row(format: "position %lld of %lld", arguments: ["2", "4"], words: "position 2 of 4"),
    Row(format: "Position %1$lld von %2$lld", arguments: ["2", "4"], words: "Position 2 von 4"),
    // A translation that names the count first.
    Row(format: "%2$lld 中的第 %1$lld 个", arguments: ["2", "4"], words: "4 中的第 2 个"),
    Row(format: "Sheet %@", arguments: ["expanded"], words: "Sheet expanded"),
    Row(format: "%@ 시트", arguments: ["펼침"], words: "펼침 시트"),
    Row(format: "100 %% %@", arguments: ["x"], words: "100 % x"),
    Row(format: "Sheet %@", arguments: [], words: "Sheet "),
    Row(format: "trailing %", arguments: [], words: "trailing %"),
    Row(format: "%5d wide", arguments: ["1"], words: "%5d wide"),
  ]

  @Test("a translated format is filled in order or by position", arguments: rows)
  func fill(row: Row) {
    #expect(SpokenText.fill(row.format, row.arguments) == row.words)
  }

  @Test("every spoken value has a catalog key the engine lists, and English words")
  func entries() {
    let names: [DetentSpokenName] = [
      .collapsed, .half, .expanded, .dismissed, .position(3, of: 5), .named("Peek"),
    ]
    for name in names {
      let entry = SpokenText.entry(for: name)
      if let key = entry.key {
        #expect(SpokenText.keys.contains(key))
        // The catalog's source language is the engine's English.
        #expect(SpokenText.fill(key, entry.arguments) == name.english)
      } else {
        #expect(entry.arguments == [name.english])
      }
    }
    let settled = SpokenText.entry(for: SheetAnnouncement.settled(.half), name: "half")
    #expect(settled.key.map { SpokenText.keys.contains($0) } == true)
    #expect(SpokenText.fill(settled.key ?? "", settled.arguments) == "Sheet half")
  }
}
