import ArgumentParser
import SheetLabKit

struct CorpusCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "corpus",
    abstract: "Generate a seeded corpus of labelled, human-like drags as scenario files.",
    discussion: """
      Writes one scenario file per gesture (DIR/c001-inline-flick.json, …), each with a \
      top-level "label" (intent, gesture kind, sampling rate, traits) that scenario readers \
      ignore, so every file replays with `sheetlab replay`. The same seed always gives the \
      same files. The model is documented in docs/CORPUS.md.
      """)

  @OptionGroup var corpus: CorpusOptions

  @Option(name: .shortAndLong, help: "Output directory.")
  var out = "out/corpus"

  @Flag(help: "List every item (id, intent, traits) instead of only the statistics.")
  var list = false

  func run() throws {
    let items = CorpusGenerator().generate(count: corpus.count, seed: corpus.seed)
    do {
      try FileSystem.makeDirectories(out)
      for item in items { try writeOutput(item.fileText, to: out + "/" + item.id + ".json") }
    } catch {
      fail(error.description)
    }
    if list {
      for item in items {
        let speed = item.plannedSpeed.map { " v=" + TextFormat.fixed($0, 0) } ?? ""
        print(
          "\(item.id)  \(item.startDetent) → \(item.intentName)  \(Int(item.samplingRate)) Hz"
            + "\(speed)  \(item.traits.joined(separator: ","))")
      }
    }
    print(CorpusStatistics(items).text, terminator: "")
    print("wrote \(items.count) scenarios to \(out)/ (seed \(corpus.seed))")
  }
}
