import BottomSheetTestSupport
import Foundation
import Testing

/// Replays every input in `Fuzz/Corpus` (the seeds and every crash the fuzzer found) through
/// the same decoding and checks as the libFuzzer target, so a fuzz finding is a test as soon
/// as its file is committed.
@Suite("Fuzz corpus")
struct FuzzCorpusTests {
  static let corpus: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fuzz/Corpus")

  /// The corpus's file names; empty when the folder cannot be read, which
  /// ``corpusIsPresent()`` reports with the reason (`@Test(arguments:)` cannot throw).
  static var files: [String] {
    (try? FileManager.default.contentsOfDirectory(atPath: corpus.path))?.sorted() ?? []
  }

  @Test func corpusIsPresent() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path)
    #expect(names.count >= 8, "expected the seed corpus in \(Self.corpus.path)")
  }

  @Test(arguments: Self.files)
  func replay(file: String) throws {
    let data = try Data(contentsOf: Self.corpus.appendingPathComponent(file))
    // Only an empty file decodes to nothing, and an empty corpus file tests nothing.
    let scenario = try #require(
      ScenarioGenerator.fuzzScenario([UInt8](data)), "\(file) decodes to no scenario (empty?)")
    let report = InvariantChecker().check(scenario)
    #expect(report.isClean, "\(report.violations.map(\.description))\n\(scenario.swiftSource)")
  }
}
