@_spi(Lab) import BottomSheetCore
@_spi(Lab) import BottomSheetTooling

/// An animated, device-sized picture of a replayed scenario (a phone, or an iPad with
/// ``Scenario/on(_:)``): the sheet (or card, side panel, centred form) moving over a stand-in
/// screen, its backdrop dimming, its corner radii and insets changing, the finger
/// while it touches, the keyboard and rotations from context events, and the motion phase.
///
/// The animation is SVG SMIL (`<animate>` with one key per engine frame), generated from the
/// frames of ``Replay/run(_:)`` and nothing else, so what plays is exactly what the engine
/// computed. Every animation shares one duration (the scenario plus ``hold`` seconds) and loops,
/// so the picture and a timeline with the same loop (``TimelineRenderer/playheadLoop``) stay
/// in step. Works in any browser with SVG animation; needs no script.
///
/// A viewer that does not run SMIL (a Markdown preview in an editor, a documentation
/// pipeline, `rsvg-convert`, ImageMagick) draws only the elements' plain attributes, so every
/// animated element also carries its value in one frame, the sheet at rest
/// (``restingFrame(_:screens:)``): the still picture is the sheet on a detent over its screen,
/// with its header, never the empty screen before a modal is presented. The README shows these
/// pictures (`scripts/readme-images`), and many of its readers see only the still one.
///
/// The sheet's content is a stand-in for the README's example of its kind: a search field in
/// the header of a sheet with no backdrop, listing "Coffee" and "Parks"; a title and a close
/// button on a sheet with a backdrop; a line of text on a card inset from the edges.
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
  ///
  /// Every animated element also carries, as plain attributes, its value in the resting frame
  /// (``restingFrame(_:screens:)``), so a viewer that does not run SMIL (a Markdown preview,
  /// `rsvg-convert`, a documentation pipeline) draws the sheet at rest, complete; a browser
  /// plays the frames from the first one as before.
  public func render(_ scenario: Scenario, outcome: Outcome, id: String) -> String {
    let frames = outcome.frames
    let screens = frames.map { Self.screen(scenario, at: $0.time) }
    let maxWidth = screens.map(\.width).max() ?? scenario.context.containerSize.width
    let maxHeight = screens.map(\.height).max() ?? scenario.context.containerSize.height
    let bezel = 9.0
    let width = maxWidth * scale + 2 * bezel
    let screenBottom = maxHeight * scale + 2 * bezel
    let height = screenBottom + Self.captionHeight
    let loop = loopDuration(scenario)
    let track = Track(
      keys: Self.keyTimes(frames.map(\.time), loop: loop), loop: loop,
      rest: Self.restingFrame(frames, screens: screens))
    let prefix = Self.identifier(id)

    var svg = SVGDocument(width: width, height: height)
    // Bezel and screen follow the container (a context event can rotate the phone).
    track.open(
      &svg, "rect", [("x", "0"), ("y", "0"), ("rx", "24"), ("fill", "#1f2328")],
      [
        ("width", screens.map { SVGDocument.number($0.width * scale + 2 * bezel) }, true),
        ("height", screens.map { SVGDocument.number($0.height * scale + 2 * bezel) }, true),
      ])
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
    track.open(
      &svg, "rect", [("x", "0"), ("y", "0"), ("rx", "30")],
      [
        ("width", screens.map { SVGDocument.number($0.width) }, true),
        ("height", screens.map { SVGDocument.number($0.height) }, true),
      ])
    svg.close("rect")
    svg.close("clipPath")

    svg.open("g", [("clip-path", "url(#\(prefix)-screen)")])
    background(&svg, style: scenario.configuration.style, width: maxWidth, height: maxHeight)
    // The view a sheet grows out of: part of the screen behind, under the backdrop.
    Self.source(&svg, scenario.configuration.source)

    // Backdrop.
    track.open(
      &svg, "rect",
      [
        ("x", "0"), ("y", "0"), ("width", SVGDocument.number(maxWidth)),
        ("height", SVGDocument.number(maxHeight)), ("fill", "#000000"),
      ],
      [("fill-opacity", frames.map { TextFormat.compact($0.backdropOpacity, decimals: 3) }, false)])
    svg.close("rect")

    // Detent marks at the right edge (final geometry), explained by the caption's legend.
    if let last = frames.last {
      let base = last.top + last.height
      // Beside a side panel, a centred sheet or a card: just outside its right edge, not at
      // the screen's.
      let placed = last.placement.kind != .bottom && last.placement.kind != .fullScreen
      let edge = placed ? last.frame.x + last.frame.width + 26 : (screens.last?.width ?? maxWidth)
      for detent in outcome.detents {
        let y = base - detent.height
        svg.line(x1: edge - 26, y1: y, x2: edge, y2: y, stroke: Self.detentColor, width: 4)
      }
    }

    // The sheet's own opacity around the path and content (the morph's fade, or Reduce
    // Motion's cross-fade).
    let fades = Self.opacities(frames)
    if let fades { track.open(&svg, "g", [("id", prefix + "-fade")], [("opacity", fades, false)]) }

    // The sheet: a path with per-corner radii, one key per frame.
    var sheetTracks: [(String, [String], Bool)] = [
      ("d", frames.map { Self.path($0.frame, $0.cornerRadii) }, false)
    ]
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
      sheetTracks.append(("fill-opacity", opacities, false))
    }
    track.open(
      &svg, "path",
      [
        ("id", prefix + "-sheet"), ("fill", "#ffffff"), ("stroke", "#adb5bd"),
        ("stroke-width", "1.5"),
      ], sheetTracks)
    svg.close("path")
    svg.open("clipPath", [("id", prefix + "-sheetclip")])
    svg.element("use", [("href", "#" + prefix + "-sheet")])
    svg.close("clipPath")
    svg.open("g", [("clip-path", "url(#\(prefix)-sheetclip)")])
    let origins = frames.map { ($0.frame.x, $0.frame.y) }
    let rest = track.value(origins) ?? (0, maxHeight)
    svg.open(
      "g",
      [
        ("id", prefix + "-content"),
        ("transform", "translate(\(SVGDocument.number(rest.0)) \(SVGDocument.number(rest.1)))"),
      ])
    svg.element(
      "animateTransform",
      [
        ("attributeName", "transform"), ("type", "translate"),
        (
          "values",
          Self.values(
            origins.map { SVGDocument.number($0.0) + "," + SVGDocument.number($0.1) },
            track.keys.count)
        ),
        ("keyTimes", track.keys.joined(separator: ";")), ("dur", Self.seconds(loop)),
        ("repeatCount", "indefinite"),
      ])
    let restFrame = track.value(frames)
    sheetContent(
      &svg, id: prefix, width: restFrame?.frame.width ?? maxWidth,
      showsGrabber: restFrame?.showsGrabber ?? true, configuration: scenario.configuration)
    svg.close("g")
    svg.close("g")
    if fades != nil { svg.close("g") }

    // Keyboard.
    if screens.contains(where: { $0.keyboard > 0 }) {
      track.open(
        &svg, "rect", [("x", "0"), ("fill", "#ced4da")],
        [
          ("y", screens.map { SVGDocument.number($0.height - $0.keyboard) }, true),
          ("width", screens.map { SVGDocument.number($0.width) }, true),
          ("height", screens.map { SVGDocument.number($0.keyboard) }, true),
        ])
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
      track.open(
        &svg, "circle",
        [
          ("r", "22"), ("fill", "#e8590c"), ("fill-opacity", "0.75"), ("stroke", "#ffffff"),
          ("stroke-width", "3"),
        ],
        [
          ("cx", xs, true), ("cy", ys, true),
          ("opacity", touches.map { $0 == nil ? "0" : "1" }, true),
        ])
      svg.close("circle")
    }
    svg.close("g")
    svg.close("g")

    caption(
      &svg, id: prefix, scenario: scenario, frames: frames, track: track, top: screenBottom,
      width: width)
    return svg.render()
  }

  // MARK: - Pieces

  /// Appends an animation of `attribute` with one value per key, or nothing when the value
  /// never changes: the element's plain attribute (``Track/open(_:_:_:_:)``) already says it.
  static func animate(
    _ svg: inout SVGDocument, _ attribute: String, _ values: [String], _ keys: [String],
    loop: Double, discrete: Bool = false
  ) {
    guard let first = values.first, !values.allSatisfy({ $0 == first }) else { return }
    var a: [(String, String)] = [
      ("attributeName", attribute), ("values", Self.values(values, keys.count)),
      ("keyTimes", keys.joined(separator: ";")),
    ]
    if discrete { a.append(("calcMode", "discrete")) }
    a.append(("dur", Self.seconds(loop)))
    a.append(("repeatCount", "indefinite"))
    svg.element("animate", a)
  }

  /// The frame the still picture shows: the first one at rest on screen (idle, presented, with
  /// a height, its top inside the screen), the state a reader should see before anything
  /// moves. A modal that is presented at 0.05 s is drawn presented on its detent, an inline
  /// sheet on the detent it starts at. Without such a frame, the tallest frame on screen; without
  /// any, the last frame; 0 for no frames.
  static func restingFrame(_ frames: [SheetLayout], screens: [Screen]) -> Int {
    func onScreen(_ i: Int) -> Bool {
      let frame = frames[i].frame
      let bottom = i < screens.count ? screens[i].height : Double.infinity
      return frames[i].phase != .dismissed && frame.width > 0 && frame.height > 0
        && frame.y >= 0 && frame.y < bottom
    }
    if let first = frames.indices.first(where: { frames[$0].phase == .idle && onScreen($0) }) {
      return first
    }
    let visible = frames.indices.filter(onScreen)
    if let tallest = visible.max(by: { frames[$0].frame.height < frames[$1].frame.height }) {
      return tallest
    }
    return max(0, frames.count - 1)
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
