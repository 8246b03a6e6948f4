import BottomSheetCore
@_spi(Lab) import BottomSheetTooling
import Testing

@testable import SheetLabKit

/// Folders the tests read, found from this file so tests run from any working directory.
enum TestPaths {
  /// `Lab/Tests/SheetLabKitTests`.
  static let tests: String = {
    var parts = String(#filePath).split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast()
    return parts.joined(separator: "/")
  }()
  /// The reference snapshots (declared as the test target's resources too).
  static let snapshots = tests + "/Snapshots"
  /// `Lab/Scenarios`.
  static let scenarios = tests + "/../../Scenarios"
}

/// Decodes a bundled scenario by name.
func bundledScenario(_ name: String) throws -> Scenario {
  try ScenarioDecoder.decode(try readInput(TestPaths.scenarios + "/" + name + ".json"))
}

/// Fails the current test with a line diff when `value` differs from its stored snapshot.
/// Set `SNAPSHOT_RECORD=1` to (re)write references.
func assertSnapshot<Value>(
  of value: Value, as strategy: Snapshotting<Value>, named name: String,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let result = SnapshotStore(directory: TestPaths.snapshots).verify(
    value, as: strategy, named: name)
  if let failure = result.failure {
    Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
  }
}

@Suite("Snapshot helper")
struct RenderSnapshotHelperTests {
  /// A fresh scratch folder per test.
  func scratch(_ name: String) throws -> String {
    let path = "/tmp/sheetlab-snapshot-tests/" + name
    try FileSystem.makeDirectories(path)
    for file in try FileSystem.list(path, suffix: ".txt") {
      try writeOutput("", to: path + "/" + file)
    }
    return path
  }

  @Test func missingReferenceIsRecordedAndReportedAsAFailure() throws {
    let dir = try scratch("missing-\(UInt64.random(in: 0...UInt64.max))")
    let store = SnapshotStore(directory: dir, record: false)
    let first = store.verify("a\nb\n", as: .lines, named: "value")
    #expect(first == .recordedMissing(path: dir + "/value.txt"))
    #expect(first.failure != nil)
    #expect(store.verify("a\nb\n", as: .lines, named: "value") == .matched)
  }

  @Test func mismatchShowsOnlyTheChangedLinesWithContext() throws {
    let dir = try scratch("mismatch-\(UInt64.random(in: 0...UInt64.max))")
    let store = SnapshotStore(directory: dir, record: false)
    let old = (1...20).map { "line \($0)" }.joined(separator: "\n") + "\n"
    _ = store.verify(old, as: .lines, named: "value")
    let new = old.replacingFirst("line 10\n", with: "line ten\n")
    guard case let .mismatch(_, diff) = store.verify(new, as: .lines, named: "value") else {
      Issue.record("expected a mismatch")
      return
    }
    #expect(diff == "@@ line 8 @@\n line 8\n line 9\n+line ten\n-line 10\n line 11\n line 12\n")
  }

  @Test func recordModeRewritesAndFails() throws {
    let dir = try scratch("record-\(UInt64.random(in: 0...UInt64.max))")
    _ = SnapshotStore(directory: dir, record: false).verify("old\n", as: .lines, named: "v")
    let result = SnapshotStore(directory: dir, record: true).verify("new\n", as: .lines, named: "v")
    #expect(result == .recorded(path: dir + "/v.txt"))
    #expect(result.failure != nil)
    #expect(
      SnapshotStore(directory: dir, record: false).verify("new\n", as: .lines, named: "v")
        == .matched)
  }

  @Test func pullbackTransformsBeforeSnapshotting() {
    let counted = Snapshotting<String>.lines.pullback { (n: Int) in "n = \(n)\n" }
    #expect(counted.snapshot(3) == "n = 3\n")
    #expect(counted.pathExtension == "txt")
  }

  @Test func lineDiffOfEqualTextsIsNil() {
    #expect(LineDiff.diff("a\nb", "a\nb") == nil)
    #expect(LineDiff.diff("a\nb", "a\nc") == "@@ line 1 @@\n a\n+c\n-b\n")
  }
}

extension String {
  func replacingFirst(_ target: String, with replacement: String) -> String {
    var copy = self
    if let range = copy.firstRange(of: target) { copy.replaceSubrange(range, with: replacement) }
    return copy
  }
}
