/// The comparison as SVG bar charts (one per metric), a Markdown table and a page showing both.
public enum ComparisonCharts {
  /// One metric to chart.
  struct Metric: Sendable {
    var file: String
    var title: String
    var unit: String
    var note: String
    var better: String
    var decimals: Int
    var values: @Sendable (AlgorithmScore) -> [Double]
    var series: [String]
  }

  static let metrics: [Metric] = [
    Metric(
      file: "intent-accuracy.svg", title: "Intent accuracy", unit: "%",
      note: "gestures that end where the person meant", better: "higher is better", decimals: 1,
      values: { [$0.accuracy] }, series: ["accuracy"]),
    Metric(
      file: "tracking-error.svg", title: "Tracking error during drags", unit: "pt",
      note: "|sheet − finger displacement| inside the detent range", better: "lower is better",
      decimals: 1, values: { [$0.trackingMean, $0.trackingMax] }, series: ["mean", "max"]),
    Metric(
      file: "reversals.svg", title: "Direction reversals under a monotonic finger", unit: "",
      note: "sheet moves against the finger by > 0.5 pt", better: "lower is better", decimals: 0,
      values: { [Double($0.reversals), Double($0.gesturesWithReversals)] },
      series: ["reversals", "gestures affected"]),
    Metric(
      file: "release-jump.svg", title: "Speed jump at release", unit: "pt/s",
      note: "|sheet velocity just after − just before the lift|", better: "lower is better",
      decimals: 0, values: { [$0.speedJumpMean, $0.speedJumpMedian, $0.speedJumpMax] },
      series: ["mean", "median", "max"]),
    Metric(
      file: "settle-time.svg", title: "Settle time after release", unit: "s",
      note: "until the sheet stays within 0.5 pt of its rest", better: "lower is better",
      decimals: 2, values: { [$0.settleMean, $0.settleMax] }, series: ["mean", "max"]),
    Metric(
      file: "overshoot.svg", title: "Overshoot past the final detent", unit: "pt",
      note: "gestures that end on a detent", better: "lower is better", decimals: 1,
      values: { [$0.overshootMean, $0.overshootMax] }, series: ["mean", "max"]),
  ]

  static let colors = ["#1c7ed6", "#f08c00", "#868e96"]

  /// Every output file: `index.html`, `comparison.md`, then one SVG per metric.
  public static func files(_ comparison: Comparison) -> [(name: String, text: String)] {
    var files: [(name: String, text: String)] = []
    var figures = ""
    for metric in metrics {
      let svg = chart(metric, comparison.scores)
      files.append((metric.file, svg))
      figures += "<figure>\n" + svg + "</figure>\n"
    }
    let markdown =
      "Corpus: \(comparison.count) gestures, seed \(comparison.seed). Regenerate with "
      + "`\(comparison.command)`.\n\n" + comparison.markdown
      + "\nIntent accuracy by gesture kind:\n\n" + comparison.markdownByKind
    let x = TextFormat.xml
    let html = """
      <!doctype html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <title>sheetlab compare</title>
      <style>
      body { font: 14px/1.45 -apple-system, "Helvetica Neue", Arial, sans-serif; color: #212529;
             margin: 0 auto; padding: 24px; max-width: 1240px; background: #f8f9fa; }
      pre { background: #fff; border: 1px solid #e9ecef; padding: 12px; overflow-x: auto; font-size: 12px; }
      .grid { display: flex; flex-wrap: wrap; gap: 16px; }
      figure { margin: 0; background: #fff; border: 1px solid #e9ecef; border-radius: 10px; padding: 8px; }
      </style>
      </head>
      <body>
      <h1>sheetlab compare</h1>
      <p>The engine against re-implementations of the designs it grew from. Metrics are defined \
      in <code>docs/LAB.md</code>.</p>
      <pre>\(x(comparison.table))</pre>
      <div class="grid">
      \(figures)</div>
      </body>
      </html>

      """
    return [("index.html", html), ("comparison.md", markdown)] + files
  }

  /// A horizontal bar chart of `metric`, one group of bars per algorithm.
  static func chart(_ metric: Metric, _ scores: [AlgorithmScore]) -> String {
    let width = 560.0
    let labelWidth = 130.0
    let barHeight = 12.0
    let groupGap = 10.0
    let top = 52.0
    let seriesCount = Double(metric.series.count)
    let groupHeight = seriesCount * barHeight + groupGap
    let height = top + Double(scores.count) * groupHeight + 28
    var largest = 0.0
    for score in scores { largest = max(largest, metric.values(score).max() ?? 0) }
    if metric.unit == "%" { largest = 100 }
    largest = largest > 0 ? largest : 1
    let plotWidth = width - labelWidth - 70
    var svg = SVGDocument(width: width, height: height)
    svg.rect(x: 0, y: 0, width: width, height: height, fill: "#ffffff")
    svg.text(metric.title, x: 12, y: 20, size: 14, fill: "#111", weight: "600")
    svg.text(
      metric.note + (metric.unit.isEmpty ? "" : " (" + metric.unit + ")") + " · " + metric.better,
      x: 12, y: 36, size: 10, fill: "#666")
    var legendX = width - 12
    for (n, name) in metric.series.enumerated().reversed() where metric.series.count > 1 {
      legendX -= Double(name.count) * 5.6 + 4
      svg.text(name, x: legendX, y: 20, size: 10, fill: "#444")
      legendX -= 14
      svg.rect(x: legendX, y: 11, width: 10, height: 10, fill: colors[n % colors.count])
      legendX -= 10
    }
    for (row, score) in scores.enumerated() {
      let y0 = top + Double(row) * groupHeight
      svg.text(
        score.algorithm.id, x: labelWidth - 8, y: y0 + seriesCount * barHeight / 2 + 4, size: 11,
        anchor: "end", fill: score.algorithm.isBaseline ? "#495057" : "#1864ab",
        weight: score.algorithm.isBaseline ? nil : "600")
      for (n, value) in metric.values(score).enumerated() {
        let y = y0 + Double(n) * barHeight
        let w = plotWidth * max(0, value) / largest
        svg.rect(
          x: labelWidth, y: y + 1, width: w, height: barHeight - 2, fill: colors[n % colors.count])
        svg.text(
          TextFormat.fixed(value, metric.decimals), x: labelWidth + w + 4, y: y + barHeight - 2,
          size: 10, fill: "#333")
      }
    }
    svg.line(
      x1: labelWidth, y1: top - 4, x2: labelWidth, y2: height - 24, stroke: "#adb5bd")
    svg.text(
      "engine in blue; the others are re-implementations for comparison", x: 12, y: height - 8,
      size: 9, fill: "#868e96")
    return svg.render()
  }
}
