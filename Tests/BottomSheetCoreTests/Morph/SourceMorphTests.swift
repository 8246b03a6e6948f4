@_spi(Lab) import BottomSheetCore
import Testing

/// Growing out of a source view (issue #36, item 3): the frame, corners and progress the
/// engine outputs below the lowest detent.
@Suite("Source morph")
struct SourceMorphTests {
  /// A 44 × 44 round button near the top right of ``phoneScreen``.
  static let button = SheetSource(
    rect: SheetRect(x: 330, y: 60, width: 44, height: 44), cornerRadius: 22)

  /// A sheet of `style` that is not presented yet, with `source`.
  static func sheet(
    _ style: SheetStyle = .modal, source: SheetSource? = button,
    detents: [Detent] = [.medium, .large], configure: (inout SheetConfiguration) -> Void = { _ in }
  ) -> SheetEngine {
    var c = SheetConfiguration(style: style, detents: detents, startsPresented: false)
    if style == .inline { c.isDismissible = true }
    c.source = source
    configure(&c)
    var engine = SheetEngine(configuration: c, context: phoneScreen)
    if style == .inline { engine.send(.dismiss(animated: false), at: 0) }
    return engine
  }

  /// The frame the same sheet rests at on its lowest detent without a source.
  static func restFrame(_ style: SheetStyle, detents: [Detent] = [.medium, .large]) -> SheetRect {
    var c = SheetConfiguration(style: style, detents: detents)
    c.isDismissible = true
    return SheetEngine(configuration: c, context: phoneScreen).layout(at: 0).frame
  }

  static func expectNear(
    _ a: SheetRect, _ b: SheetRect, _ tolerance: Double = 0.5, _ note: String = "",
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let d =
      [
        abs(a.x - b.x), abs(a.y - b.y), abs(a.width - b.width), abs(a.height - b.height),
      ].max() ?? 0
    #expect(d <= tolerance, "\(note) \(a) vs \(b)", sourceLocation: sourceLocation)
  }

  @Test(
    "the entrance's first frame is the source's rect and radius; the rest frame is the detent's",
    arguments: [SheetStyle.modal, .floating, .inline])
  func firstAndRestFrame(style: SheetStyle) {
    let detents: [Detent] = style == .floating ? [.height(240), .large] : [.medium, .large]
    var engine = Self.sheet(style, detents: detents)
    engine.send(.present(animated: true), at: 1)
    let first = engine.layout(at: 1)
    Self.expectNear(first.frame, Self.button.rect, 0.5, "\(style) first frame")
    #expect(abs(first.cornerRadii.topLeading - 22) <= 0.5)
    #expect(abs(first.cornerRadii.bottomTrailing - 22) <= 0.5)
    #expect(first.morphProgress == 0)
    #expect(first.opacity == 0)
    let rest = engine.settle(after: 1)
    Self.expectNear(rest.frame, Self.restFrame(style, detents: detents), 0.5, "\(style) rest")
    #expect(rest.morphProgress == 1)
    #expect(rest.opacity == 1)
    #expect(rest.phase == .idle)
  }

  @Test("midway through the entrance the frame is between the source and the detent")
  func midwayIsBetween() {
    var engine = Self.sheet()
    engine.send(.present(animated: true), at: 0)
    let rest = Self.restFrame(.modal)
    var last = engine.layout(at: 0)
    var sawMiddle = false
    for k in 1...30 {
      let l = engine.layout(at: Double(k) / 60)
      if l.morphProgress > 0.3 && l.morphProgress < 0.7 {
        sawMiddle = true
        #expect(l.frame.width > Self.button.rect.width && l.frame.width < rest.width)
        #expect(l.frame.height > Self.button.rect.height && l.frame.height < rest.height)
      }
      // A critically damped default spring never turns back on the way in.
      #expect(l.morphProgress >= last.morphProgress)
      last = l
    }
    #expect(sawMiddle)
  }

  @Test("a drag down from the lowest detent shrinks the sheet toward the source, monotonically")
  func dragDownShrinks() {
    var engine = Self.sheet()
    engine.send(.present(animated: false), at: 0)
    let rest = engine.layout(at: 0)
    #expect(rest.frame.y == 445.5)
    let startY = 460.0
    engine.send(.touchDown(at: SheetPoint(x: 195, y: startY)), at: 0.1)
    var previous = rest
    for i in 1...15 {
      let t = 0.1 + Double(i) / 60
      engine.send(.touchMoved(to: SheetPoint(x: 195, y: startY + Double(i) * 20)), at: t)
      let l = engine.layout(at: t)
      #expect(l.phase == .dragging)
      #expect(l.frame.width < previous.frame.width, "width at step \(i)")
      #expect(l.frame.height < previous.frame.height, "height at step \(i)")
      #expect(l.morphProgress < previous.morphProgress)
      previous = l
    }
    // 300 pt down from 398.5: progress (398.5 − 300) / 398.5.
    #expect(abs(previous.morphProgress - 98.5 / 398.5) < 1e-9)
    let m = 98.5 / 398.5
    #expect(abs(previous.frame.width - (44 + (390 - 44) * m)) < 1e-9)
    #expect(abs(previous.frame.height - (44 + (398.5 - 44) * m)) < 1e-9)
  }

  @Test("a release below the threshold dismisses into the source; a small one restores")
  func releaseDismissesOrRestores() {
    var engine = Self.sheet()
    engine.send(.present(animated: false), at: 0)
    engine.clearEvents()
    // 300 pt down, held still before the lift: past half the lowest detent, so it dismisses.
    let lift = engine.drag(from: 460, to: 760, start: 0.1, duration: 0.5, rest: 0.1)
    #expect(engine.eventNames.contains("dismissed"))
    let gone = engine.settle(after: lift)
    #expect(gone.phase == .dismissed)
    Self.expectNear(gone.frame, Self.button.rect, 0.5, "exit end")
    #expect(gone.opacity == 0)

    var kept = Self.sheet()
    kept.send(.present(animated: false), at: 0)
    let small = kept.drag(from: 460, to: 520, start: 0.1, duration: 0.3, rest: 0.1)
    #expect(!kept.eventNames.contains("dismissed"))
    let back = kept.settle(after: small)
    Self.expectNear(back.frame, Self.restFrame(.modal), 0.5, "restored")
    #expect(back.morphProgress == 1)
  }

  @Test("a select during the entrance continues without a jump in position or velocity")
  func retargetMidEntranceIsContinuous() {
    var engine = Self.sheet()
    engine.send(.present(animated: true), at: 0)
    let t = 0.08
    let dt = 1e-4
    let before = engine.layout(at: t)
    let earlier = engine.layout(at: t - dt)
    engine.send(.select("large", animated: true), at: t)
    let after = engine.layout(at: t)
    let later = engine.layout(at: t + dt)
    #expect(before.morphProgress > 0.2 && before.morphProgress < 0.9)
    for (a, b) in [
      (before.frame.y, after.frame.y), (before.frame.height, after.frame.height),
      (before.frame.width, after.frame.width),
      (before.cornerRadii.topLeading, after.cornerRadii.topLeading),
    ] {
      #expect(abs(a - b) < 1e-9)
    }
    // Velocity of the frame's edges (pt/s) on either side of the re-target.
    let vBefore = (before.frame.y - earlier.frame.y) / dt
    let vAfter = (later.frame.y - after.frame.y) / dt
    let wBefore = (before.frame.width - earlier.frame.width) / dt
    let wAfter = (later.frame.width - after.frame.width) / dt
    #expect(abs(vBefore - vAfter) < 0.02 * max(abs(vBefore), 1), "\(vBefore) vs \(vAfter)")
    #expect(abs(wBefore - wAfter) < 0.02 * max(abs(wBefore), 1), "\(wBefore) vs \(wAfter)")
    let rest = engine.settle(after: t)
    #expect(rest.selectedDetent == "large")
    #expect(rest.frame.y == 47)
  }

  @Test("a finger that catches the entrance holds the frame where it is")
  func catchMidEntrance() {
    var engine = Self.sheet()
    engine.send(.present(animated: true), at: 0)
    let t = 0.1
    let before = engine.layout(at: t)
    let inside = SheetPoint(x: before.frame.x + 20, y: before.frame.y + 5)
    engine.send(.touchDown(at: inside), at: t)
    let caught = engine.layout(at: t)
    #expect(caught.phase == .dragging)
    #expect(caught.frame == before.frame)
    #expect(caught.cornerRadii == before.cornerRadii)
  }

  @Test("a hideable inline sheet hidden on its source is invisible and takes no touches")
  func hiddenInlineIsInvisible() {
    var engine = Self.sheet(.inline)
    let hidden = engine.layout(at: 0)
    #expect(hidden.opacity == 0)
    Self.expectNear(hidden.frame, Self.button.rect, 0.5)
    engine.send(.touchDown(at: SheetPoint(x: 350, y: 80)), at: 0.1)
    #expect(engine.layout(at: 0.1).phase == .dismissed)
  }

  @Test("without a source nothing changes: progress and opacity stay 1")
  func noSourceNoChange() {
    var engine = Self.sheet(source: nil)
    engine.send(.present(animated: true), at: 0)
    let first = engine.layout(at: 0)
    #expect(first.morphProgress == 1)
    #expect(first.opacity == 1)
    #expect(first.frame.y == 844)
    #expect(first.frame.width == 390)
  }

  struct BadSource: Sendable, CustomStringConvertible {
    var name: String
    var source: SheetSource
    /// The rect the engine uses; nil: dropped.
    var used: SheetRect?
    var description: String { name }
  }

  static let badSources: [BadSource] = [
    BadSource(
      name: "NaN x", source: SheetSource(rect: SheetRect(x: .nan, y: 60, width: 44, height: 44)),
      used: nil),
    BadSource(
      name: "infinite width",
      source: SheetSource(rect: SheetRect(x: 10, y: 60, width: .infinity, height: 44)), used: nil),
    BadSource(
      name: "zero size", source: SheetSource(rect: SheetRect(x: 10, y: 60, width: 0, height: 0)),
      used: nil),
    BadSource(
      name: "negative height",
      source: SheetSource(rect: SheetRect(x: 10, y: 60, width: 44, height: -5)), used: nil),
    BadSource(
      name: "right of the container",
      source: SheetSource(rect: SheetRect(x: 500, y: 60, width: 44, height: 44)),
      used: SheetRect(x: 346, y: 60, width: 44, height: 44)),
    BadSource(
      name: "above the container",
      source: SheetSource(rect: SheetRect(x: 20, y: -300, width: 44, height: 44)),
      used: SheetRect(x: 20, y: 0, width: 44, height: 44)),
    BadSource(
      name: "larger than the container",
      source: SheetSource(rect: SheetRect(x: -10, y: -10, width: 2000, height: 2000)),
      used: SheetRect(x: 0, y: 0, width: 390, height: 844)),
  ]

  @Test("a bad source is dropped or moved inside, with a diagnostic", arguments: badSources)
  func badSource(row: BadSource) {
    var engine = Self.sheet(source: row.source)
    #expect(engine.diagnostics.contains { $0.field == "sheet.source" }, "\(engine.diagnostics)")
    engine.send(.present(animated: true), at: 0)
    let first = engine.layout(at: 0)
    #expect(isFinite(first))
    #expect(first.morphProgress.isFinite && first.opacity.isFinite)
    if let used = row.used {
      Self.expectNear(first.frame, used, 1e-9)
    } else {
      // Dropped: it rises from the bottom edge as without a source.
      #expect(first.frame.y == 844)
      #expect(first.opacity == 1)
    }
    let rest = engine.settle(after: 0)
    Self.expectNear(rest.frame, Self.restFrame(.modal), 0.5)
  }

  @Test("a negative or NaN corner radius is 0, a huge one is half the shorter side")
  func badRadius() {
    for (radius, expected) in [(-4.0, 0.0), (.nan, 0), (500, 22)] {
      var engine = Self.sheet(
        source: SheetSource(
          rect: SheetRect(x: 330, y: 60, width: 44, height: 44), cornerRadius: radius))
      engine.send(.present(animated: true), at: 0)
      #expect(engine.layout(at: 0).cornerRadii.topLeading == expected, "radius \(radius)")
    }
  }
}
