@_spi(Lab) import BottomSheetCore
@_spi(Lab) import BottomSheetHost
import Testing

/// The presentation review's F2: UIKit removes the presented container without the host's
/// detach (a presentation lower in the stack dismissed, `rootViewController.dismiss`).
@Suite("Host: a sheet UIKit removed on its own")
struct PlatformDismissalTests {
  /// The engine events among the effects of the last input.
  static func events(_ effects: [HostEffect]) -> [HostEffect] {
    effects.filter { if case .event = $0 { true } else { false } }
  }

  @Test("at rest: binding, children, onDismiss and the end once each, no detach, off at once")
  func atRest() {
    var host = HostDriver.restingModal()
    host.send(.dismissedByPlatform, at: 2)
    #expect(
      host.lifecycle == [
        .setPresented(false), .dismissChildren, .accessibilityScreenChanged(intoSheet: false),
        .callOnDismiss, .presentationEnded,
      ])
    // Quietly: no engine event, no spring, off screen at the same instant.
    #expect(Self.events(host.log).isEmpty)
    #expect(!host.log.contains(.displayClock(running: true)))
    #expect(host.layout(at: 2).top == 844)
    #expect(host.layout(at: 2).phase == .dismissed)
    #expect(!host.model.frame(at: HostDriver.boot + 2).showsSheet)
    host.frames(from: 2, to: 3)
    #expect(host.count(.callOnDismiss) == 1)
    #expect(host.count(.detach) == 0)
    // The written false coming back is no request.
    host.forget()
    host.send(.presentedBinding(false), at: 3.1)
    #expect(host.lifecycle.isEmpty)
  }

  @Test("a later binding true presents it again: attach, then the entrance from off screen")
  func presentsAgain() {
    var host = HostDriver.restingModal()
    host.send(.dismissedByPlatform, at: 2)
    host.send(.presentedBinding(false), at: 2.1)
    host.forget()
    host.send(.presentedBinding(true), at: 3)
    #expect(host.last.first == .attach)
    #expect(host.last.contains(.displayClock(running: true)))
    #expect(host.layout(at: 3).top == 844)
    host.frames(from: 3, to: 3.1)
    let rising = host.layout(at: 3.1).top
    #expect(rising < 844 && rising > 445.5)
    host.frames(from: 3.1, to: 4.5)
    #expect(host.layout(at: 4.5).top == 445.5)
    #expect(host.count(.attach) == 1)
    // And it is an ordinary sheet again: a drag dismissal ends it once.
    host.drag(from: 460, to: 840, start: 5, duration: 0.1)
    host.frames(from: 5.2, to: 6.5)
    #expect(host.actions.suffix(3) == [.setPresented(false), .detach, .callOnDismiss])
    #expect(host.count(.presentationEnded) == 1)
  }

  @Test("mid-entrance: the display clock stops and nothing moves afterwards")
  func midEntrance() {
    var host = HostDriver(selection: "medium")
    host.measure()
    host.frames(from: 0, to: 0.1)
    #expect(host.log.contains(.displayClock(running: true)))
    host.forget()
    host.send(.dismissedByPlatform, at: 0.1)
    #expect(host.last.contains(.displayClock(running: false)))
    host.frames(from: 0.1, to: 1)
    #expect(host.layout(at: 1).top == 844)
    #expect(host.count(.displayClock(running: true)) == 0)
    #expect(host.count(.setPresented(false)) == 1)
    #expect(host.count(.callOnDismiss) == 1)
    #expect(host.count(.presentationEnded) == 1)
    // No settle, no focus move into a sheet that is gone.
    #expect(host.count(.accessibilityScreenChanged(intoSheet: true)) == 0)
  }

  @Test("during a drag: the finger's later moves and its lift do nothing")
  func duringDrag() {
    var host = HostDriver.restingModal()
    host.drag(from: 500, to: 400, start: 2, lift: false)
    host.send(.dismissedByPlatform, at: 2.2)
    host.forget()
    host.send(.panMoved(touchID: 1, at: SheetPoint(x: 195, y: 300)), at: 2.21)
    host.send(.panEnded(touchID: 1, at: SheetPoint(x: 195, y: 300), velocity: nil), at: 2.22)
    host.frames(from: 2.22, to: 3)
    #expect(host.log.filter { if case .layoutContent = $0 { false } else { true } }.isEmpty)
    #expect(host.layout(at: 3).top == 844)
  }

  @Test("on its way out: its binding and children were handled, the exit ends at once")
  func midExit() {
    var host = HostDriver.restingModal()
    host.send(.presentedBinding(false), at: 2)
    host.frames(from: 2, to: 2.1)
    host.send(.dismissedByPlatform, at: 2.1)
    host.frames(from: 2.1, to: 3.5)
    #expect(host.count(.setPresented(false)) == 0)
    #expect(host.count(.dismissChildren) == 1)
    #expect(host.count(.callOnDismiss) == 1)
    #expect(host.count(.presentationEnded) == 1)
    #expect(host.count(.detach) == 0)
  }

  @Test("not attached, or after the host's own detach: nothing happens")
  func notAttached() {
    var never = HostDriver(presented: false)
    never.measure()
    never.send(.dismissedByPlatform, at: 0.5)
    #expect(never.last.isEmpty)
    var detached = HostDriver.restingModal()
    detached.send(.presentedBinding(false), at: 2)
    detached.frames(from: 2, to: 3.5)
    #expect(detached.count(.detach) == 1)
    detached.forget()
    detached.send(.dismissedByPlatform, at: 4)
    #expect(detached.last.isEmpty)
    // Waiting for its anchor: not attached either.
    var waiting = HostDriver(presented: false)
    waiting.measure()
    waiting.send(.anchorInWindow(false), at: 0.1)
    waiting.send(.presentedBinding(true), at: 0.2)
    waiting.send(.dismissedByPlatform, at: 0.3)
    #expect(waiting.last.isEmpty)
    waiting.send(.anchorInWindow(true), at: 0.4)
    #expect(waiting.last.first == .attach)
  }
}
