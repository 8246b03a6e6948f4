import BottomSheetCore
@_spi(Lab) import BottomSheetHost
@_spi(Lab) import BottomSheetTooling
import Testing

@Suite("Host: touches")
struct TouchTests {
  func restingModal() -> HostDriver { HostDriver.restingModal() }

  @Test("a tap on a button moves nothing: no drag, no wobble")
  func tapMovesNothing() {
    var host = restingModal()
    let before = host.layout(at: 2)
    host.send(.touchDown(touchID: 1, at: SheetPoint(x: 195, y: 600), target: .content), at: 2)
    #expect(host.layout(at: 2.05).top == before.top)
    host.send(.touchEnded(touchID: 1), at: 2.08)
    #expect(host.eventNames.isEmpty)
    #expect(host.layout(at: 2.5).top == 445.5)
  }

  @Test("a drag that starts on a button moves the sheet 1:1 from where the slop ended")
  func dragFromButton() {
    var host = restingModal()
    host.drag(from: 600, to: 400, start: 2, target: .content, lift: false)
    // The pan began at y = 590; the finger is at 400: 190 pt up, tracked exactly.
    #expect(abs(host.layout(at: 2.3).top - (445.5 - 190)) < 1e-9)
    #expect(host.eventNames == ["dragBegan"])
  }

  @Test("a sideways drag on a carousel never starts the sheet's pan; a card's own drag does")
  func directionLock() {
    var host = restingModal()
    host.send(
      .touchDown(touchID: 1, at: SheetPoint(x: 195, y: 600), target: .horizontalScroller), at: 2)
    #expect(!host.model.shouldBeginPan(translation: SheetPoint(x: 12, y: 3)))
    #expect(host.model.shouldBeginPan(translation: SheetPoint(x: 3, y: 12)))
    host.send(.touchEnded(touchID: 1), at: 2.2)
    // Not on a carousel, a modal still locks to vertical.
    host.send(.touchDown(touchID: 2, at: SheetPoint(x: 195, y: 600), target: .content), at: 3)
    #expect(!host.model.shouldBeginPan(translation: SheetPoint(x: -12, y: 2)))
    host.send(.touchEnded(touchID: 2), at: 3.1)
    #expect(host.eventNames.isEmpty)

    var card = HostDriver(.floating, detents: [.height(200), .height(400)])
    card.measure()
    card.frames(from: 0, to: 1.5)
    let top = card.layout(at: 1.5).top
    card.send(.touchDown(touchID: 1, at: SheetPoint(x: 195, y: top + 40), target: .content), at: 2)
    #expect(card.model.shouldBeginPan(translation: SheetPoint(x: 12, y: 3)))
    card.send(.touchEnded(touchID: 1), at: 2.1)
    card.send(
      .touchDown(touchID: 2, at: SheetPoint(x: 195, y: top + 40), target: .horizontalScroller),
      at: 3)
    #expect(!card.model.shouldBeginPan(translation: SheetPoint(x: 12, y: 3)))
  }

  @Test("a finger that lands outside the sheet never drags it")
  func outsideNeverDrags() {
    var host = restingModal()
    host.send(.touchDown(touchID: 1, at: SheetPoint(x: 195, y: 200), target: .content), at: 2)
    #expect(!host.model.shouldBeginPan(translation: SheetPoint(x: 0, y: 40)))
  }

  @Test("a second finger is ignored until the first lifts")
  func secondFinger() {
    var host = restingModal()
    host.drag(from: 600, to: 500, start: 2, touchID: 1, lift: false)
    let top = host.layout(at: 2.25).top
    host.send(.touchDown(touchID: 2, at: SheetPoint(x: 100, y: 700), target: .content), at: 2.26)
    host.send(.panBegan(touchID: 2, at: SheetPoint(x: 100, y: 690)), at: 2.27)
    host.send(.panMoved(touchID: 2, at: SheetPoint(x: 100, y: 300)), at: 2.28)
    host.send(.panEnded(touchID: 2, at: SheetPoint(x: 100, y: 300), velocity: nil), at: 2.29)
    #expect(host.layout(at: 2.29).top == top)
    #expect(host.layout(at: 2.29).phase == .dragging)
    host.send(.panEnded(touchID: 1, at: SheetPoint(x: 195, y: 500), velocity: nil), at: 2.3)
    #expect(host.eventNames.filter { $0 == "dragBegan" }.count == 1)
  }

  @Test(
    "the system cancels a drag: the sheet settles to the nearest detent and the next drag works")
  func systemCancellation() {
    var host = restingModal()
    host.drag(from: 600, to: 300, start: 2, lift: false)
    // 290 pt up from 445.5: top edge at 155.5, nearer large (47) than medium (445.5).
    host.send(.panCancelled(touchID: 1), at: 2.25)
    host.frames(from: 2.25, to: 3.5)
    #expect(host.eventNames.contains("cancelled"))
    #expect(host.layout(at: 3.5).top == 47)
    host.forget()
    // 250 pt down in 0.6 s (about 420 pt/s): projected to a height of about 340, so medium.
    host.drag(from: 100, to: 350, start: 4, duration: 0.6)
    host.frames(from: 4.65, to: 6)
    #expect(host.eventNames.first == "dragBegan")
    #expect(host.layout(at: 6).top == 445.5)
  }

  @Test("a finger on a moving sheet catches it before the slop; lifted without a drag it settles")
  func catchMovingSheet() {
    var host = restingModal()
    host.send(.select("large", animated: true), at: 2)
    host.frames(from: 2, to: 2.1)
    let moving = host.layout(at: 2.1)
    #expect(moving.phase == .settling)
    host.send(
      .touchDown(touchID: 1, at: SheetPoint(x: 195, y: moving.top + 50), target: .content), at: 2.1)
    let caught = host.layout(at: 2.2)
    #expect(caught.phase == .dragging)
    #expect(abs(caught.top - moving.top) < 1e-9)
    host.send(.touchEnded(touchID: 1), at: 2.2)
    host.frames(from: 2.2, to: 3.5)
    let rest = host.layout(at: 3.5)
    #expect(rest.phase == .idle)
    #expect(rest.top == 47 || rest.top == 445.5)
  }

  @Test("a throw too short for the engine's own estimate uses the platform's velocity")
  func platformVelocityForShortThrows() {
    func release(platform: SheetVelocity?) -> SheetLayout {
      var host = restingModal()
      host.send(.touchDown(touchID: 1, at: SheetPoint(x: 195, y: 600), target: .chrome), at: 2)
      host.send(.panBegan(touchID: 1, at: SheetPoint(x: 195, y: 590)), at: 2.02)
      // Two samples in all: the pan's begin and the lift, 30 pt higher, 16 ms later.
      host.send(
        .panEnded(touchID: 1, at: SheetPoint(x: 195, y: 560), velocity: platform), at: 2.036)
      host.frames(from: 2.04, to: 3.5)
      return host.layout(at: 3.5)
    }
    // UIKit's pan says the finger left at 3 000 pt/s upward: the sheet reaches large.
    #expect(release(platform: SheetVelocity(x: 0, y: -3_000)).top == 47)
    // The engine's own two-sample estimate (1 875 pt/s) would reach large as well; UIKit saying
    // the finger was slowing to 200 pt/s keeps the sheet on medium (projected 100 pt: nearer
    // medium, and under the 300 pt/s that forces the next detent).
    #expect(release(platform: SheetVelocity(x: 0, y: -200)).top == 445.5)
    #expect(release(platform: nil).top == 47)
  }

  @Test(
    "a scroll view under the finger is a sideways scroller only when it scrolls only sideways",
    arguments: [
      // content w, h, bounds w, h, bounces vertically → sideways
      (1_200.0, 80.0, 390.0, 80.0, false, true),  // a carousel
      (1_200.0, 80.0, 390.0, 80.0, true, false),  // a carousel told to bounce vertically
      (390.0, 1_760.0, 390.0, 700.0, false, false),  // a List
      (390.0, 200.0, 390.0, 700.0, true, false),  // a short List (it bounces vertically)
      (390.4, 80.0, 390.0, 80.0, false, false),  // half a point wider: rounding, not scrolling
      (1_200.0, 1_200.0, 390.0, 700.0, false, false),  // scrolls both ways: the sheet's
    ])
  func sidewaysScroller(
    _ w: Double, _ h: Double, _ bw: Double, _ bh: Double, _ bounces: Bool, _ sideways: Bool
  ) {
    #expect(
      TouchTarget.scrollsOnlySideways(
        contentWidth: w, contentHeight: h, boundsWidth: bw, boundsHeight: bh,
        bouncesVertically: bounces) == sideways)
  }
}
