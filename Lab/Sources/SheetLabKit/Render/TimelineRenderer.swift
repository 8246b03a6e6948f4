@_spi(Lab) import BottomSheetCore
@_spi(Lab) import BottomSheetTooling

/// Draws a scenario's outcome as a timeline: time runs left to right, container y top to
/// bottom (as on the screen), so the finger and the sheet's top edge read like the phone.
///
/// The picture shows the finger's reported positions, the sheet's top edge per frame, one
/// labelled dashed line per resolved detent (and the hidden position for sheets that can
/// leave), bands where the sheet is dragged or settling, each release with its velocity and
/// projected position (the projection is drawn as an arrow from the sheet's edge at the
/// instant of release), the chosen target, each settle point, every log event on a strip under
/// the time axis and, for floating cards, a second panel with the sideways offset.
///
/// The output is deterministic text (fixed rounding, fixed element order), so it is
/// snapshot-tested: a change in motion shows up as a diff of the numbers.
///
/// ```swift
/// let scenario = try ScenarioDecoder.decode(text)
/// let svg = TimelineRenderer().render(scenario, outcome: Replay.run(scenario), title: "flick")
/// ```
public struct TimelineRenderer: Sendable {
  /// The picture's width in pixels.
  public var width: Double
  /// Height of the main (y over time) panel in pixels.
  public var plotHeight: Double
  /// When set, an animated playhead sweeps the time axis and loops after this many seconds,
  /// in step with ``PhoneAnimation`` (the demo page uses it; snapshot pictures do not).
  public var playheadLoop: Double?

  /// Creates a renderer.
  public init(width: Double = 760, plotHeight: Double = 300, playheadLoop: Double? = nil) {
    self.width = width
    self.plotHeight = plotHeight
    self.playheadLoop = playheadLoop
  }

  static let fingerColor = "#e8590c"
  static let sheetColor = "#1c7ed6"
  static let detentColor = "#868e96"
  static let targetColor = "#2b8a3e"
  static let releaseColor = "#c92a2a"

  /// One release (or cancellation) and what followed it; tops are container y.
  struct Release {
    var t: Double
    var cancelled: Bool
    var velocity: Double
    var projectedHeight: Double?
    var projectedTop: Double?
    var target: String
    var targetTop: Double
    var sheetTop: Double
    var settledAt: Double?
  }

  /// The geometry in effect from one context event to the next.
  struct Segment {
    var start: Double
    var end: Double
    var base: Double
    var containerHeight: Double
    var detents: [ResolvedDetent]
  }

  /// Renders `scenario` and its `outcome` (from ``Replay/run(_:)``) as SVG text.
  public func render(_ scenario: Scenario, outcome: Outcome, title: String) -> String {
    let engine = ScenarioProbe.engine(scenario)
    let until = max(scenario.until, 0.1)
    let segments = Self.segments(scenario, until: until)
    let containerHeight = max(1, segments.map(\.containerHeight).max() ?? 1)
    let capabilities = scenario.configuration.style.capabilities
    let canLeave = capabilities.isPresentable || scenario.configuration.isDismissible
    let releases = Self.releases(scenario, outcome: outcome, segments: segments)
    let movesSideways = capabilities.movesSideways
    let facts = Self.facts(releases, outcome: outcome)

    let left = 58.0
    let right = width - 150
    let plotTop = 50 + Double(facts.count) * 15
    let plotBottom = plotTop + plotHeight
    let stripTop = plotBottom + 22
    let stripHeight = 40.0
    let sideTop = stripTop + stripHeight + 16
    let sideHeight = movesSideways ? 110.0 : 0
    let legendY = sideTop + sideHeight + (movesSideways ? 26 : 4)
    let totalHeight = legendY + 16
    func x(_ t: Double) -> Double { left + (right - left) * min(max(t, 0), until) / until }
    func y(_ v: Double) -> Double { plotTop + plotHeight * v / containerHeight }
    func clampedY(_ v: Double) -> Double { min(max(y(v), plotTop), plotBottom) }

    var svg = SVGDocument(width: width, height: totalHeight)
    svg.rect(x: 0, y: 0, width: width, height: totalHeight, fill: "#ffffff")
    let style = scenario.configuration.style.rawValue
    svg.text(title, x: left, y: 20, size: 15, fill: "#111", weight: "600")
    svg.text(
      "\(style) · \(scenario.events.count) events · until \(TextFormat.fixed(until, 2)) s",
      x: right, y: 20, size: 11, anchor: "end", fill: "#666")
    for (n, line) in facts.enumerated() {
      svg.text(line, x: left, y: 38 + Double(n) * 15, size: 11, fill: "#333")
    }

    // Phase bands first, so everything else draws over them.
    svg.open("g", [("id", "phases")])
    for band in Self.bands(outcome.frames, until: until) {
      let fill = band.phase == .dragging ? "#d0ebff" : "#fff3bf"
      svg.rect(
        x: x(band.start), y: plotTop, width: x(band.end) - x(band.start), height: plotHeight,
        fill: fill, opacity: 0.7)
    }
    svg.close("g")

    // Axes.
    svg.open("g", [("id", "axes"), ("font-size", "10")])
    svg.rect(
      x: left, y: plotTop, width: right - left, height: plotHeight, fill: "none", stroke: "#ced4da")
    let yStep = containerHeight > 500 ? 100.0 : 50
    var tick = 0.0
    while tick <= containerHeight + 1e-9 {
      svg.line(x1: left - 4, y1: y(tick), x2: left, y2: y(tick), stroke: "#adb5bd")
      svg.text(
        TextFormat.fixed(tick, 0), x: left - 6, y: y(tick) + 3.5, size: 10, anchor: "end",
        fill: "#666")
      tick += yStep
    }
    svg.text("y (pt)", x: 8, y: plotTop - 6, size: 10, fill: "#666")
    let tStep = Self.niceStep(until / 8)
    tick = 0
    while tick <= until + 1e-9 {
      svg.line(x1: x(tick), y1: plotBottom, x2: x(tick), y2: plotBottom + 4, stroke: "#adb5bd")
      svg.text(
        TextFormat.fixed(tick, tStep < 0.1 ? 2 : 1), x: x(tick), y: plotBottom + 15, size: 10,
        anchor: "middle", fill: "#666")
      tick += tStep
    }
    svg.text("t (s)", x: right + 24, y: plotBottom + 15, size: 10, fill: "#666")
    svg.close("g")

    // Detent lines, per stretch of constant geometry (context events re-resolve them); the
    // last stretch's are labelled, nudged apart where they would overlap.
    let targets = Set(releases.map(\.target))
    var labels: [(y: Double, text: String, color: String)] = []
    svg.open("g", [("id", "detents")])
    for (n, segment) in segments.enumerated() {
      var lines = segment.detents.map { (id: $0.id.rawValue, height: $0.height) }
      if canLeave { lines.insert(("hidden", segment.base - segment.containerHeight), at: 0) }
      for detent in lines {
        let top = segment.base - detent.height
        let isTarget =
          targets.contains(detent.id) || (detent.id == "hidden" && targets.contains("dismiss"))
        let color = isTarget ? Self.targetColor : Self.detentColor
        svg.line(
          x1: x(segment.start), y1: y(top), x2: x(segment.end), y2: y(top), stroke: color,
          width: isTarget ? 1.6 : 1, dash: "5 4")
        guard n == segments.count - 1 else { continue }
        let text =
          detent.id + " · " + TextFormat.fixed(detent.height, 0) + (isTarget ? "  ◀ target" : "")
        labels.append((y(top) + 3.5, text, color))
      }
    }
    for label in Self.spread(labels, minimumGap: 12, within: plotTop + 4...plotBottom + 4) {
      svg.text(label.text, x: right + 6, y: label.y, size: 10, fill: label.color)
    }
    svg.close("g")

    // The sheet's top edge, one point per frame.
    svg.open("g", [("id", "sheet")])
    svg.polyline(
      outcome.frames.map { (x($0.time), clampedY($0.top)) }, stroke: Self.sheetColor, width: 2)
    svg.close("g")

    // The finger: one stroke per contact, a dot per reported sample.
    svg.open("g", [("id", "finger")])
    for stroke in TouchStroke.strokes(of: scenario) {
      svg.polyline(
        stroke.samples.map { (x($0.t), clampedY($0.y)) }, stroke: Self.fingerColor, width: 1.4)
      for sample in stroke.samples {
        svg.circle(cx: x(sample.t), cy: clampedY(sample.y), r: 1.6, fill: Self.fingerColor)
      }
      if let end = stroke.samples.last, stroke.ending != nil {
        svg.rect(
          x: x(end.t) - 3, y: clampedY(end.y) - 3, width: 6, height: 6, fill: "#ffffff",
          stroke: Self.fingerColor)
      }
    }
    svg.close("g")

    // Releases: the edge at release, the projection arrow, the target, the settle point.
    svg.open("g", [("id", "releases")])
    for release in releases {
      let rx = x(release.t)
      let ry = clampedY(release.sheetTop)
      if let projected = release.projectedHeight, let projectedTop = release.projectedTop {
        let py = clampedY(projectedTop)
        svg.line(
          x1: rx, y1: ry, x2: rx, y2: py, stroke: Self.releaseColor, width: 1.4, dash: "3 3")
        let direction: Double = py < ry ? 1 : -1
        svg.element(
          "polygon",
          [
            (
              "points",
              SVGDocument.points([
                (rx, py), (rx - 4, py + 7 * direction), (rx + 4, py + 7 * direction),
              ])
            ),
            ("fill", Self.releaseColor),
          ])
        let off = projectedTop < 0 || projectedTop > containerHeight ? " (off chart)" : ""
        // The release label sits right of the marker; a projection too short to clear it
        // gets its label on the left of the arrow instead.
        let clear = abs(py - ry) > 18
        svg.text(
          "projected " + TextFormat.fixed(projected, 0) + " pt" + off, x: clear ? rx + 6 : rx - 6,
          y: py + (direction > 0 ? 12 : -4), size: 10, anchor: clear ? "start" : "end",
          fill: Self.releaseColor)
      }
      svg.circle(
        cx: rx, cy: ry, r: 4.5, fill: Self.releaseColor, stroke: "#ffffff", strokeWidth: 1.5)
      let verb = release.cancelled ? "cancel" : "release"
      let speed = release.cancelled ? "" : " " + TextFormat.fixed(release.velocity, 0) + " pt/s"
      svg.text(verb + speed, x: rx + 7, y: ry + 4, size: 10, fill: Self.releaseColor, weight: "600")
      if let settled = release.settledAt {
        let sy = clampedY(release.targetTop)
        svg.circle(
          cx: x(settled), cy: sy, r: 4.5, fill: Self.targetColor, stroke: "#ffffff",
          strokeWidth: 1.5)
        svg.text(
          "settled " + TextFormat.fixed(settled, 3) + " s", x: x(settled) + 7, y: sy + 14, size: 10,
          fill: Self.targetColor)
      }
    }
    svg.close("g")

    // Every log event on a strip under the axis, staggered over three rows.
    svg.open("g", [("id", "events")])
    svg.text("log", x: 8, y: stripTop + 10, size: 10, fill: "#666")
    for (n, event) in outcome.log.enumerated() {
      let ex = x(event.time)
      let row = Double(n % 3)
      svg.line(
        x1: ex, y1: stripTop, x2: ex, y2: stripTop + 4 + row * 12, stroke: "#868e96", width: 0.8)
      svg.text(
        Self.shortName(event), x: ex + 2, y: stripTop + 12 + row * 12, size: 9, fill: "#495057")
    }
    svg.close("g")

    if movesSideways {
      sideways(
        &svg, scenario: scenario, outcome: outcome, engine: engine, top: sideTop,
        height: sideHeight, left: left, right: right, x: x)
    }

    if let loop = playheadLoop {
      let fraction = min(until / loop, 1)
      svg.open(
        "line",
        [
          ("x1", SVGDocument.number(left)), ("y1", SVGDocument.number(plotTop)),
          ("x2", SVGDocument.number(left)),
          ("y2", SVGDocument.number(movesSideways ? sideTop + sideHeight : plotBottom)),
          ("stroke", "#212529"), ("stroke-width", "1"), ("stroke-opacity", "0.6"),
        ])
      svg.element(
        "animateTransform",
        [
          ("attributeName", "transform"), ("type", "translate"),
          (
            "values",
            "0,0;\(SVGDocument.number(right - left)),0;\(SVGDocument.number(right - left)),0"
          ),
          ("keyTimes", "0;\(TextFormat.compact(fraction, decimals: 4));1"),
          ("dur", TextFormat.compact(loop, decimals: 3) + "s"), ("repeatCount", "indefinite"),
        ])
      svg.close("line")
    }

    legend(&svg, y: legendY, left: left)
    return svg.render()
  }

  private func sideways(
    _ svg: inout SVGDocument, scenario: Scenario, outcome: Outcome, engine: SheetEngine,
    top: Double, height: Double, left: Double, right: Double, x: (Double) -> Double
  ) {
    let limit = scenario.configuration.behavior.horizontalRubberBand.maximumDisplacement(
      dimension: max(engine.metrics.width, 1))
    let strokes = TouchStroke.strokes(of: scenario)
    var extent = max(limit, 10)
    for frame in outcome.frames { extent = max(extent, abs(frame.horizontalOffset)) }
    for stroke in strokes {
      guard let first = stroke.samples.first else { continue }
      for s in stroke.samples { extent = max(extent, abs(s.x - first.x)) }
    }
    extent = (extent * 1.15).rounded(.up)
    func y(_ v: Double) -> Double { top + height / 2 - (height / 2) * v / extent }
    svg.open("g", [("id", "sideways")])
    svg.rect(x: left, y: top, width: right - left, height: height, fill: "none", stroke: "#ced4da")
    svg.text("sideways offset x (pt)", x: left, y: top - 5, size: 10, fill: "#666")
    svg.line(x1: left, y1: y(0), x2: right, y2: y(0), stroke: "#adb5bd")
    if limit > 0 {
      for sign in [1.0, -1.0] {
        svg.line(
          x1: left, y1: y(sign * limit), x2: right, y2: y(sign * limit), stroke: Self.detentColor,
          dash: "5 4")
      }
      svg.text(
        "rubber-band limit ±" + TextFormat.fixed(limit, 0), x: right + 6, y: y(limit) + 3.5,
        size: 10, fill: Self.detentColor)
    }
    svg.text(
      TextFormat.fixed(extent, 0), x: left - 6, y: top + 8, size: 10, anchor: "end", fill: "#666")
    svg.text(
      TextFormat.fixed(-extent, 0), x: left - 6, y: top + height, size: 10, anchor: "end",
      fill: "#666")
    svg.polyline(
      outcome.frames.map { (x($0.time), y($0.horizontalOffset)) }, stroke: Self.sheetColor, width: 2
    )
    for stroke in strokes {
      guard let first = stroke.samples.first else { continue }
      svg.polyline(
        stroke.samples.map { (x($0.t), y($0.x - first.x)) }, stroke: Self.fingerColor, width: 1.4)
    }
    svg.text("finger Δx", x: right + 6, y: top + height - 17, size: 10, fill: Self.fingerColor)
    svg.text("card x", x: right + 6, y: top + height - 4, size: 10, fill: Self.sheetColor)
    svg.close("g")
  }

  private func legend(_ svg: inout SVGDocument, y: Double, left: Double) {
    let items: [(String, String, Bool)] = [
      ("finger y", Self.fingerColor, false), ("sheet top edge", Self.sheetColor, false),
      ("detent", Self.detentColor, true), ("target", Self.targetColor, true),
      ("release → projection", Self.releaseColor, true),
    ]
    svg.open("g", [("id", "legend")])
    var cursor = left
    for (name, color, dashed) in items {
      svg.line(
        x1: cursor, y1: y - 4, x2: cursor + 18, y2: y - 4, stroke: color, width: 2,
        dash: dashed ? "5 4" : nil)
      svg.text(name, x: cursor + 22, y: y, size: 10, fill: "#444")
      cursor += 30 + Double(name.count) * 5.6
    }
    for (name, fill) in [("dragging", "#d0ebff"), ("settling", "#fff3bf")] {
      svg.rect(x: cursor, y: y - 9, width: 14, height: 10, fill: fill, stroke: "#ced4da")
      svg.text(name, x: cursor + 18, y: y, size: 10, fill: "#444")
      cursor += 26 + Double(name.count) * 5.6
    }
    svg.close("g")
  }
}
