import BottomSheetCore
@_spi(Lab) import BottomSheetHost
@_spi(Lab) import BottomSheetTooling
import Testing

@Suite("Host: scroll hand-off")
struct ScrollHandoffTests {
  /// A modal at rest on `medium` whose content is a `List` of `rows` 44-pt rows.
  func modalWithList(rows: Int) -> HostDriver {
    var host = HostDriver()
    host.measure()
    host.send(
      .scrollMetrics(
        ScrollMetrics(contentHeight: Double(rows) * 44, verticalInsets: 0, viewportHeight: 700)),
      at: 0)
    host.frames(from: 0, to: 1.5)
    host.forget()
    return host
  }

  func holds(_ effects: [HostEffect]) -> [Double] {
    effects.compactMap {
      if case let .holdScrollOffset(y) = $0 { return y }
      return nil
    }
  }

  @Test("overflowing List: the sheet expands first, then the list scrolls, then back, with no jump")
  func overflowingList() throws {
    var host = modalWithList(rows: 40)  // 1 760 pt of rows in a 700 pt viewport
    let finger = SheetPoint(x: 195, y: 700)
    host.send(.touchDown(touchID: 1, at: finger, target: .scrollView), at: 2)
    host.send(.panBegan(touchID: 1, at: SheetPoint(x: 195, y: 690)), at: 2.02)
    // The scroll view's own pan moved it 10 pt; the sheet owns the finger: held at 0, at once.
    host.send(.contentScrolled(offset: 10), at: 2.02)
    #expect(holds(host.last) == [0])
    // 398.5 pt takes the sheet from medium to large; 100 pt more scrolls the list.
    host.send(.panMoved(touchID: 1, at: SheetPoint(x: 195, y: 690 - 398.5)), at: 2.1)
    #expect(host.layout(at: 2.1).top == 47)
    #expect(host.layout(at: 2.1).dragOwner == .sheet)
    host.send(.panMoved(touchID: 1, at: SheetPoint(x: 195, y: 690 - 498.5)), at: 2.2)
    #expect(host.layout(at: 2.2).top == 47)
    #expect(host.layout(at: 2.2).dragOwner == .content)
    #expect(holds(host.last) == [100])
    // The scroll view reports where its own pan put it: held where the engine models it.
    host.send(.contentScrolled(offset: 104), at: 2.2)
    #expect(holds(host.last) == [100])
    // Down 150 pt: 100 scroll the list back to its top, 50 move the sheet from exactly there.
    host.send(.panMoved(touchID: 1, at: SheetPoint(x: 195, y: 690 - 348.5)), at: 2.3)
    #expect(host.layout(at: 2.3).top == 97)
    #expect(holds(host.last) == [0])
    #expect(host.eventNames.filter { $0 == "handoff" }.count == 2)
    // Released while the sheet owned the finger: the list's own fling is stopped.
    host.send(
      .panEnded(touchID: 1, at: SheetPoint(x: 195, y: 690 - 348.5), velocity: nil), at: 2.4)
    #expect(holds(host.last) == [0])
  }

  @Test("a List that does not overflow never scrolls: the sheet moves and the list is held at 0")
  func shortList() {
    var host = modalWithList(rows: 5)  // 220 pt of rows
    host.send(.touchDown(touchID: 1, at: SheetPoint(x: 195, y: 700), target: .scrollView), at: 2)
    host.send(.panBegan(touchID: 1, at: SheetPoint(x: 195, y: 690)), at: 2.02)
    host.send(.panMoved(touchID: 1, at: SheetPoint(x: 195, y: 100)), at: 2.1)
    host.send(.contentScrolled(offset: 6), at: 2.1)
    #expect(holds(host.last) == [0])
    #expect(host.layout(at: 2.1).dragOwner == .sheet)
    // 590 pt up from medium: past large (398.5 up) into the rubber band.
    #expect(host.layout(at: 2.1).top < 47)
  }

  @Test("the list's extent comes from the scroll view, not from the laid-out height")
  func extentFromScrollView() {
    var host = modalWithList(rows: 40)
    #expect(host.model.geometry.context.contentHeight == 1_760)
    #expect(host.layout(at: 2).contentOverflows)
    host.send(.scrollMetrics(ScrollMetrics(contentHeight: 200, viewportHeight: 700)), at: 2)
    #expect(!host.layout(at: 2).contentOverflows)
  }

  @Test("a fling the content owned keeps going: the engine learns the offsets after the lift")
  func contentFlingAfterLift() {
    var host = modalWithList(rows: 40)
    host.send(.select("large", animated: false), at: 2)
    host.send(.touchDown(touchID: 1, at: SheetPoint(x: 195, y: 700), target: .scrollView), at: 3)
    host.send(.panBegan(touchID: 1, at: SheetPoint(x: 195, y: 690)), at: 3.02)
    host.send(.panMoved(touchID: 1, at: SheetPoint(x: 195, y: 490)), at: 3.1)
    #expect(host.layout(at: 3.1).dragOwner == .content)
    host.send(.panEnded(touchID: 1, at: SheetPoint(x: 195, y: 490), velocity: nil), at: 3.1)
    #expect(holds(host.last).isEmpty)
    host.send(.contentScrolled(offset: 420), at: 3.3)
    #expect(holds(host.last).isEmpty)
    #expect(host.model.engine?.contentOffset == 420)
  }

  @Test("the modelled offset never runs past the list's end")
  func clampAtEnd() {
    var host = modalWithList(rows: 20)  // 880 pt: 180 pt past a 700 pt viewport
    host.send(.select("large", animated: false), at: 2)
    host.send(.touchDown(touchID: 1, at: SheetPoint(x: 195, y: 800), target: .scrollView), at: 3)
    host.send(.panBegan(touchID: 1, at: SheetPoint(x: 195, y: 790)), at: 3.02)
    host.send(.panMoved(touchID: 1, at: SheetPoint(x: 195, y: 390)), at: 3.1)
    #expect(host.model.engine?.contentOffset == 180)
    // Back down 100 pt: the list scrolls at once, with no dead zone.
    host.send(.panMoved(touchID: 1, at: SheetPoint(x: 195, y: 490)), at: 3.2)
    #expect(host.model.engine?.contentOffset == 80)
  }
}
