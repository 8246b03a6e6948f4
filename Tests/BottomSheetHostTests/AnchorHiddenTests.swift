@_spi(Lab) import BottomSheetCore
@_spi(Lab) import BottomSheetHost
import Testing

/// The presentation review's F9: a tab switch or a push hides the sheet; it comes back at rest.
@Suite("Host: the anchor hidden (a tab switch, a push) and back")
struct AnchorHiddenTests {
  @Test("hidden: detached at once, binding and onDismiss untouched; back: at rest, no entrance")
  func hideAndReturn() {
    var host = HostDriver.restingModal()
    host.send(.anchorHidden, at: 2)
    #expect(host.lifecycle == [.detach, .accessibilityScreenChanged(intoSheet: false)])
    #expect(host.layout(at: 2).phase == .dismissed)
    #expect(!host.model.frame(at: HostDriver.boot + 2).showsSheet)
    host.frames(from: 2, to: 3)
    #expect(host.count(.displayClock(running: true)) == 0)
    host.forget()
    host.send(.anchorInWindow(true), at: 5)
    #expect(host.last.first == .attach)
    #expect(host.layout(at: 5).top == 445.5)
    #expect(host.layout(at: 5).phase == .idle)
    #expect(!host.last.contains(.displayClock(running: true)))
    #expect(host.last.contains(.accessibilityScreenChanged(intoSheet: true)))
    host.frames(from: 5, to: 5.5)
    #expect(host.layout(at: 5.5).top == 445.5)
    #expect(host.count(.setPresented(false)) == 0)
    #expect(host.count(.callOnDismiss) == 0)
    #expect(host.count(.presentationEnded) == 0)
    // It is the sheet it was: a drag dismissal ends it once.
    host.drag(from: 460, to: 840, start: 6, duration: 0.1)
    host.frames(from: 6.2, to: 7.5)
    #expect(host.actions.suffix(3) == [.setPresented(false), .detach, .callOnDismiss])
  }

  @Test("it comes back on the detent it was left at", arguments: ["medium", "large"])
  func remembersDetent(detent: String) {
    var host = HostDriver.restingModal()
    host.send(.select(DetentID(detent), animated: true), at: 2)
    host.frames(from: 2, to: 3.5)
    host.send(.anchorHidden, at: 4)
    host.send(.anchorInWindow(true), at: 5)
    #expect(host.layout(at: 5).top == (detent == "large" ? 47 : 445.5))
  }

  @Test("the app's selection while hidden is where it comes back")
  func selectionWhileHidden() {
    var host = HostDriver.restingModal()
    host.send(.anchorHidden, at: 2)
    host.send(.selectionBinding("large"), at: 3)
    host.send(.anchorInWindow(true), at: 4)
    #expect(host.layout(at: 4).top == 47)
  }

  @Test("hidden mid-entrance: the clock stops; back at rest on the detent it was rising to")
  func midEntrance() {
    var host = HostDriver(selection: "medium")
    host.measure()
    host.frames(from: 0, to: 0.1)
    host.send(.anchorHidden, at: 0.1)
    #expect(host.last.contains(.displayClock(running: false)))
    #expect(host.last.contains(.detach))
    host.send(.anchorInWindow(true), at: 1)
    #expect(host.layout(at: 1).top == 445.5)
  }

  @Test("binding false while hidden: onDismiss once (it had been shown), no write, no detach")
  func falseWhileHidden() {
    var host = HostDriver.restingModal()
    host.send(.anchorHidden, at: 2)
    host.forget()
    host.send(.presentedBinding(false), at: 3)
    #expect(host.lifecycle == [.dismissChildren, .callOnDismiss, .presentationEnded])
    host.send(.anchorInWindow(true), at: 4)
    #expect(host.count(.attach) == 0)
    #expect(host.count(.callOnDismiss) == 1)
  }

  @Test("while hidden, the anchor leaving for good or the proxy's dismiss writes the binding")
  func dismissedWhileHidden() {
    for input in [HostInput.anchorInWindow(false), .dismiss(animated: true), .modifierRemoved] {
      var host = HostDriver.restingModal()
      host.send(.anchorHidden, at: 2)
      host.forget()
      host.send(input, at: 3)
      #expect(
        host.lifecycle == [
          .setPresented(false), .dismissChildren, .callOnDismiss, .presentationEnded,
        ],
        "\(input)")
      host.send(.anchorInWindow(true), at: 4)
      #expect(host.count(.attach) == 0, "\(input)")
    }
  }

  @Test("the anchor leaving for good still dismisses with the exit spring")
  func leavingForGoodSprings() {
    var host = HostDriver.restingModal()
    host.send(.anchorInWindow(false), at: 2)
    host.frames(from: 2, to: 2.1)
    let leaving = host.layout(at: 2.1).top
    #expect(leaving > 445.5 && leaving < 844)
    #expect(host.count(.detach) == 0)
  }

  @Test("hidden on its way out: the exit ends there, onDismiss once; nothing comes back")
  func hiddenMidExit() {
    var host = HostDriver.restingModal()
    host.send(.presentedBinding(false), at: 2)
    host.frames(from: 2, to: 2.1)
    host.send(.anchorHidden, at: 2.1)
    host.frames(from: 2.1, to: 3.5)
    host.send(.anchorInWindow(true), at: 4)
    #expect(host.count(.detach) == 1)
    #expect(host.count(.callOnDismiss) == 1)
    #expect(host.count(.presentationEnded) == 1)
    #expect(host.count(.attach) == 0)
  }

  @Test("hidden during a drag: the finger is forgotten, and it comes back at rest")
  func hiddenDuringDrag() {
    var host = HostDriver.restingModal()
    host.drag(from: 500, to: 400, start: 2, lift: false)
    host.send(.anchorHidden, at: 2.2)
    host.send(.panEnded(touchID: 1, at: SheetPoint(x: 195, y: 400), velocity: nil), at: 2.25)
    host.frames(from: 2.25, to: 3)
    host.send(.anchorInWindow(true), at: 4)
    #expect(host.layout(at: 4).top == 445.5)
    #expect(host.count(.callOnDismiss) == 0)
  }

  @Test("a refused return is retried at rest as well")
  func refusedReturn() {
    var host = HostDriver.restingModal()
    host.send(.anchorHidden, at: 2)
    host.send(.anchorInWindow(true), at: 3)
    host.send(.attachFailed, at: 3)
    host.send(.presenterReady, at: 3.5)
    #expect(host.last.first == .attach)
    #expect(host.layout(at: 3.5).top == 445.5)
    #expect(host.count(.displayClock(running: true)) == 0)
    // Refused and then set false: it had been shown, so onDismiss runs.
    host.send(.anchorHidden, at: 4)
    host.send(.anchorInWindow(true), at: 4.5)
    host.send(.attachFailed, at: 4.5)
    host.send(.presentedBinding(false), at: 5)
    #expect(host.count(.callOnDismiss) == 1)
    #expect(host.count(.presentationEnded) == 1)
  }

  @Test("a sheet that was not on screen only goes on waiting")
  func waitingSheet() {
    var host = HostDriver(presented: false)
    host.measure()
    host.send(.anchorInWindow(false), at: 0.1)
    host.send(.presentedBinding(true), at: 0.2)
    host.send(.anchorHidden, at: 0.3)
    #expect(host.last.isEmpty)
    host.send(.anchorInWindow(true), at: 0.4)
    #expect(host.last.first == .attach)
    #expect(host.last.contains(.displayClock(running: true)))
    // An inline sheet is part of its screen: hiding its anchor does nothing.
    var inline = InlineHidingTests.restingInline()
    inline.send(.anchorHidden, at: 1)
    #expect(inline.last.isEmpty)
  }
}
