import BottomSheetCore
@_spi(Lab) import BottomSheetHost
@_spi(Lab) import BottomSheetTooling
import Testing

/// A finger catching a moving sheet, and drawing between frames (the touches review's findings
/// 8 and 9).
@Suite("Host: catching and drawing")
struct CatchAndDrawTests {
  @Test("a catch at touch-down: the pan begins there and the sheet follows 1 pt per 1-pt sample")
  func catchAtTouchDown() {
    var host = HostDriver.restingModal()
    host.send(.select("large", animated: true), at: 2)
    host.frames(from: 2, to: 2.1)
    let moving = host.layout(at: 2.1)
    #expect(moving.phase == .settling)
    let finger = SheetPoint(x: 195, y: moving.top + 50)
    host.send(.touchDown(touchID: 1, at: finger, target: .content), at: 2.1)
    // The layer begins its pan now (`state = .began` in touchesBegan), at the touch's point.
    #expect(host.model.caughtAtTouchDown)
    host.send(.panBegan(touchID: 1, at: finger), at: 2.1)
    #expect(!host.model.caughtAtTouchDown)
    let caught = host.layout(at: 2.1).top
    #expect(abs(caught - moving.top) < 1e-9)
    // 10 pt up in ten 1-pt samples: no 10-pt step at the slop, the sheet moves with each one.
    var previous = caught
    for i in 1...10 {
      let t = 2.1 + Double(i) / 120
      host.send(.panMoved(touchID: 1, at: SheetPoint(x: 195, y: finger.y - Double(i))), at: t)
      let top = host.layout(at: t).top
      #expect(abs((previous - top) - 1) < 1e-9, "sample \(i)")
      previous = top
    }
    #expect(abs(previous - (caught - 10)) < 1e-9)
  }

  @Test("no catch at touch-down on a sheet at rest, nor on the backdrop: the slop applies")
  func noCatchAtRest() {
    var host = HostDriver.restingModal()
    host.send(.touchDown(touchID: 1, at: SheetPoint(x: 195, y: 600), target: .content), at: 2)
    #expect(!host.model.caughtAtTouchDown)
    host.send(.touchEnded(touchID: 1), at: 2.05)
    host.send(.select("large", animated: true), at: 3)
    host.frames(from: 3, to: 3.1)
    host.send(.touchDown(touchID: 2, at: SheetPoint(x: 195, y: 10), target: .content), at: 3.1)
    #expect(!host.model.caughtAtTouchDown)
  }

  @Test("a draw for another input between frames never steps the sheet back behind a frame")
  func noStepBack() {
    var host = HostDriver.restingModal()
    host.send(.select("large", animated: true), at: 2)
    host.frames(from: 2, to: 2.05)
    // The display link's frame for t = 2.1 (its target time, the next vsync) is drawn first.
    host.send(.advance, at: 2.1)
    let shown = host.model.frame(at: HostDriver.boot + 2.1).layout.top
    #expect(shown > 47 && shown < 445.5)
    // A measurement arrives at 2.09 (the callback's media time, before that vsync): its draw
    // is not behind the frame on screen (a moving-up sheet: not lower).
    host.send(.contentHeight(nil), at: 2.09)
    #expect(host.layouts.last?.top == shown)
    // The sheet is where it would have been had the measurement not come.
    host.frames(from: 2.1, to: 3.5)
    #expect(host.layout(at: 3.5).top == 47)
    // At rest, a frame is again a pure function of its time.
    #expect(host.layout(at: 3).top == 47)
  }
}
