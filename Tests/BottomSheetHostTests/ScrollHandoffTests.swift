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
    // The content owns the finger: the list scrolls natively, nothing holds it.
    #expect(holds(host.last).isEmpty)
    // The scroll view reports where its own pan put it: that is where the list is.
    host.send(.contentScrolled(offset: 104), at: 2.2)
    #expect(holds(host.last).isEmpty)
    #expect(host.model.engine?.contentOffset == 104)
    // Down 150 pt: 104 scroll the list back to its top, 46 move the sheet from exactly there,
    // and the sheet, owning the finger again, holds the list at its top.
    host.send(.panMoved(touchID: 1, at: SheetPoint(x: 195, y: 690 - 348.5)), at: 2.3)
    #expect(host.layout(at: 2.3).top == 93)
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

  /// The touches review's finding 4 (its appendix case 3): at `large`, a list 274 pt from its
  /// end (at 200 of 274) dragged up 10 pt per touch event, the scroll view's own pan acting
  /// first and rubber-banding past the end (at a third of the finger's pace). Before, every
  /// event held the list twice, back to the model's last value and forward to the new one,
  /// and from 274 on held it there: `[200, 210, 210, 220, …, 274, 274, …]`, no bounce.
  @Test("at large, a content-owned drag past the list's end holds nothing: the list bounces")
  func contentOwnedDragPastTheEnd() {
    var host = modalWithList(rows: 0)
    host.send(.scrollMetrics(ScrollMetrics(contentHeight: 974, viewportHeight: 700)), at: 1.5)
    host.send(.select("large", animated: false), at: 2)
    host.send(.contentScrolled(offset: 200), at: 2.1)  // the list scrolled earlier
    host.forget()
    host.send(.touchDown(touchID: 1, at: SheetPoint(x: 195, y: 700), target: .scrollView), at: 3)
    host.send(.panBegan(touchID: 1, at: SheetPoint(x: 195, y: 690)), at: 3.02)
    var owners: [DragOwner] = []
    var modelled: [Double] = []
    for k in 1...16 {
      let t = 3.02 + Double(k) / 120
      let natural = 200 + 10 * Double(k)
      let shown = natural <= 274 ? natural : 274 + (natural - 274) / 3
      host.send(.contentScrolled(offset: shown), at: t)
      host.send(.panMoved(touchID: 1, at: SheetPoint(x: 195, y: 690 - 10 * Double(k))), at: t)
      owners.append(host.layout(at: t).dragOwner)
      modelled.append(host.model.engine?.contentOffset ?? .nan)
    }
    #expect(holds(host.log).isEmpty)
    #expect(owners.allSatisfy { $0 == .content })
    #expect(modelled.max() == 274)  // the model stays within the list
    #expect(host.layout(at: 3.2).top == 47)
    // The lift leaves the scroll view's own spring-back alone.
    host.send(.panEnded(touchID: 1, at: SheetPoint(x: 195, y: 530), velocity: nil), at: 3.2)
    host.frames(from: 3.2, to: 3.6)
    #expect(holds(host.log).isEmpty)
  }
}
