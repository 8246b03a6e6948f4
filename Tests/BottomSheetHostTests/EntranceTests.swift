import BottomSheetCore
@_spi(Lab) import BottomSheetHost
@_spi(Lab) import BottomSheetTooling
import Testing

/// The entrance of a presented sheet (the touches review's findings 2, 6 and 12.8): what a tap
/// does while the sheet rises, when VoiceOver's focus moves in, and what VoiceOver is told.
@Suite("Host: the entrance")
struct EntranceTests {
  /// A modal on `medium` whose binding turns true at t = 0.5 (the entrance starts there).
  func entering() -> HostDriver {
    var host = HostDriver(presented: false, selection: "medium")
    host.measure()
    host.send(.presentedBinding(true), at: 0.5)
    return host
  }

  @Test("a backdrop tap 150 ms into the entrance does nothing; after it settles, a tap dismisses")
  func backdropTapDuringEntrance() {
    var host = entering()
    host.frames(from: 0.5, to: 0.65)
    let rising = host.model.frame(at: HostDriver.boot + 0.65)
    // The second tap of a double tap on "Show": the backdrop already dims and blocks.
    #expect(rising.layout.backdropBlocksTouches)
    #expect(rising.layout.top > 445.5)
    host.send(.backdropTap(at: SheetPoint(x: 195, y: 100)), at: 0.65)
    host.frames(from: 0.65, to: 2)
    #expect(!host.actions.contains(.setPresented(false)))
    #expect(!host.actions.contains(.callOnDismiss))
    #expect(host.layout(at: 2).top == 445.5)
    #expect(host.layout(at: 2).phase == .idle)
    // Settled: the backdrop dismisses again.
    host.send(.backdropTap(at: SheetPoint(x: 195, y: 100)), at: 2.1)
    host.frames(from: 2.1, to: 3.5)
    #expect(host.actions.suffix(3) == [.setPresented(false), .detach, .callOnDismiss])
  }

  @Test("a tap on the rising sheet 42 ms in neither catches nor dismisses it")
  func tapOnTheRisingSheet() {
    var host = entering()
    host.frames(from: 0.5, to: 0.54)
    let rising = host.layout(at: 0.542)
    // Below half of medium (398.5 / 2): caught and released still, it would be dismissed.
    #expect(rising.height < 398.5 / 2)
    let finger = SheetPoint(x: 195, y: rising.top + 20)
    host.send(.touchDown(touchID: 1, at: finger, target: .content), at: 0.542)
    #expect(!host.model.caughtAtTouchDown)
    #expect(host.layout(at: 0.55).phase == .settling)
    host.send(.touchEnded(touchID: 1), at: 0.6)
    host.frames(from: 0.55, to: 2)
    #expect(!host.actions.contains(.setPresented(false)))
    #expect(!host.actions.contains(.callOnDismiss))
    #expect(!host.eventNames.contains("dragBegan"))
    #expect(host.layout(at: 2).top == 445.5)
  }

  @Test("a real drag during the entrance still takes the sheet from where it is")
  func dragDuringEntrance() {
    var host = entering()
    host.frames(from: 0.5, to: 0.6)
    let top = host.layout(at: 0.6).top
    // The pan begins past the slop: the drag starts there, 1:1, with no jump.
    host.send(
      .touchDown(touchID: 1, at: SheetPoint(x: 195, y: top + 30), target: .content), at: 0.6)
    host.send(.panBegan(touchID: 1, at: SheetPoint(x: 195, y: top + 20)), at: 0.62)
    let caught = host.layout(at: 0.62).top
    host.send(.panMoved(touchID: 1, at: SheetPoint(x: 195, y: top + 10)), at: 0.63)
    #expect(abs(host.layout(at: 0.63).top - (caught - 10)) < 1e-9)
    #expect(host.eventNames.contains("dragBegan"))
  }

  @Test("the content takes no touches during the entrance and the exit, and does at rest")
  func contentInteractivity() {
    var host = entering()
    host.frames(from: 0.5, to: 0.6)
    #expect(!host.model.frame(at: HostDriver.boot + 0.6).contentIsInteractive)
    host.frames(from: 0.6, to: 2)
    #expect(host.model.frame(at: HostDriver.boot + 2).contentIsInteractive)
    host.send(.presentedBinding(false), at: 2.1)
    host.frames(from: 2.1, to: 2.2)
    let leaving = host.model.frame(at: HostDriver.boot + 2.2)
    #expect(leaving.showsSheet)
    #expect(!leaving.contentIsInteractive)
    host.frames(from: 2.2, to: 3.5)
    #expect(!host.model.frame(at: HostDriver.boot + 3.5).contentIsInteractive)
    // An inline sheet is interactive from its first frame.
    var inline = HostDriver(.inline, detents: [.height(120), .large], presented: nil)
    inline.measure()
    #expect(inline.model.frame(at: HostDriver.boot).contentIsInteractive)
  }
}

extension EntranceTests {
  @Test("VoiceOver's focus moves into the sheet in the frame its entrance settles, not at attach")
  func focusMovesInWhenTheEntranceSettles() throws {
    var host = entering()
    #expect(host.last.first == .attach)
    #expect(!host.last.contains(.accessibilityScreenChanged(intoSheet: true)))
    var settledAt: Double?
    var t = 0.5
    while t <= 2 {
      host.send(.advance, at: t)
      if host.last.contains(.accessibilityScreenChanged(intoSheet: true)) {
        settledAt = t
        let settles = host.last.contains {
          if case let .event(event) = $0, case .settled = event.kind { true } else { false }
        }
        #expect(settles)
        break
      }
      #expect(host.layout(at: t).phase == .settling)
      t += 1.0 / 120
    }
    let settled = try #require(settledAt)
    #expect(host.layout(at: settled).top == 445.5)
    #expect(host.log.filter { $0 == .accessibilityScreenChanged(intoSheet: true) }.count == 1)
  }

  @Test("no announcement right after the entrance's screen change; a drag's settle announces")
  func noAnnouncementAtTheEntrance() {
    var host = entering()
    host.frames(from: 0.5, to: 2)
    #expect(host.log.contains(.accessibilityScreenChanged(intoSheet: true)))
    #expect(!host.log.contains { if case .announce = $0 { true } else { false } })
    let lift = host.drag(from: 460, to: 100, start: 2.1)
    host.frames(from: lift, to: lift + 1.5)
    #expect(host.log.contains(.announce(.settled(.expanded))))
  }

  @Test("VoiceOver is kept in the sheet exactly while the backdrop blocks touches")
  func modalityFollowsTheBackdrop() {
    var host = HostDriver.restingModal { $0.undimmedThrough = "medium" }
    // Undimmed at medium: the screen behind is usable, so VoiceOver may go there.
    let medium = host.model.frame(at: HostDriver.boot + 2)
    #expect(!medium.layout.backdropBlocksTouches)
    #expect(!medium.isAccessibilityModal)
    host.send(.select("large", animated: true), at: 2)
    var t = 2.0
    while t <= 3.5 {
      host.send(.advance, at: t)
      let frame = host.model.frame(at: HostDriver.boot + t)
      #expect(frame.isAccessibilityModal == frame.layout.backdropBlocksTouches)
      t += 1.0 / 120
    }
    #expect(host.model.frame(at: HostDriver.boot + 3.5).isAccessibilityModal)
  }

  @Test("crossing the undimmed detent asks VoiceOver to re-read the screen, once each way")
  func layoutChangedOnModalityChange() {
    var host = HostDriver.restingModal { $0.undimmedThrough = "medium" }
    func changes(from start: Double, to end: Double) -> [Double] {
      var previous: HostFrame? = host.model.frame(at: HostDriver.boot + start)
      var times: [Double] = []
      var t = start
      while t <= end + 1e-9 {
        host.send(.advance, at: t)
        let frame = host.model.frame(at: HostDriver.boot + t)
        if frame.changesAccessibilityLayout(since: previous) { times.append(t) }
        previous = frame
        t += 1.0 / 120
      }
      return times
    }
    host.send(.select("large", animated: true), at: 2)
    #expect(changes(from: 2, to: 3.5).count == 1)
    host.send(.select("medium", animated: true), at: 4)
    #expect(changes(from: 4, to: 5.5).count == 1)
    // A spring that keeps the backdrop as it is changes nothing VoiceOver sees.
    var dimmed = HostDriver.restingModal()
    dimmed.send(.select("large", animated: true), at: 2)
    var previous: HostFrame? = dimmed.model.frame(at: HostDriver.boot + 2)
    var t = 2.0
    var count = 0
    while t <= 3.5 {
      dimmed.send(.advance, at: t)
      let frame = dimmed.model.frame(at: HostDriver.boot + t)
      if frame.changesAccessibilityLayout(since: previous) { count += 1 }
      previous = frame
      t += 1.0 / 120
    }
    #expect(count == 0)
    // The first frame drawn needs none.
    #expect(!dimmed.model.frame(at: HostDriver.boot + 4).changesAccessibilityLayout(since: nil))
  }
}
