@_spi(Lab) import BottomSheetCore
@_spi(Lab) import BottomSheetTooling

/// An animated, phone-sized picture of a replayed scenario: the sheet (or card) moving over a
/// stand-in screen, its backdrop dimming, its corner radii and insets changing, the finger
/// while it touches, the keyboard and rotations from context events, and the motion phase.
///
/// The animation is SVG SMIL (`<animate>` with one key per engine frame), generated from the
/// frames of ``Replay/run(_:)`` and nothing else, so what plays is exactly what the engine
/// computed. Every animation shares one duration (the scenario plus ``hold`` seconds) and loops,
/// so the picture and a timeline with the same loop (``TimelineRenderer/playheadLoop``) stay
/// in step. Works in any browser with SVG animation; needs no script.
public struct PhoneAnimation: Sendable {
  /// Pixels per point.
  public var scale: Double
  /// Seconds the last frame is held before the loop restarts.
  public var hold: Double

  /// Creates a renderer.
  public init(scale: Double = 0.46, hold: Double = 0.9) {
    self.scale = scale
    self.hold = hold
  }

  /// The loop length for `scenario`: its sampled duration plus ``hold``.
  public func loopDuration(_ scenario: Scenario) -> Double { max(scenario.until, 0.1) + hold }

  /// The screen at one frame.
  struct Screen: Equatable {
    var width: Double
    var height: Double
    var keyboard: Double
  }

  /// Renders the animation. `id` prefixes element ids so several pictures can share a page.
  public func render(_ scenario: Scenario, outcome: Outcome, id: String) -> String {
    let frames = outcome.frames
    let screens = frames.map { Self.screen(scenario, at: $0.time) }
    let maxWidth = screens.map(\.width).max() ?? scenario.context.containerSize.width
    let maxHeight = screens.map(\.height).max() ?? scenario.context.containerSize.height
    let bezel = 9.0
    let captionHeight = 26.0
    let width = maxWidth * scale + 2 * bezel
    let height = maxHeight * scale + 2 * bezel + captionHeight
    let loop = loopDuration(scenario)
    let keys = Self.keyTimes(frames.map(\.time), loop: loop)
    let prefix = Self.identifier(id)

    var svg = SVGDocument(width: width, height: height)
    // Bezel and screen follow the container (a context event can rotate the phone).
    svg.open("rect", [("x", "0"), ("y", "0"), ("rx", "24"), ("fill", "#1f2328")])
    Self.animate(
      &svg, "width", screens.map { SVGDocument.number($0.width * scale + 2 * bezel) }, keys,
      loop: loop, discrete: true)
    Self.animate(
      &svg, "height", screens.map { SVGDocument.number($0.height * scale + 2 * bezel) }, keys,
      loop: loop, discrete: true)
    svg.close("rect")

    svg.open(
      "g",
      [
        (
          "transform",
          "translate(\(SVGDocument.number(bezel)) \(SVGDocument.number(bezel))) scale(\(TextFormat.compact(scale, decimals: 4)))"
        )
      ])
    svg.open("clipPath", [("id", prefix + "-screen")])
    svg.open("rect", [("x", "0"), ("y", "0"), ("rx", "30")])
    Self.animate(
      &svg, "width", screens.map { SVGDocument.number($0.width) }, keys, loop: loop, discrete: true)
    Self.animate(
      &svg, "height", screens.map { SVGDocument.number($0.height) }, keys, loop: loop,
      discrete: true)
    svg.close("rect")
    svg.close("clipPath")

    svg.open("g", [("clip-path", "url(#\(prefix)-screen)")])
    background(&svg, style: scenario.configuration.style, width: maxWidth, height: maxHeight)

    // Backdrop.
    svg.open(
      "rect",
      [
        ("x", "0"), ("y", "0"), ("width", SVGDocument.number(maxWidth)),
        ("height", SVGDocument.number(maxHeight)), ("fill", "#000000"),
      ])
    Self.animate(
      &svg, "fill-opacity", frames.map { TextFormat.compact($0.backdropOpacity, decimals: 3) },
      keys, loop: loop)
    svg.close("rect")

    // Detent ticks at the right edge (final geometry).
    if let last = frames.last {
      let base = last.top + last.height
      let edge = (screens.last?.width ?? maxWidth)
      for detent in outcome.detents {
        let y = base - detent.height
        svg.line(x1: edge - 26, y1: y, x2: edge, y2: y, stroke: "#e03131", width: 3)
        svg.text(
          detent.id.rawValue, x: edge - 30, y: y + 6, size: 17, anchor: "end", fill: "#e03131")
      }
    }

    // The sheet: a path with per-corner radii, one key per frame.
    let paths = frames.map { Self.path($0.frame, $0.cornerRadii) }
    svg.open(
      "path",
      [
        ("id", prefix + "-sheet"), ("fill", "#ffffff"), ("stroke", "#adb5bd"),
        ("stroke-width", "1.5"), ("d", paths.first ?? ""),
      ])
    Self.animate(&svg, "d", paths, keys, loop: loop)
    if scenario.configuration.look == .glass {
      // The glass look: the screen behind shows through the glass at the partial detents; the
      // opaque layer fades in as the sheet rises (SheetGlass), drawn here as the fill's opacity
      // (half see-through for glass, solid when opaque).
      var notes: [SheetDiagnostic] = []
      let full = SheetMetrics(
        configuration: scenario.configuration, context: scenario.context, diagnostics: &notes
      ).maximumHeight
      let opacities = frames.map { frame in
        let progress = SheetGlass.progress(
          height: frame.height, detents: outcome.detents, maximumHeight: full)
        let opaque = SheetGlass.opaqueOpacity(
          look: .glass, style: scenario.configuration.style, progress: progress,
          reducesTransparency: scenario.configuration.reducesTransparency)
        return TextFormat.compact(0.5 + 0.5 * opaque, decimals: 3)
      }
      Self.animate(&svg, "fill-opacity", opacities, keys, loop: loop)
    }
    svg.close("path")
    svg.open("clipPath", [("id", prefix + "-sheetclip")])
    svg.element("use", [("href", "#" + prefix + "-sheet")])
    svg.close("clipPath")
    svg.open("g", [("clip-path", "url(#\(prefix)-sheetclip)")])
    svg.open("g", [])
    let translations = frames.map {
      SVGDocument.number($0.frame.x) + "," + SVGDocument.number($0.frame.y)
    }
    svg.element(
      "animateTransform",
      [
        ("attributeName", "transform"), ("type", "translate"),
        ("values", Self.values(translations, keys.count)),
        ("keyTimes", keys.joined(separator: ";")), ("dur", Self.seconds(loop)),
        ("repeatCount", "indefinite"),
      ])
    sheetContent(
      &svg, width: frames.first?.frame.width ?? maxWidth, style: scenario.configuration.style)
    svg.close("g")
    svg.close("g")

    // Keyboard.
    if screens.contains(where: { $0.keyboard > 0 }) {
      svg.open("rect", [("x", "0"), ("fill", "#ced4da")])
      Self.animate(
        &svg, "y", screens.map { SVGDocument.number($0.height - $0.keyboard) }, keys, loop: loop,
        discrete: true)
      Self.animate(
        &svg, "width", screens.map { SVGDocument.number($0.width) }, keys, loop: loop,
        discrete: true)
      Self.animate(
        &svg, "height", screens.map { SVGDocument.number($0.keyboard) }, keys, loop: loop,
        discrete: true)
      svg.close("rect")
    }

    // The finger, visible while it touches.
    let touches = frames.map { Self.finger(scenario, at: $0.time) }
    if touches.contains(where: { $0 != nil }) {
      var lastPoint = SheetPoint(x: maxWidth / 2, y: maxHeight / 2)
      var xs: [String] = []
      var ys: [String] = []
      for touch in touches {
        if let touch { lastPoint = touch }
        xs.append(SVGDocument.number(lastPoint.x))
        ys.append(SVGDocument.number(lastPoint.y))
      }
      svg.open(
        "circle",
        [
          ("r", "22"), ("fill", "#e8590c"), ("fill-opacity", "0.75"), ("stroke", "#ffffff"),
          ("stroke-width", "3"), ("opacity", "0"),
        ])
      Self.animate(&svg, "cx", xs, keys, loop: loop, discrete: true)
      Self.animate(&svg, "cy", ys, keys, loop: loop, discrete: true)
      Self.animate(
        &svg, "opacity", touches.map { $0 == nil ? "0" : "1" }, keys, loop: loop, discrete: true)
      svg.close("circle")
    }
    svg.close("g")
    svg.close("g")

    // Caption: the phase, and a bar for the time.
    let captionY = maxHeight * scale + 2 * bezel + 17
    let phases: [(SheetPhase, String)] = [
      (.idle, "#2b8a3e"), (.dragging, "#1c7ed6"), (.settling, "#e67700"), (.dismissed, "#868e96"),
    ]
    for (phase, color) in phases where frames.contains(where: { $0.phase == phase }) {
      svg.open(
        "text",
        [
          ("x", "4"), ("y", SVGDocument.number(captionY)), ("font-size", "12"),
          ("font-weight", "600"), ("fill", color),
          ("opacity", frames.first?.phase == phase ? "1" : "0"),
        ])
      Self.animate(
        &svg, "opacity", frames.map { $0.phase == phase ? "1" : "0" }, keys, loop: loop,
        discrete: true)
      svg.element("tspan", [], content: phase.rawValue)
      svg.close("text")
    }
    let barLeft = 70.0
    let barWidth = width - barLeft - 4
    svg.rect(x: barLeft, y: captionY - 7, width: barWidth, height: 6, fill: "#e9ecef", radius: 3)
    svg.open(
      "rect",
      [
        ("x", SVGDocument.number(barLeft)), ("y", SVGDocument.number(captionY - 7)),
        ("height", "6"), ("rx", "3"), ("fill", "#495057"), ("width", "0"),
      ])
    let fraction = min(max(scenario.until, 0.1) / loop, 1)
    svg.element(
      "animate",
      [
        ("attributeName", "width"),
        ("values", "0;\(SVGDocument.number(barWidth));\(SVGDocument.number(barWidth))"),
        ("keyTimes", "0;\(TextFormat.compact(fraction, decimals: 5));1"),
        ("dur", Self.seconds(loop)), ("repeatCount", "indefinite"),
      ])
    svg.close("rect")
    return svg.render()
  }

  // MARK: - Pieces

  /// Appends an animation of `attribute` with one value per key (or a plain `set` when the
  /// value never changes).
  static func animate(
    _ svg: inout SVGDocument, _ attribute: String, _ values: [String], _ keys: [String],
    loop: Double, discrete: Bool = false
  ) {
    guard let first = values.first else { return }
    // A value that never changes needs no animation, only the attribute.
    if values.allSatisfy({ $0 == first }) {
      svg.element("set", [("attributeName", attribute), ("to", first)])
      return
    }
    var a: [(String, String)] = [
      ("attributeName", attribute), ("values", Self.values(values, keys.count)),
      ("keyTimes", keys.joined(separator: ";")),
    ]
    if discrete { a.append(("calcMode", "discrete")) }
    a.append(("dur", Self.seconds(loop)))
    a.append(("repeatCount", "indefinite"))
    svg.element("animate", a)
  }

  private func background(
    _ svg: inout SVGDocument, style: SheetStyle, width: Double, height: Double
  ) {
    if !style.capabilities.hasBackdrop {
      // A map: blocks and roads, so the sheet reads as floating over a usable screen.
      svg.rect(x: 0, y: 0, width: width, height: height, fill: "#e6efe0")
      for i in 0..<8 {
        let y = Double(i) * 118 + 40
        svg.line(x1: 0, y1: y, x2: width, y2: y + 60, stroke: "#ffffff", width: 14)
      }
      for i in 0..<4 {
        let x = Double(i) * 120 + 50
        svg.line(x1: x, y1: 0, x2: x - 40, y2: height, stroke: "#ffffff", width: 10)
      }
      svg.rect(x: 16, y: 56, width: width - 32, height: 48, fill: "#ffffff", radius: 24)
      svg.text("Search", x: 40, y: 88, size: 20, fill: "#868e96")
    } else {
      // A list screen: navigation bar and rows, so dimming is visible.
      svg.rect(x: 0, y: 0, width: width, height: height, fill: "#f1f3f5")
      svg.rect(x: 0, y: 0, width: width, height: 100, fill: "#dee2e6")
      svg.text("Library", x: 20, y: 86, size: 30, fill: "#212529", weight: "700")
      for i in 0..<14 {
        let y = 120 + Double(i) * 64
        svg.rect(x: 16, y: y, width: width - 32, height: 52, fill: "#ffffff", radius: 10)
        svg.rect(x: 28, y: y + 12, width: 28, height: 28, fill: "#a5d8ff", radius: 6)
        svg.rect(x: 68, y: y + 20, width: 160, height: 12, fill: "#ced4da", radius: 6)
      }
    }
  }

  private func sheetContent(_ svg: inout SVGDocument, width: Double, style: SheetStyle) {
    svg.rect(x: width / 2 - 20, y: 7, width: 40, height: 6, fill: "#adb5bd", radius: 3)
    let title = style.capabilities.hasBackdrop ? "Details" : "Nearby"
    svg.text(title, x: 20, y: 48, size: 22, fill: "#212529", weight: "700")
    for i in 0..<12 {
      let y = 66 + Double(i) * 44
      svg.rect(x: 20, y: y, width: 32, height: 32, fill: "#ffd8a8", radius: 8)
      svg.rect(x: 64, y: y + 4, width: max(40, width - 150), height: 10, fill: "#dee2e6", radius: 5)
      svg.rect(x: 64, y: y + 20, width: max(30, width - 220), height: 8, fill: "#e9ecef", radius: 4)
    }
  }

  // MARK: - Data

  /// The container and keyboard in effect at `t` (the last context event at or before it).
  static func screen(_ scenario: Scenario, at t: Double) -> Screen {
    var context = scenario.context
    for event in scenario.events where event.t <= t + 1e-12 {
      if case let .updateContext(next, _) = event.kind { context = next }
    }
    return Screen(
      width: context.containerSize.width, height: context.containerSize.height,
      keyboard: min(max(context.keyboardHeight, 0), context.containerSize.height))
  }

  /// Where the finger is at `t`, or nil when no finger touches.
  static func finger(_ scenario: Scenario, at t: Double) -> SheetPoint? {
    var point: SheetPoint?
    for event in scenario.events where event.t <= t + 1e-12 {
      switch event.kind {
      case let .touchDown(p, _), let .touchMoved(p): point = p
      case .touchUp, .touchCancelled: point = nil
      default: break
      }
    }
    return point
  }

  /// A rounded rectangle with four radii, always with the same commands (four arcs), so SVG
  /// can interpolate between any two frames.
  static func path(_ r: SheetRect, _ c: CornerRadii) -> String {
    let w = max(0, r.width)
    let h = max(0, r.height)
    let limit = min(w, h) / 2
    func clampRadius(_ v: Double) -> Double { min(max(v, 0), limit) }
    let tl = clampRadius(c.topLeading)
    let tr = clampRadius(c.topTrailing)
    let bl = clampRadius(c.bottomLeading)
    let br = clampRadius(c.bottomTrailing)
    func n(_ v: Double) -> String { SVGDocument.number(v) }
    let x = r.x
    let y = r.y
    return "M\(n(x + tl)) \(n(y))H\(n(x + w - tr))A\(n(tr)) \(n(tr)) 0 0 1 \(n(x + w)) \(n(y + tr))"
      + "V\(n(y + h - br))A\(n(br)) \(n(br)) 0 0 1 \(n(x + w - br)) \(n(y + h))"
      + "H\(n(x + bl))A\(n(bl)) \(n(bl)) 0 0 1 \(n(x)) \(n(y + h - bl))"
      + "V\(n(y + tl))A\(n(tl)) \(n(tl)) 0 0 1 \(n(x + tl)) \(n(y))Z"
  }

  /// keyTimes for frames at `times` in a loop of `loop` seconds, plus a final key at 1 that
  /// holds the last frame.
  static func keyTimes(_ times: [Double], loop: Double) -> [String] {
    var keys: [String] = []
    var previous = -1.0
    for t in times {
      // Keys must increase; five decimals keep 60 fps frames of a 10 s loop apart.
      let k = min(max(t / loop, previous + 0.000_01), 1)
      keys.append(TextFormat.compact(k, decimals: 5))
      previous = (k * 100_000).rounded() / 100_000
    }
    if previous < 1 { keys.append("1") }
    return keys
  }

  /// `values` joined for a `values` attribute, the last one repeated to match `count` keys.
  static func values(_ values: [String], _ count: Int) -> String {
    var all = values
    while all.count < count, let last = all.last { all.append(last) }
    return all.joined(separator: ";")
  }

  static func seconds(_ value: Double) -> String { TextFormat.compact(value, decimals: 3) + "s" }

  /// `id` reduced to characters that are safe in an XML id and a CSS `url(#…)`.
  static func identifier(_ id: String) -> String {
    let allowed = id.unicodeScalars.map { scalar -> Character in
      let v = scalar.value
      let ok = (v >= 48 && v <= 57) || (v >= 65 && v <= 90) || (v >= 97 && v <= 122) || v == 45
      return ok ? Character(scalar) : "-"
    }
    return "p-" + String(allowed)
  }
}
