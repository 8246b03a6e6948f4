@_spi(Lab) import BottomSheetCore
@_spi(Lab) import BottomSheetHost
@_spi(Lab) import BottomSheetTooling
import Testing

/// The scroll hand-off after its review (the touches review's findings 3 and 7): metrics that
/// change during a drag, and the scroll view held through the spring after a sheet-owned lift.
@Suite("Host: scroll metrics mid-drag and the lock after the lift")
struct ScrollLockTests {
  func holds(_ effects: [HostEffect]) -> [Double] {
    effects.compactMap {
      if case let .holdScrollOffset(y) = $0 { return y }
      return nil
    }
  }

  /// A modal at rest on `medium` whose `List` is 900 pt long, measured at touch-down in the
  /// room it has there (378.5 pt below the grabber), touched at y = 700 and dragged past the
  /// slop: the engine lays the content out at `large` (777 pt) as the drag begins.
  func dragInList() -> HostDriver {
    var host = HostDriver.restingModal()
    host.send(.touchDown(touchID: 1, at: SheetPoint(x: 195, y: 700), target: .scrollView), at: 2)
    host.send(.scrollMetrics(ScrollMetrics(contentHeight: 900, viewportHeight: 378.5)), at: 2)
    host.send(.panBegan(touchID: 1, at: SheetPoint(x: 195, y: 690)), at: 2.02)
    #expect(host.last.contains(.layoutContent(height: 777, bottomInset: 34)))
    return host
  }

  /// Moves the finger up in 20-pt steps from y = 690 to `to`, from `start`; the holds asked.
  func up(_ host: inout HostDriver, to end: Double, start: Double) -> [Double] {
    var y = 690.0
    var t = start
    var asked: [Double] = []
    while y - 20 >= end - 1e-9 {
      y -= 20
      t += 0.008
      host.send(.panMoved(touchID: 1, at: SheetPoint(x: 195, y: y)), at: t)
      asked += holds(host.last)
    }
    return asked
  }

  @Test("metrics re-read after the content's relayout: the model never runs past the List's end")
  func metricsAfterRelayout() {
    var host = dragInList()
    // The layer re-reads the scroll view after the layout at `large`: 900 − 777 = 123.
    host.send(.scrollMetrics(ScrollMetrics(contentHeight: 900, viewportHeight: 777)), at: 2.021)
    let asked = up(&host, to: 30, start: 2.021)
    // The sheet rose to large holding the list at its top (where it already was), then the
    // content took the finger: the list scrolls by itself, nothing is held.
    #expect(asked.isEmpty)
    #expect(host.model.engine?.contentOffset == 123)
    // Back down 50 pt: the list scrolls at once, with no dead zone behind its end.
    host.send(.panMoved(touchID: 1, at: SheetPoint(x: 195, y: 80)), at: 2.5)
    #expect(host.model.engine?.contentOffset == 73)
    #expect(holds(host.last).isEmpty)
  }

  @Test("metrics that change mid-drag bring the modelled offset back within the new end at once")
  func metricsMidDrag() {
    var host = dragInList()
    // With the viewport measured at medium, the model runs to 241.5 (the review's probe).
    let before = up(&host, to: 50, start: 2.02)
    #expect(before.isEmpty)
    #expect(host.model.engine?.contentOffset == 241.5)
    // The scroll pan's callback re-reads the metrics: the model is at 123 at once; the content
    // owns the finger, so the list itself is not held.
    host.send(.scrollMetrics(ScrollMetrics(contentHeight: 900, viewportHeight: 777)), at: 2.4)
    #expect(holds(host.last).isEmpty)
    #expect(host.model.engine?.contentOffset == 123)
    host.send(.panMoved(touchID: 1, at: SheetPoint(x: 195, y: 10)), at: 2.41)
    #expect(host.model.engine?.contentOffset == 123)
    // Self-sizing rows grow the content by 200 pt: the model goes on from where it was.
    host.send(.scrollMetrics(ScrollMetrics(contentHeight: 1_100, viewportHeight: 777)), at: 2.42)
    host.send(.panMoved(touchID: 1, at: SheetPoint(x: 195, y: -30)), at: 2.43)
    #expect(host.model.engine?.contentOffset == 163)
  }

  @Test("non-finite metrics are dropped with a diagnostic")
  func nonFiniteMetrics() {
    var host = dragInList()
    host.send(.scrollMetrics(ScrollMetrics(contentHeight: .nan, viewportHeight: 777)), at: 2.03)
    #expect(host.model.geometry.scroll == ScrollMetrics(contentHeight: 900, viewportHeight: 378.5))
    #expect(host.model.diagnostics.contains { $0.field == "host.scrollMetrics" })
  }

  @Test("after a sheet-owned lift the scroll view is held on every frame of the spring, not after")
  func holdsThroughTheSpring() {
    var host = dragInList()
    host.send(.panMoved(touchID: 1, at: SheetPoint(x: 195, y: 500)), at: 2.1)
    #expect(host.layout(at: 2.1).dragOwner == .sheet)
    #expect(host.model.hidesScrollIndicator)
    host.send(.panEnded(touchID: 1, at: SheetPoint(x: 195, y: 500), velocity: nil), at: 2.11)
    #expect(holds(host.last) == [0])
    #expect(!host.model.hidesScrollIndicator)
    // Each frame of the spring holds the list at 0 again (its own fling is stopped).
    var held = 0
    var frames = 0
    var t = 2.12
    while host.layout(at: t).phase == .settling {
      host.send(.advance, at: t)
      frames += 1
      if holds(host.last) == [0] { held += 1 }
      t += 1.0 / 120
    }
    #expect(frames > 10)
    #expect(held == frames)
    host.forget()
    host.frames(from: t, to: t + 0.5)
    #expect(holds(host.log).isEmpty)
  }

  @Test("a finger that lands during the spring ends the holds; a content-owned lift has none")
  func holdsEndAtTheNextTouch() {
    var host = dragInList()
    host.send(.panMoved(touchID: 1, at: SheetPoint(x: 195, y: 500)), at: 2.1)
    host.send(.panEnded(touchID: 1, at: SheetPoint(x: 195, y: 500), velocity: nil), at: 2.11)
    host.send(.advance, at: 2.12)
    #expect(holds(host.last) == [0])
    host.send(.touchDown(touchID: 2, at: SheetPoint(x: 195, y: 20), target: .content), at: 2.13)
    host.send(.advance, at: 2.14)
    #expect(holds(host.last).isEmpty)
    // Content-owned: at `large`, the list scrolls; the lift leaves its fling alone.
    var list = dragInList()
    list.send(.scrollMetrics(ScrollMetrics(contentHeight: 900, viewportHeight: 777)), at: 2.021)
    list.send(.panMoved(touchID: 1, at: SheetPoint(x: 195, y: 200)), at: 2.1)
    #expect(list.layout(at: 2.1).dragOwner == .content)
    #expect(!list.model.hidesScrollIndicator)
    list.send(.panEnded(touchID: 1, at: SheetPoint(x: 195, y: 200), velocity: nil), at: 2.11)
    list.forget()
    list.frames(from: 2.12, to: 3)
    #expect(holds(list.log).isEmpty)
  }
}
