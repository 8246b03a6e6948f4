@_spi(Lab) import BottomSheetCore
import Testing

@Suite("Inline style")
struct InlineStyleTests {
  @Test func onScreenFromTheFirstFrameWithoutAnimation() {
    let e = engine(.inline, [.height(120), .large], initial: "large")
    for t in [0.0, 0.016, 0.5] {
      let l = e.layout(at: t)
      #expect(l.phase == .idle)
      #expect(l.height == 797)
      #expect(l.backdropOpacity == 0)
      #expect(!l.backdropBlocksTouches)
    }
    #expect(e.pendingEvents.isEmpty)
  }

  @Test func hideableByDragWhenConfigured() {
    var e = engine(.inline, [.height(120), .large]) { $0.isDismissible = true }
    let up = e.drag(from: 760, to: 840, duration: 0.05, hz: 120)
    #expect(e.eventNames.contains("dismissed"))
    #expect(!e.isPresented)
    let rest = e.settle(after: up)
    #expect(rest.phase == .dismissed)
    #expect(rest.top == 844)
  }
}

@Suite("Modal style")
struct ModalStyleTests {
  @Test func backdropRisesContinuouslyWithThePresentation() {
    var e = engine(.modal, [.medium, .large]) { $0.startsPresented = false }
    e.send(.present(animated: true), at: 0)
    var previous = -1.0
    for t in stride(from: 0.0, through: 0.25, by: 1.0 / 120) {
      let l = e.layout(at: t)
      #expect(abs(l.backdropOpacity - 0.4 * min(max(l.height / 398.5, 0), 1)) < 1e-9)
      #expect(l.backdropOpacity >= previous - 1e-9 || l.height > 398.5)
      previous = l.backdropOpacity
    }
    #expect(e.settle(after: 0).backdropOpacity == 0.4)
  }

  @Test func entranceUsesTheSameSpringAsEverythingElse() {
    var e = engine(.modal, [.medium]) { $0.startsPresented = false }
    e.send(.present(animated: true), at: 0)
    let expected = SpringMotion(from: 0, to: 398.5, initialVelocity: 0, spring: .default)
    for t in [0.05, 0.1, 0.2] {
      #expect(abs(e.layout(at: t).height - expected.position(at: t)) < 1e-9)
    }
  }

  @Test func undimmedThroughMediumPassesTouchesThrough() {
    var e = engine(.modal, [.height(120), .medium, .large], initial: "medium") {
      $0.undimmedThrough = "medium"
    }
    #expect(e.layout(at: 0).backdropOpacity == 0)
    #expect(!e.layout(at: 0).backdropBlocksTouches)
    // Halfway from medium (398.5) to large (797): half the opacity.
    e.drag(from: 500, to: 500 - 199.25, duration: 0.1, lift: false)
    #expect(abs(e.layout(at: e.time).backdropOpacity - 0.2) < 1e-9)
    #expect(e.layout(at: e.time).backdropBlocksTouches)
    // A down outside the sheet at medium is not a backdrop tap: nothing happens.
    var resting = engine(.modal, [.height(120), .medium, .large], initial: "medium") {
      $0.undimmedThrough = "medium"
    }
    resting.send(.touchDown(at: SheetPoint(x: 195, y: 100)), at: 0)
    #expect(resting.pendingEvents.isEmpty)
  }

  @Test(arguments: [
    (BackdropTapAction.dismiss, true, ["dismissed"], false),
    (BackdropTapAction.dismiss, false, ["dismissBlocked"], true),
    (BackdropTapAction.collapse, true, ["selectionChanged"], true),
    (BackdropTapAction.none, true, [], true),
  ])
  func backdropTap(action: BackdropTapAction, dismissible: Bool, events: [String], presented: Bool)
  {
    var e = engine(.modal, [.height(120), .medium, .large], initial: "medium") {
      $0.backdropTap = action
      $0.isDismissible = dismissible
    }
    e.send(.touchDown(at: SheetPoint(x: 195, y: 100)), at: 1)
    e.send(.touchUp(at: SheetPoint(x: 195, y: 100)), at: 1.1)
    #expect(e.eventNames == events)
    #expect(e.isPresented == presented)
    if events.first == "dismissed" {
      guard case .dismissed(let reason)? = e.pendingEvents.first?.kind else {
        Issue.record("no dismissal: \(e.pendingEvents)")
        return
      }
      #expect(reason == .backdrop)
    }
  }

  @Test func dragDismissalWhenAllowed() {
    var e = engine(.modal, [.medium, .large])
    let up = e.drag(from: 500, to: 800, duration: 0.1, hz: 120)
    #expect(e.eventNames.contains("dismissed"))
    #expect(e.pendingEvents.contains { $0.kind == .dismissed(reason: .drag) })
    #expect(e.settle(after: up).phase == .dismissed)
  }

  @Test func blockedDismissalReturnsToTheLowestDetent() {
    var e = engine(.modal, [.medium, .large], initial: "large") { $0.isDismissible = false }
    let up = e.drag(from: 100, to: 800, duration: 0.15, hz: 120)
    #expect(e.pendingEvents.contains { $0.kind == .dismissBlocked(reason: .drag) })
    #expect(e.isPresented)
    #expect(e.selectedDetentID == "medium")
    #expect(e.settle(after: up).height == 398.5)
  }

  @Test func fitsContentIncludesTheChrome() {
    let e = engine(.modal, [.fitsContent, .large]) {
      $0.chrome = SheetChrome(grabberHeight: 20, headerHeight: 56)
    }
    #expect(e.detents[0].height == 376)  // 300 + 20 + 56
    #expect(e.layout(at: 0).contentHeight == 300)
    #expect(!e.layout(at: 0).contentOverflows)
  }
}

@Suite("Floating style")
struct FloatingStyleTests {
  @Test func cardIsInsetAndRoundedOnAllCorners() {
    let l = engine(.floating, [.height(260), .height(420)]).layout(at: 0)
    #expect(l.frame == SheetRect(x: 12, y: 538, width: 366, height: 260))  // base 844 − 34 − 12
    #expect(l.cornerRadii == CornerRadii(top: 24, bottom: 24))
  }

  @Test func dampedRubberBandUpwardAndSideways() {
    var e = engine(.floating, [.height(260), .height(420)], initial: "height:420")
    e.send(.touchDown(at: SheetPoint(x: 195, y: 500)), at: 0)
    // 100 up past the top, 60 sideways.
    e.send(.touchMoved(to: SheetPoint(x: 255, y: 400)), at: 0.1)
    let l = e.layout(at: 0.1)
    #expect(l.height == 470)  // 100 / (1 + 100/100) = 50
    #expect(l.horizontalOffset == 15)  // 60 / (1 + 60/20) = 15
    #expect(l.stretch == 0.5)
    #expect(l.sidewaysStretch == 0.75)  // of the most it can show: min(scale 20, limit 30)
    e.send(.touchMoved(to: SheetPoint(x: 995, y: -2000)), at: 0.2)
    #expect(e.layout(at: 0.2).horizontalOffset == 800.0 / (1 + 800.0 / 20))
    #expect(e.layout(at: 0.2).height <= 520)
    e.send(.touchUp(at: SheetPoint(x: 995, y: -2000)), at: 0.3)
    let rest = e.settle(after: 0.3)
    #expect(rest.horizontalOffset == 0)
    #expect(rest.height == 420)
  }

  @Test func dragDownFollowsOneToOneAndDismisses() {
    var e = engine(.floating, [.height(260), .height(420)])
    e.drag(from: 600, to: 700, duration: 0.1, lift: false)
    #expect(e.layout(at: e.time).height == 160)
    #expect(e.layout(at: e.time).frame.height == 260)  // the card slides, it does not shrink
    e.send(.touchMoved(to: SheetPoint(x: 195, y: 820)), at: e.time + 0.02)
    e.send(.touchUp(at: SheetPoint(x: 195, y: 840)), at: e.time + 0.02)
    #expect(e.pendingEvents.contains { $0.kind == .dismissed(reason: .drag) })
    let rest = e.settle(after: e.time)
    #expect(rest.top == 844)
  }
}

@Suite("All styles")
struct CommonStyleTests {
  @Test func shapeMorphingInterpolatesFromCardToAttached() {
    var e = engine(.floating, [.height(240), .large]) { $0.morphsShape = true }
    let low = e.layout(at: 0)
    #expect(low.frame == SheetRect(x: 12, y: 604, width: 366, height: 194))
    #expect(low.cornerRadii == CornerRadii(top: 24, bottom: 24))
    e.drag(from: 700, to: 700 - (797 - 240) / 2, duration: 0.1, lift: false)
    let mid = e.layout(at: e.time)
    #expect(abs(mid.frame.x - 6) < 1e-9)
    #expect(abs(mid.cornerRadii.bottomLeading - 12) < 1e-9)
    e.send(.select("large", animated: false), at: e.time)
    e.send(.touchUp(at: SheetPoint(x: 195, y: 100)), at: e.time + 0.1)
    let top = e.settle(after: e.time)
    #expect(top.frame == SheetRect(x: 0, y: 47, width: 390, height: 797))
    #expect(top.cornerRadii == CornerRadii(top: 24, bottom: 0))
  }

  @Test(arguments: SheetStyle.allCases)
  func wideContainersCentreAtTheMaximumWidth(_ style: SheetStyle) {
    let wide = SheetContext(containerSize: SheetSize(width: 1024, height: 768), contentHeight: 100)
    let l = engine(style, context: wide).layout(at: 0)
    #expect(l.frame.width == 640)
    #expect(l.frame.x == 192)
  }

  @Test func insetsWiderThanTheContainerAreClamped() {
    let narrow = SheetContext(containerSize: SheetSize(width: 20, height: 844))
    let e = engine(.floating)
    _ = e
    let f = engine(.floating, context: narrow)
    #expect(f.layout(at: 0).frame.width == 0)
    #expect(f.diagnostics.contains { $0.field == "sheet.floatingInset.horizontal" })
    #expect(isFinite(f.layout(at: 0)))
  }

  /// The content is laid out at the height the whole motion needs, not per frame: at most two
  /// content-height changes per gesture.
  @Test(arguments: [(760.0, 560.0), (760.0, 300.0), (760.0, 740.0), (760.0, 900.0)])
  func contentHeightChangesAtMostTwicePerGesture(from: Double, to: Double) {
    var e = engine(.inline, [.height(120), .medium, .large])
    var heights: [Double] = [e.layout(at: 0).contentHeight]
    e.send(.touchDown(at: SheetPoint(x: 195, y: from)), at: 0)
    var t = 0.0
    for i in 1...24 {
      t = Double(i) / 120
      e.send(.touchMoved(to: SheetPoint(x: 195, y: from + (to - from) * Double(i) / 24)), at: t)
      heights.append(e.layout(at: t).contentHeight)
    }
    e.send(.touchUp(at: SheetPoint(x: 195, y: to)), at: t)
    for i in 1...360 {
      let s = t + Double(i) / 120
      e.send(.advance, at: s)
      heights.append(e.layout(at: s).contentHeight)
    }
    var changes = 0
    for (a, b) in zip(heights, heights.dropFirst()) where a != b { changes += 1 }
    #expect(changes <= 2)
    #expect(heights.dropFirst().dropLast(400).allSatisfy { $0 == 777 })  // during: highest − chrome
    #expect(heights.last == (e.detent(e.selectedDetentID!)!.height - 20))
  }
}

@Suite("Corner radii")
struct CornerRadiiTests {
  @Test func radiiFitTheRectangle() {
    let radii = CornerRadii(topLeading: 24, topTrailing: 30, bottomLeading: 8, bottomTrailing: -3)
    #expect(
      radii.fitting(width: 366, height: 40)
        == CornerRadii(
          topLeading: 20, topTrailing: 20, bottomLeading: 8, bottomTrailing: 0))
    #expect(
      radii.fitting(width: 366, height: 400)
        == CornerRadii(
          topLeading: 24, topTrailing: 30, bottomLeading: 8, bottomTrailing: 0))
    #expect(radii.fitting(width: .nan, height: 400) == CornerRadii(top: 0, bottom: 0))
    let odd = CornerRadii(
      topLeading: .infinity, topTrailing: .nan, bottomLeading: 4, bottomTrailing: 4)
    #expect(
      odd.fitting(width: 100, height: 100)
        == CornerRadii(
          topLeading: 0, topTrailing: 0, bottomLeading: 4, bottomTrailing: 4))
  }
}
