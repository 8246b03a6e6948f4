@_spi(Lab) import BottomSheetCore
@_spi(Lab) import BottomSheetTooling

/// One row of the demo's summary table: what a replayed scenario ended as and how it moved.
public struct ScenarioSummary: Sendable, Equatable {
  /// The scenario's name (its file name without `.json`).
  public var name: String
  /// `inline`, `modal` or `floating`.
  public var style: String
  /// The detent the sheet ends at, or `dismissed`.
  public var finalDetent: String
  /// Seconds from the input that started the last animated motion to its end (the `settled`
  /// event, or the first frame at rest); nil when nothing animated or it never came to rest.
  public var settleTime: Double?
  /// The largest distance, in points, that a motion ending on a detent travelled past it.
  public var maxOvershoot: Double
  /// The log's event types in order, repeats folded (`detentCrossed×2`).
  public var events: [String]
  /// The number of log events.
  public var eventCount: Int

  /// Summarises `outcome`, the replay of `scenario`.
  public init(name: String, scenario: Scenario, outcome: Outcome) {
    self.name = name
    style = scenario.configuration.style.rawValue
    let final = outcome.final
    finalDetent = final.isPresented ? (final.selectedDetent?.rawValue ?? "none") : "dismissed"
    eventCount = outcome.log.count
    var folded: [(String, Int)] = []
    for event in outcome.log {
      if let last = folded.last, last.0 == event.typeName {
        folded[folded.count - 1].1 += 1
      } else {
        folded.append((event.typeName, 1))
      }
    }
    events = folded.map { $0.1 > 1 ? "\($0.0)×\($0.1)" : $0.0 }
    let runs = Self.settlingRuns(outcome.frames)
    var overshoot = 0.0
    for run in runs {
      let end = run.upperBound < outcome.frames.count ? outcome.frames[run.upperBound] : final
      guard end.phase == .idle else { continue }
      let start = outcome.frames[max(run.lowerBound - 1, 0)].height
      let target = end.height
      let direction: Double = target >= start ? 1 : -1
      for frame in outcome.frames[run] {
        overshoot = max(overshoot, (frame.height - target) * direction)
      }
    }
    maxOvershoot = overshoot
    settleTime = nil
    if let run = runs.last, run.upperBound < outcome.frames.count {
      let firstTime = outcome.frames[run.lowerBound].time
      let restTime = outcome.frames[run.upperBound].time
      let settled = outcome.log.last { event in
        if case .settled = event.kind {
          return event.time >= outcome.frames[run.upperBound - 1].time - 1e-9
            && event.time <= restTime + 1e-9
        }
        return false
      }
      let end = settled?.time ?? restTime
      let cause = scenario.events.last { event in
        guard event.t <= firstTime + 1e-9 else { return false }
        if case .touchMoved = event.kind { return false }
        return true
      }
      if let cause { settleTime = end - cause.t }
    }
  }

  /// Index ranges of consecutive settling frames.
  static func settlingRuns(_ frames: [SheetLayout]) -> [Range<Int>] {
    var runs: [Range<Int>] = []
    var start: Int?
    for (n, frame) in frames.enumerated() {
      if frame.phase == .settling {
        if start == nil { start = n }
      } else if let s = start {
        runs.append(s..<n)
        start = nil
      }
    }
    if let s = start { runs.append(s..<frames.count) }
    return runs
  }

  /// The column titles of ``table(_:)``.
  public static let columns = [
    "scenario", "style", "final detent", "settle", "overshoot", "events",
  ]

  /// The cells of this row, formatted as in the tables.
  public var cells: [String] {
    [
      name, style, finalDetent, settleTime.map { TextFormat.fixed($0, 3) + " s" } ?? "—",
      TextFormat.fixed(maxOvershoot, 1) + " pt", "\(eventCount): " + events.joined(separator: " "),
    ]
  }

  /// A plain-text table of `rows` for the terminal, columns padded to line up.
  public static func table(_ rows: [ScenarioSummary]) -> String {
    TextTable(header: columns, rows: rows.map(\.cells), rightAligned: [3, 4]).render()
  }
}

/// A plain-text table with padded columns and a rule under the header.
public struct TextTable: Sendable {
  /// Column titles.
  public var header: [String]
  /// Cells, row by row.
  public var rows: [[String]]
  /// Indices of columns aligned to the right (numbers).
  public var rightAligned: Set<Int>

  /// Creates a table.
  public init(header: [String], rows: [[String]], rightAligned: Set<Int> = []) {
    self.header = header
    self.rows = rows
    self.rightAligned = rightAligned
  }

  /// The table's text, one line per row, each ending with a newline.
  public func render() -> String {
    var widths = header.map(\.count)
    for row in rows {
      for (i, cell) in row.enumerated() where i < widths.count {
        widths[i] = max(widths[i], cell.count)
      }
    }
    func line(_ cells: [String]) -> String {
      var parts: [String] = []
      for (i, cell) in cells.enumerated() where i < widths.count {
        let last = i == widths.count - 1
        parts.append(
          last && !rightAligned.contains(i)
            ? cell : TextFormat.pad(cell, widths[i], right: rightAligned.contains(i)))
      }
      return parts.joined(separator: "  ")
    }
    var out = line(header) + "\n"
    out += widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ") + "\n"
    for row in rows { out += line(row) + "\n" }
    return out
  }
}
