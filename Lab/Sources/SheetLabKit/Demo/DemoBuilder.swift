@_spi(Lab) import BottomSheetCore
@_spi(Lab) import BottomSheetTooling

/// Builds the demo page: every bundled scenario replayed through the engine, each as an
/// animated phone next to its timeline, with a summary table on top.
///
/// The page is one self-contained `index.html` (inline SVG and CSS, no script, no network),
/// so it opens from disk on any machine. ``DemoSite/files`` also holds each picture as its own
/// `.svg` file.
public enum DemoBuilder {
  /// One input scenario.
  public struct Entry: Sendable {
    /// The scenario's name (file name without `.json`).
    public var name: String
    /// The decoded scenario.
    public var scenario: Scenario
    /// Creates an entry.
    public init(name: String, scenario: Scenario) {
      self.name = name
      self.scenario = scenario
    }
  }

  /// What ``build(_:)`` produces.
  public struct DemoSite: Sendable {
    /// Files to write, by name relative to the output directory (`index.html` first).
    public var files: [(name: String, text: String)]
    /// The summary rows, in input order.
    public var summaries: [ScenarioSummary]
    /// The summary as a terminal table.
    public var table: String { ScenarioSummary.table(summaries) }
  }

  /// One sentence per bundled scenario, shown under its heading.
  static let descriptions: [String: String] = [
    "inline-flick":
      "A fast upward flick on a Maps-like sheet: the projection carries it past the header detent to large.",
    "inline-slow-drag":
      "A slow drag that rests before lifting: no velocity, so the nearest detent wins.",
    "inline-anchor-moves":
      "The header anchor is measured late, then moves: the first resolution jumps, the change animates.",
    "inline-interrupt":
      "Code selects large, and a finger catches the moving sheet mid-spring and puts it down.",
    "inline-cancel": "The system cancels the touch; the sheet still settles on the nearest detent.",
    "modal-present-drag-dismiss":
      "A modal sheet is presented, then flicked down and dismissed; the backdrop fades with it.",
    "modal-dismiss-blocked":
      "Dismissal is disabled: the flick down returns to medium, and a backdrop tap is refused.",
    "modal-backdrop-tap": "A tap on the dimmed backdrop dismisses a content-sized sheet.",
    "modal-undimmed-medium":
      "The backdrop stays clear up to medium and darkens on the way to large.",
    "modal-scroll-handoff":
      "Scrolled content scrolls back to its top first, then the same drag moves the sheet.",
    "modal-keyboard":
      "The keyboard appears under an expanded sheet, then the phone rotates; detents re-resolve.",
    "floating-rubber-band":
      "A floating card dragged up and sideways: damped rubber band on both axes, then it springs back.",
    "floating-dismiss": "A floating card flicked down off the screen.",
    "inline-reduce-motion":
      "The inline flick again with Reduce Motion: a short, critically damped move, no bounce.",
    "modal-accessibility":
      "VoiceOver actions: increment twice, decrement, then escape dismisses the sheet.",
    "modal-programmatic":
      "Code selects large during a drag (it waits for the lift), then asks for an unknown detent and dismisses.",
    "morph":
      "Shape morphing: an inset card at the low detent becomes an edge-attached sheet at large.",
    "ipad-inline-side-panel":
      "iPad Air 11-inch in landscape: the inline sheet is a side panel at medium, flicked to large; the map beside it is not dimmed.",
    "ipad-modal-form":
      "iPad Air 11-inch in landscape: the modal sheet is a centred form (its detents are not applied, no grabber); a tap outside dismisses it.",
    "ipad-floating-card":
      "iPad Air 11-inch in landscape: the floating card is 480 pt wide at the bottom centre, dragged up and sideways.",
    "iphone-landscape-edge-attached":
      "iPhone 16 in landscape (compact height), prefersEdgeAttachedInCompactHeight: a bottom sheet on the short height, dragged to large.",
    "modal-glass":
      "The iOS 26 look: inset 8 pt in glass at medium, opaque and edge-attached at large, then back.",
  ]

  /// Replays every entry and builds the page.
  public static func build(_ entries: [Entry]) -> DemoSite {
    var summaries: [ScenarioSummary] = []
    var sections: [String] = []
    var files: [(name: String, text: String)] = []
    let phone = PhoneAnimation()
    for entry in entries {
      let outcome = Replay.run(entry.scenario)
      let summary = ScenarioSummary(name: entry.name, scenario: entry.scenario, outcome: outcome)
      summaries.append(summary)
      let loop = phone.loopDuration(entry.scenario)
      let phoneSVG = phone.render(entry.scenario, outcome: outcome, id: entry.name)
      let timelineSVG = TimelineRenderer(playheadLoop: loop).render(
        entry.scenario, outcome: outcome, title: entry.name)
      files.append((entry.name + "-phone.svg", phoneSVG))
      files.append((entry.name + "-timeline.svg", timelineSVG))
      sections.append(section(entry, summary: summary, phone: phoneSVG, timeline: timelineSVG))
    }
    let html = page(summaries: summaries, sections: sections)
    return DemoSite(files: [("index.html", html)] + files, summaries: summaries)
  }

  /// The folder of bundled scenarios: `Lab/Scenarios` or `Scenarios` under the working
  /// directory, else the one next to this source file (a `swift run` build always has it).
  public static func bundledScenariosDirectory(filePath: String = #filePath) -> String? {
    for candidate in ["Lab/Scenarios", "Scenarios"] where FileSystem.isDirectory(candidate) {
      return candidate
    }
    // …/Lab/Sources/SheetLabKit/Demo/DemoBuilder.swift → …/Lab/Scenarios
    var parts = filePath.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count > 4 else { return nil }
    parts.removeLast(4)
    let path = parts.joined(separator: "/") + "/Scenarios"
    return FileSystem.isDirectory(path) ? path : nil
  }

  /// Reads and decodes every `*.json` scenario in `directory`, sorted by name.
  public static func loadScenarios(_ directory: String) throws -> [Entry] {
    var entries: [Entry] = []
    for file in try FileSystem.list(directory, suffix: ".json") {
      let text = try readInput(directory + "/" + file)
      do {
        let scenario = try ScenarioDecoder.decode(text)
        entries.append(Entry(name: String(file.dropLast(5)), scenario: scenario))
      } catch {
        throw ScenarioError(field: file + ": " + error.field, error.message)
      }
    }
    return entries
  }

  // MARK: - HTML

  static func section(
    _ entry: Entry, summary: ScenarioSummary, phone: String, timeline: String
  ) -> String {
    let x = TextFormat.xml
    let description = descriptions[entry.name] ?? ""
    let settle = summary.settleTime.map { TextFormat.fixed($0, 3) + " s" } ?? "—"
    return """
      <section class="scenario" id="\(x(entry.name))">
        <h2>\(x(entry.name)) <span class="style \(x(summary.style))">\(x(summary.style))</span></h2>
        <p class="what">\(x(description))</p>
        <p class="facts">ends at <b>\(x(summary.finalDetent))</b> · settle \(x(settle)) · \
      overshoot \(x(TextFormat.fixed(summary.maxOvershoot, 1))) pt · \
      \(x(summary.events.joined(separator: " → ")))</p>
        <div class="pair">
          <div class="phone">
      \(phone)  </div>
          <div class="timeline">
      \(timeline)  </div>
        </div>
      </section>

      """
  }

  static func page(summaries: [ScenarioSummary], sections: [String]) -> String {
    let x = TextFormat.xml
    var rows = ""
    for s in summaries {
      let cells = s.cells
      rows += "      <tr><td><a href=\"#\(x(s.name))\">\(x(s.name))</a></td>"
      rows += "<td><span class=\"style \(x(s.style))\">\(x(s.style))</span></td>"
      rows += "<td>\(x(cells[2]))</td><td class=\"num\">\(x(cells[3]))</td>"
      rows += "<td class=\"num\">\(x(cells[4]))</td><td class=\"events\">\(x(cells[5]))</td></tr>\n"
    }
    return """
      <!doctype html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>BottomSheetKit · sheetlab demo</title>
      <style>
      body { font: 14px/1.45 -apple-system, "Helvetica Neue", Arial, sans-serif; color: #212529;
             margin: 0 auto; padding: 24px; max-width: 1240px; background: #f8f9fa; }
      h1 { font-size: 24px; margin: 0 0 4px; }
      h2 { font-size: 18px; margin: 0 0 2px; }
      header p, .what, .facts { margin: 2px 0; color: #495057; }
      .facts { font-size: 12px; color: #868e96; }
      table { border-collapse: collapse; background: #fff; margin: 16px 0 24px; width: 100%; }
      th, td { text-align: left; padding: 5px 10px; border-bottom: 1px solid #e9ecef; vertical-align: top; }
      th { background: #f1f3f5; font-weight: 600; }
      td.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
      td.events { font-size: 12px; color: #495057; }
      a { color: #1c7ed6; text-decoration: none; }
      .style { font-size: 11px; font-weight: 600; padding: 1px 7px; border-radius: 9px;
               background: #e9ecef; color: #495057; vertical-align: middle; }
      .style.inline { background: #d3f9d8; color: #2b8a3e; }
      .style.modal { background: #d0ebff; color: #1864ab; }
      .style.floating { background: #fff3bf; color: #e67700; }
      .scenario { background: #fff; border: 1px solid #e9ecef; border-radius: 12px;
                  padding: 16px 18px; margin: 0 0 18px; }
      .pair { display: flex; gap: 18px; align-items: flex-start; margin-top: 10px; flex-wrap: wrap; }
      .phone svg, .timeline svg { display: block; max-width: 100%; height: auto; }
      footer { color: #868e96; font-size: 12px; margin-top: 24px; }
      </style>
      </head>
      <body>
      <header>
      <h1>BottomSheetKit · sheetlab demo</h1>
      <p>Every bundled scenario (<code>Lab/Scenarios</code>) replayed through <b>BottomSheetCore</b>. \
      Each phone is animated from the engine's own frames and loops in step with the playhead of \
      its timeline: finger <span style="color:#e8590c">orange</span>, sheet edge \
      <span style="color:#1c7ed6">blue</span>, target <span style="color:#2b8a3e">green</span>, \
      release and projection <span style="color:#c92a2a">red</span>.</p>
      <p>Regenerate with <code>swift run --package-path Lab sheetlab demo</code>.</p>
      </header>
      <table>
      <thead><tr><th>scenario</th><th>style</th><th>final detent</th><th>settle</th>\
      <th>max overshoot</th><th>events</th></tr></thead>
      <tbody>
      \(rows)</tbody>
      </table>
      \(sections.joined())<footer>Settle: from the input that started the last animated motion \
      to its end. Overshoot: the largest distance a motion that ends on a detent travels past it. \
      Generated by sheetlab; deterministic for a given engine.</footer>
      </body>
      </html>

      """
  }
}
