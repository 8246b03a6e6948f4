@_spi(Lab) import BottomSheetCore
import Testing

/// Scroll hand-off: one continuous gesture between the inner scroll view and the sheet.
/// The sheet is a modal with [medium 398.5, large 797], a 20 pt grabber, and 2000 pt of content.
@Suite("Scroll hand-off")
struct ScrollHandoffTests {
  static var tall: SheetContext {
    var c = phone
    c.contentHeight = 2000
    return c
  }

  static func sheet(
    initial: DetentID = "medium", configure: (inout SheetConfiguration) -> Void = { _ in }
  ) -> SheetEngine {
    engine(.modal, [.medium, .large], initial: initial, context: tall, configure: configure)
  }

  @Test func draggingContentUpExpandsTheSheetFirstThenScrolls() {
    var e = Self.sheet()
    e.send(.touchDown(at: SheetPoint(x: 195, y: 600)), at: 0)  // content: below the 20 pt grabber
    #expect(e.layout(at: 0).dragOwner == .sheet)
    e.send(.touchMoved(to: SheetPoint(x: 195, y: 300)), at: 0.1)
    #expect(e.layout(at: 0.1).height == 698.5)
    #expect(e.layout(at: 0.1).contentOffset == 0)
    // 500 up: 398.5 to the sheet, 101.5 scrolled.
    e.send(.touchMoved(to: SheetPoint(x: 195, y: 100)), at: 0.2)
    let l = e.layout(at: 0.2)
    #expect(l.height == 797)  // exactly at the top: no rubber band stole the scroll
    #expect(l.contentOffset == 101.5)
    #expect(l.dragOwner == .content)
    #expect(
      e.pendingEvents.filter { $0.typeName == "handoff" }.map(\.kind) == [
        .handoff(from: .sheet, to: .content)
      ])
  }

  @Test func draggingDownScrollsToTheTopThenMovesTheSheetWithoutAJump() {
    var e = Self.sheet(initial: "large")
    e.send(.contentScrolled(offset: 80), at: 0)
    e.send(.touchDown(at: SheetPoint(x: 195, y: 300)), at: 0.1)
    #expect(e.pendingEvents.last?.kind == .dragBegan(owner: .content))
    var heights: [Double] = []
    for i in 1...22 {
      let y = 300 + Double(i) * 10
      e.send(.touchMoved(to: SheetPoint(x: 195, y: y)), at: 0.1 + Double(i) / 120)
      let l = e.layout(at: e.time)
      heights.append(l.height)
      // The sheet moves by exactly what the finger moved beyond the 80 pt of scroll.
      #expect(l.height == 797 - max(0, y - 300 - 80))
      #expect(l.contentOffset == max(0, 80 - (y - 300)))
    }
    #expect(heights.last == 657)
    #expect(e.pendingEvents.contains { $0.kind == .handoff(from: .content, to: .sheet) })
  }

  @Test func theChromeAlwaysDragsTheSheet() {
    var e = Self.sheet(initial: "large")
    e.send(.contentScrolled(offset: 80), at: 0)
    e.send(.touchDown(at: SheetPoint(x: 195, y: 55)), at: 0.1)  // grabber: 47…67
    e.send(.touchMoved(to: SheetPoint(x: 195, y: 5)), at: 0.2)
    let l = e.layout(at: 0.2)
    #expect(l.height > 797)  // rubber band
    #expect(l.contentOffset == 80)
    #expect(l.dragOwner == .sheet)
  }

  @Test func releaseWhileTheContentOwnsLeavesTheSheetWhereItIs() throws {
    var e = Self.sheet(initial: "large")
    e.drag(from: 500, to: 200, duration: 0.1, hz: 120, lift: false)
    #expect(e.layout(at: e.time).dragOwner == .content)
    e.send(.touchUp(at: SheetPoint(x: 195, y: 200)), at: e.time)
    let release = try #require(e.pendingEvents.first { $0.typeName == "released" })
    guard case let .released(velocity, projected, target) = release.kind else {
      Issue.record("not a release: \(release)")
      return
    }
    #expect(abs(velocity + 3000) < 1e-6)  // the finger's: the scroll view decelerates with it
    #expect(projected == 797)  // the sheet itself is given no velocity
    #expect(target == .detent("large"))
    #expect(e.settle(after: e.time).height == 797)
  }

  @Test func withoutExpandOnScrollTheContentScrollsAtALowDetent() {
    var e = Self.sheet { $0.behavior.expandsOnContentScroll = false }
    e.drag(from: 600, to: 500, duration: 0.1, lift: false)
    #expect(e.layout(at: e.time).height == 398.5)
    #expect(e.layout(at: e.time).contentOffset == 100)
  }

  @Test func contentThatFitsNeverScrollsSoTheSheetRubberBands() {
    var e = engine(.modal, [.medium, .large], initial: "large")  // content 300 fits
    e.drag(from: 400, to: 300, duration: 0.1, lift: false)
    #expect(e.layout(at: e.time).height > 797)
    #expect(e.layout(at: e.time).contentOffset == 0)
  }

  @Test func scrollReportsCorrectTheModel() {
    var e = Self.sheet(initial: "large")
    e.send(.touchDown(at: SheetPoint(x: 195, y: 500)), at: 0)
    e.send(.touchMoved(to: SheetPoint(x: 195, y: 400)), at: 0.05)
    #expect(e.layout(at: 0.05).contentOffset == 100)
    e.send(.contentScrolled(offset: 30), at: 0.06)  // the scroll view bounced: it knows best
    // 50 down: 30 scrolls, 20 moves the sheet.
    e.send(.touchMoved(to: SheetPoint(x: 195, y: 450)), at: 0.07)
    #expect(e.layout(at: 0.07).contentOffset == 0)
    #expect(e.layout(at: 0.07).height == 777)
  }
}

@Suite("Events and progress")
struct EventTests {
  @Test func eventOrderIsDeterministic() {
    func run() -> [SheetEvent] {
      var e = engine(.modal, [.height(120), .medium, .large])
      let up = e.drag(from: 760, to: 300, duration: 0.2, hz: 120)
      _ = e.settle(after: up)
      return e.pendingEvents
    }
    let events = run()
    #expect(events == run())
    #expect(
      events.map(\.typeName) == [
        "dragBegan", "detentCrossed", "released", "selectionChanged", "settled",
      ])
    #expect(events[1].kind == .detentCrossed("medium", upward: true))
  }

  @Test func detentCrossingsAndDismissArmingWhileDragging() {
    var e = engine(.modal, [.height(120), .medium, .large], initial: "large")
    e.send(.touchDown(at: SheetPoint(x: 195, y: 100)), at: 0)
    e.send(.touchMoved(to: SheetPoint(x: 195, y: 600)), at: 0.1)  // height 297: crossed medium
    e.send(.touchMoved(to: SheetPoint(x: 195, y: 800)), at: 0.2)  // height 97: crossed 120
    e.send(.touchMoved(to: SheetPoint(x: 195, y: 850)), at: 0.3)  // height 47 < 60: armed
    e.send(.touchMoved(to: SheetPoint(x: 195, y: 820)), at: 0.4)  // height 77: disarmed
    #expect(
      e.pendingEvents.map(\.kind) == [
        .dragBegan(owner: .sheet), .detentCrossed("medium", upward: false),
        .detentCrossed("height:120", upward: false), .dismissArmed(true), .dismissArmed(false),
      ])
    #expect(e.eventNames.suffix(2) == ["dismissArmed", "dismissDisarmed"])
  }

  @Test func progressOverallAndBetweenAdjacentDetents() {
    var e = engine(.inline, [.height(120), .medium, .large])
    e.drag(from: 760, to: 760 - 480, duration: 0.1, lift: false)  // height 600
    let l = e.layout(at: e.time)
    #expect(abs(l.progress - (600 - 120) / 677.0) < 1e-12)
    #expect(l.segment.lower == 1 && l.segment.upper == 2)
    #expect(abs(l.segment.fraction - (600 - 398.5) / 398.5) < 1e-12)
    #expect(engine().layout(at: 0).progress == 0)
    #expect(engine(initial: "large").layout(at: 0).progress == 1)
  }
}

@Suite("Accessibility semantics")
struct AccessibilityTests {
  @Test func incrementAndDecrementStepThroughDetentsWithoutDismissing() {
    var e = engine(.modal, [.height(120), .medium, .large])
    var seen: [DetentID?] = []
    for t in [0.0, 2, 4] {
      e.send(.accessibilityIncrement, at: t)
      seen.append(e.selectedDetentID)
    }
    #expect(seen == ["medium", "large", "large"])
    for t in [6.0, 8, 10] { e.send(.accessibilityDecrement, at: t) }
    #expect(e.selectedDetentID == "height:120")
    #expect(e.isPresented)
  }

  @Test func escapeDismissesOnlyWhenAllowed() {
    var allowed = engine(.modal)
    allowed.send(.accessibilityEscape, at: 0)
    #expect(allowed.pendingEvents.map(\.kind) == [.dismissed(reason: .programmatic)])
    var guarded = engine(.modal) { $0.isDismissible = false }
    guarded.send(.accessibilityEscape, at: 0)
    #expect(guarded.pendingEvents.map(\.kind) == [.dismissBlocked(reason: .programmatic)])
    var inline = engine(.inline)
    inline.send(.accessibilityEscape, at: 0)
    #expect(inline.pendingEvents.isEmpty)
  }

  @Test func reduceMotionArrivesQuicklyWithoutOvershoot() throws {
    var e = engine(.inline, [.height(120), .large]) { $0.behavior.reduceMotion = true }
    let up = e.drag(from: 760, to: 560, duration: 0.1, hz: 120)  // a 2000 pt/s flick
    var peak = 0.0
    for i in 0...240 { peak = max(peak, e.layout(at: up + Double(i) / 240).height) }
    #expect(peak <= 797 + 1e-9)
    var copy = e
    _ = copy.settle(after: up)
    let settled = try #require(copy.pendingEvents.first { $0.typeName == "settled" })
    #expect(settled.time - up < 0.6)
  }
}
