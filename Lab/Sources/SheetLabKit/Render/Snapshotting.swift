/// A snapshot strategy: how to turn a value into text that is stored and compared, in the
/// spirit of Point-Free's swift-snapshot-testing (strategies are values, combined with
/// ``pullback(_:)``).
///
/// ```swift
/// let timeline = Snapshotting<String>.svg.pullback { (scenario: Scenario) in
///   TimelineRenderer().render(scenario, outcome: Replay.run(scenario), title: "flick")
/// }
/// let result = SnapshotStore(directory: dir).verify(scenario, as: timeline, named: "flick")
/// ```
public struct Snapshotting<Value>: Sendable {
  /// The stored file's extension (`svg`, `txt`).
  public var pathExtension: String
  /// Turns a value into its snapshot text.
  public var snapshot: @Sendable (Value) -> String

  /// Creates a strategy.
  public init(pathExtension: String, snapshot: @escaping @Sendable (Value) -> String) {
    self.pathExtension = pathExtension
    self.snapshot = snapshot
  }

  /// A strategy for `NewValue` that transforms it into `Value` first.
  public func pullback<NewValue>(
    _ transform: @escaping @Sendable (NewValue) -> Value
  ) -> Snapshotting<NewValue> {
    let snapshot = self.snapshot
    return Snapshotting<NewValue>(pathExtension: pathExtension) { snapshot(transform($0)) }
  }
}

extension Snapshotting where Value == String {
  /// Text as it is, stored as `.txt`.
  public static var lines: Snapshotting<String> {
    Snapshotting(pathExtension: "txt") { $0 }
  }

  /// SVG text as it is, stored as `.svg` (so the snapshot opens as a picture).
  public static var svg: Snapshotting<String> {
    Snapshotting(pathExtension: "svg") { $0 }
  }
}

extension Snapshotting where Value == Scenario {
  /// A scenario's timeline picture (``TimelineRenderer``), titled `title`.
  public static func timeline(title: String) -> Snapshotting<Scenario> {
    Snapshotting<String>.svg.pullback { scenario in
      TimelineRenderer().render(scenario, outcome: Replay.run(scenario), title: title)
    }
  }

  /// A scenario's animated phone picture (``PhoneAnimation``).
  public static func phone(id: String) -> Snapshotting<Scenario> {
    Snapshotting<String>.svg.pullback { scenario in
      PhoneAnimation().render(scenario, outcome: Replay.run(scenario), id: id)
    }
  }
}

/// Snapshot files in one directory: compares, records, and explains differences.
///
/// A missing reference is recorded and reported as a failure (so a forgotten file fails CI
/// rather than passing silently); with record mode on (`SNAPSHOT_RECORD=1`), every reference
/// is rewritten and reported, so the test fails until record mode is turned off again.
public struct SnapshotStore: Sendable {
  /// The folder holding `NAME.EXT` reference files.
  public var directory: String
  /// Whether to overwrite references instead of comparing.
  public var record: Bool

  /// The result of one verification.
  public enum Result: Sendable, Equatable {
    /// The value matches its reference.
    case matched
    /// There was no reference; it has been written.
    case recordedMissing(path: String)
    /// Record mode: the reference has been (re)written.
    case recorded(path: String)
    /// The value differs from its reference; `diff` shows how.
    case mismatch(path: String, diff: String)

    /// Nil when matched, otherwise a message for a test failure.
    public var failure: String? {
      switch self {
      case .matched:
        return nil
      case let .recordedMissing(path):
        return "No reference was found; recorded \(path). Run the test again."
      case let .recorded(path):
        return "Record mode (SNAPSHOT_RECORD=1) wrote \(path); unset it to compare."
      case let .mismatch(path, diff):
        return "Snapshot differs from \(path) (- reference, + new). "
          + "Re-record with SNAPSHOT_RECORD=1 if the change is intended.\n" + diff
      }
    }
  }

  /// A store in `directory`; `record` defaults to the `SNAPSHOT_RECORD` environment
  /// variable being `1` (or `true`).
  public init(directory: String, record: Bool? = nil) {
    self.directory = directory
    let flag = FileSystem.environment("SNAPSHOT_RECORD")
    self.record = record ?? (flag == "1" || flag == "true")
  }

  /// Compares `value`, as `strategy` renders it, with the reference `name`.
  public func verify<Value>(
    _ value: Value, as strategy: Snapshotting<Value>, named name: String
  ) -> Result {
    let text = strategy.snapshot(value)
    let path = directory + "/" + name + "." + strategy.pathExtension
    let existing = FileSystem.isReadableFile(path) ? try? readInput(path) : nil
    if record || existing == nil {
      do {
        try FileSystem.makeDirectories(directory)
        try writeOutput(text, to: path)
      } catch {
        return .mismatch(path: path, diff: "cannot write the reference: \(error)")
      }
      return record ? .recorded(path: path) : .recordedMissing(path: path)
    }
    guard let existing, existing != text else { return .matched }
    return .mismatch(path: path, diff: LineDiff.diff(existing, text) ?? "")
  }
}

/// A line diff of two texts (longest common subsequence), printed like `diff -u` with a few
/// lines of context, so a failing snapshot shows exactly which numbers moved.
public enum LineDiff {
  /// Nil when the texts are equal; otherwise hunks of `-old` / `+new` lines.
  public static func diff(_ old: String, _ new: String, context: Int = 2) -> String? {
    guard old != new else { return nil }
    let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    // Trim the common prefix and suffix so the quadratic table covers only the change.
    var prefix = 0
    while prefix < a.count && prefix < b.count && a[prefix] == b[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < a.count - prefix && suffix < b.count - prefix
      && a[a.count - 1 - suffix] == b[b.count - 1 - suffix]
    {
      suffix += 1
    }
    let x = Array(a[prefix..<(a.count - suffix)])
    let y = Array(b[prefix..<(b.count - suffix)])
    var table = [[Int]](repeating: [Int](repeating: 0, count: y.count + 1), count: x.count + 1)
    for i in stride(from: x.count - 1, through: 0, by: -1) {
      for j in stride(from: y.count - 1, through: 0, by: -1) {
        table[i][j] = x[i] == y[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
      }
    }
    // (kind, text): " " same, "-" removed, "+" added; with line numbers in the old text.
    var ops: [(Character, String, Int)] = []
    for n in 0..<prefix { ops.append((" ", a[n], n + 1)) }
    var i = 0
    var j = 0
    while i < x.count || j < y.count {
      if i < x.count && j < y.count && x[i] == y[j] {
        ops.append((" ", x[i], prefix + i + 1))
        i += 1
        j += 1
      } else if j < y.count && (i == x.count || table[i][j + 1] >= table[i + 1][j]) {
        ops.append(("+", y[j], prefix + i + 1))
        j += 1
      } else {
        ops.append(("-", x[i], prefix + i + 1))
        i += 1
      }
    }
    for n in (a.count - suffix)..<a.count { ops.append((" ", a[n], n + 1)) }
    var out = ""
    var lastPrinted = -1
    for (index, op) in ops.enumerated() where op.0 != " " {
      let start = max(index - context, lastPrinted + 1)
      if start > lastPrinted + 1 || lastPrinted < 0 { out += "@@ line \(ops[start].2) @@\n" }
      for k in start..<index where ops[k].0 == " " && k > lastPrinted {
        out += " " + ops[k].1 + "\n"
      }
      out += String(op.0) + op.1 + "\n"
      lastPrinted = index
      var k = index + 1
      while k < ops.count && k <= index + context && ops[k].0 == " " {
        out += " " + ops[k].1 + "\n"
        lastPrinted = k
        k += 1
      }
    }
    return out
  }
}
