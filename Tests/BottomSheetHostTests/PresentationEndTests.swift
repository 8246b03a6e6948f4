@_spi(Lab) import BottomSheetCore
@_spi(Lab) import BottomSheetHost
import Testing

/// The presentation review's F5: `presentationEnded` closes every presentation the app asked
/// for, seen or not; `onDismiss` stays for sheets that were seen.
@Suite("Host: the end of a presentation")
struct PresentationEndTests {
  @Test("appendix A probe 4: binding false before the first attach ends it, without onDismiss")
  func falseBeforeAttach() {
    var host = HostDriver(presented: true)
    host.send(.anchorInWindow(false), at: 0)
    host.send(.presentedBinding(true), at: 0)
    host.measure(at: 0.05)
    host.send(.presentedBinding(false), at: 0.1)
    host.frames(from: 0.1, to: 1)
    #expect(host.count(.presentationEnded) == 1)
    #expect(host.count(.callOnDismiss) == 0)
    #expect(host.actions.isEmpty)
    // Nothing waits any more: the anchor's arrival presents nothing.
    host.send(.anchorInWindow(true), at: 1.1)
    #expect(host.count(.attach) == 0)
  }

  @Test("appendix A probe 5: binding false after a refused attach ends it, without onDismiss")
  func falseAfterRefusal() {
    var host = HostDriver(presented: false)
    host.measure()
    host.send(.presentedBinding(true), at: 0.5)
    host.send(.attachFailed, at: 0.5)
    host.send(.presentedBinding(false), at: 0.8)
    host.frames(from: 0.8, to: 2)
    #expect(host.count(.presentationEnded) == 1)
    #expect(host.count(.callOnDismiss) == 0)
    #expect(host.count(.detach) == 0)
    #expect(host.count(.setPresented(false)) == 0)
    host.send(.presenterReady, at: 2.1)
    #expect(host.count(.attach) == 1)
  }

  @Test("a shown sheet: onDismiss, then the end, right after it")
  func shownSheet() {
    var host = HostDriver.restingModal()
    host.send(.presentedBinding(false), at: 2)
    host.frames(from: 2, to: 3.5)
    #expect(
      host.lifecycle.suffix(4) == [
        .detach, .accessibilityScreenChanged(intoSheet: false), .callOnDismiss,
        .presentationEnded,
      ])
    #expect(host.count(.presentationEnded) == 1)
  }

  @Test("once per presentation: binding, drag, proxy; a re-presentation mid-exit is the same one")
  func oncePerPresentation() {
    var host = HostDriver(presented: false, selection: "medium")
    host.measure()
    // 1: the binding.
    host.send(.presentedBinding(true), at: 0.5)
    host.frames(from: 0.5, to: 2)
    host.send(.presentedBinding(false), at: 2)
    host.frames(from: 2, to: 2.05)
    // Back mid-exit: the same presentation goes on.
    host.send(.presentedBinding(true), at: 2.05)
    host.frames(from: 2.05, to: 3.5)
    #expect(host.count(.presentationEnded) == 0)
    // Ended by a drag.
    host.drag(from: 460, to: 840, start: 4, duration: 0.1)
    host.frames(from: 4.2, to: 5.5)
    #expect(host.count(.presentationEnded) == 1)
    // 2: the proxy presents and dismisses.
    host.send(.present(animated: true), at: 6)
    host.frames(from: 6, to: 7.5)
    host.send(.dismiss(animated: true), at: 7.5)
    host.frames(from: 7.5, to: 9)
    #expect(host.count(.presentationEnded) == 2)
    #expect(host.count(.callOnDismiss) == 2)
    // 3: the app's false echo and a stray end change nothing.
    host.send(.presentedBinding(false), at: 9.1)
    host.send(.dismiss(animated: true), at: 9.2)
    #expect(host.count(.presentationEnded) == 2)
  }

  @Test("the modifier removed while the sheet waits: the request is over, nobody saw it")
  func removedWhileWaiting() {
    var host = HostDriver(presented: false)
    host.measure()
    host.send(.anchorInWindow(false), at: 0.1)
    host.send(.presentedBinding(true), at: 0.2)
    host.send(.modifierRemoved, at: 0.3)
    #expect(host.count(.presentationEnded) == 1)
    #expect(host.actions.isEmpty)
  }

  @Test("the proxy's dismiss ends a waiting presentation and writes the binding false")
  func proxyDismissWhileWaiting() {
    var host = HostDriver(presented: false)
    host.measure()
    host.send(.anchorInWindow(false), at: 0.1)
    host.send(.presentedBinding(true), at: 0.2)
    host.send(.dismiss(animated: true), at: 0.3)
    #expect(host.last == [.setPresented(false), .presentationEnded])
    host.send(.anchorInWindow(true), at: 0.4)
    #expect(host.count(.attach) == 0)
  }

  @Test("an inline sheet is not a presentation: it never ends one")
  func inlineNever() {
    var host = InlineHidingTests.restingInline()
    host.send(.presentedBinding(false), at: 1)
    host.frames(from: 1, to: 2.5)
    #expect(host.layout(at: 2.5).phase == .dismissed)
    host.send(.presentedBinding(true), at: 3)
    host.frames(from: 3, to: 4.5)
    #expect(host.layout(at: 4.5).top == 445.5)
    #expect(host.count(.presentationEnded) == 0)
  }
}

extension PresentationEndTests {
  @Test("asked for again while it leaves with its anchor away: it waits, then enters on return")
  func askedAgainWhileLeaving() {
    var host = HostDriver.restingModal()
    host.send(.anchorInWindow(false), at: 2)
    host.send(.presentedBinding(true), at: 2.05)
    // A second report of the same leave (or the parent leaving) keeps the new request.
    host.send(.anchorInWindow(false), at: 2.1)
    host.frames(from: 2.1, to: 3.5)
    #expect(host.count(.detach) == 1)
    #expect(host.count(.callOnDismiss) == 1)
    #expect(host.count(.presentationEnded) == 1)
    host.send(.anchorInWindow(true), at: 4)
    #expect(host.last.first == .attach)
    host.frames(from: 4, to: 5.5)
    #expect(host.layout(at: 5.5).top == 445.5)
    // That second presentation ends once too.
    host.send(.presentedBinding(false), at: 6)
    host.frames(from: 6, to: 7.5)
    #expect(host.count(.callOnDismiss) == 2)
    #expect(host.count(.presentationEnded) == 2)
  }
}
