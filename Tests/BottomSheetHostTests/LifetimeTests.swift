import BottomSheetCore
@_spi(Lab) import BottomSheetHost
@_spi(Lab) import BottomSheetTooling
import Testing

/// Issue #20: a presented sheet follows its anchor, its modifier and its parent sheet.
@Suite("Host: lifetime follows the anchor")
struct LifetimeTests {
  func count(_ effect: HostEffect, in host: HostDriver) -> Int {
    host.log.filter { $0 == effect }.count
  }

  @Test(
    "the anchor leaves its window: the sheet leaves with its exit spring, binding and onDismiss once"
  )
  func anchorLeaves() {
    var host = HostDriver.restingModal()
    host.send(.anchorInWindow(false), at: 2)
    host.frames(from: 2, to: 2.1)
    // On its way down, not pulled off: between medium (445.5) and off screen (844).
    let leaving = host.layout(at: 2.1).top
    #expect(leaving > 445.5 && leaving < 844)
    host.frames(from: 2.1, to: 3.5)
    #expect(host.layout(at: 3.5).phase == .dismissed)
    #expect(count(.setPresented(false), in: host) == 1)
    #expect(count(.callOnDismiss, in: host) == 1)
    #expect(count(.detach, in: host) == 1)
    #expect(count(.dismissChildren, in: host) == 1)
    // Back in a window (the tab is shown again): the binding said false, nothing comes back.
    host.forget()
    host.send(.anchorInWindow(true), at: 4)
    #expect(host.log.contains(.attach) == false)
  }

  @Test("a binding that is true while the anchor is in no window enters when the anchor arrives")
  func waitsForAnchor() {
    var host = HostDriver(presented: false)
    host.send(.anchorInWindow(false), at: 0)
    host.send(.presentedBinding(true), at: 0.1)
    #expect(host.log.contains(.attach) == false)
    host.send(.anchorInWindow(true), at: 0.5)
    #expect(host.last.first == .attach)
    // The container is measured once it is on screen; the entrance starts there, off screen.
    host.measure(at: 0.5)
    #expect(host.layout(at: 0.5).top == 844)
    host.frames(from: 0.5, to: 0.6)
    let rising = host.layout(at: 0.6).top
    #expect(rising < 844 && rising > 445.5)
    host.frames(from: 0.6, to: 2)
    #expect(host.layout(at: 2).top == 445.5)
    #expect(host.actions.contains(.setPresented(true)) == false)
  }

  @Test("a sheet presented again while its anchor is away waits, then enters from off screen")
  func waitsForAnchorAfterAnEarlierPresentation() {
    var host = HostDriver.restingModal()
    host.send(.presentedBinding(false), at: 2)
    host.frames(from: 2, to: 3.5)
    host.send(.anchorInWindow(false), at: 3.6)
    host.forget()
    host.send(.presentedBinding(true), at: 3.7)
    host.frames(from: 3.7, to: 4)
    #expect(host.log.contains(.attach) == false)
    #expect(host.layout(at: 4).phase == .dismissed)
    host.send(.anchorInWindow(true), at: 4)
    #expect(host.last.first == .attach)
    host.frames(from: 4, to: 5.5)
    #expect(host.layout(at: 5.5).top == 445.5)
  }

  @Test("the modifier goes away: exit spring, binding, onDismiss once; nothing presents it again")
  func modifierRemoved() {
    var host = HostDriver.restingModal()
    host.send(.modifierRemoved, at: 2)
    host.frames(from: 2, to: 2.1)
    #expect(host.layout(at: 2.1).top > 445.5)
    host.frames(from: 2.1, to: 3.5)
    #expect(count(.setPresented(false), in: host) == 1)
    #expect(count(.callOnDismiss, in: host) == 1)
    host.forget()
    host.send(.presentedBinding(true), at: 4)
    host.send(.present(animated: true), at: 4.1)
    host.frames(from: 4.1, to: 5)
    #expect(host.log.contains(.attach) == false)
    #expect(host.layout(at: 5).phase == .dismissed)
  }

  @Test("a child sheet leaves with its parent; the parent tells its children once per dismissal")
  func childLeavesWithParent() {
    var parent = HostDriver.restingModal()
    var child = HostDriver.restingModal()
    parent.drag(from: 500, to: 800, start: 2, duration: 0.15)
    #expect(count(.dismissChildren, in: parent) == 1)
    // The layer hands the parent's effect to the child as an input.
    child.send(.parentLeaving, at: 2.2)
    parent.frames(from: 2.2, to: 3.5)
    child.frames(from: 2.2, to: 3.5)
    #expect(count(.dismissChildren, in: parent) == 1)
    #expect(child.layout(at: 3.5).phase == .dismissed)
    #expect(count(.setPresented(false), in: child) == 1)
    #expect(count(.callOnDismiss, in: child) == 1)
  }

  @Test("the anchor leaves during a drag: the dismissal waits for the lift")
  func anchorLeavesDuringDrag() {
    var host = HostDriver.restingModal()
    host.drag(from: 500, to: 400, start: 2, lift: false)
    host.send(.anchorInWindow(false), at: 2.2)
    #expect(host.layout(at: 2.2).phase == .dragging)
    host.send(.panEnded(touchID: 1, at: SheetPoint(x: 195, y: 400), velocity: nil), at: 2.25)
    host.frames(from: 2.25, to: 3.5)
    #expect(host.layout(at: 3.5).phase == .dismissed)
    #expect(count(.callOnDismiss, in: host) == 1)
  }

  @Test("an anchor first reported away does not write the binding (it was never on screen)")
  func awayBeforeEverAttachedWritesNothing() {
    // The layer's order: the anchor is created outside any window, then the modifier's first
    // update reports the binding.
    var host = HostDriver(presented: true)
    host.send(.anchorInWindow(false), at: 0)
    host.send(.presentedBinding(true), at: 0)
    #expect(host.actions.isEmpty)
    host.send(.anchorInWindow(true), at: 0.2)
    #expect(host.last.first == .attach)
  }

  @Test("presented again mid-exit keeps its content (no detach); after the exit it attaches anew")
  func freshContentPerPresentation() {
    var host = HostDriver.restingModal()
    host.send(.presentedBinding(false), at: 2)
    host.frames(from: 2, to: 2.1)
    host.send(.presentedBinding(true), at: 2.1)
    host.frames(from: 2.1, to: 3.5)
    // The same presentation went on: the layer keeps the hosted content and its state.
    #expect(count(.detach, in: host) == 0)
    #expect(count(.attach, in: host) == 0)
    host.send(.presentedBinding(false), at: 4)
    host.frames(from: 4, to: 5.5)
    host.send(.presentedBinding(true), at: 6)
    // A new presentation: detached in between, so the layer builds the content afresh.
    #expect(count(.detach, in: host) == 1)
    #expect(host.last.first == .attach)
  }

  @Test(
    "VoiceOver's focus moves into the sheet once its entrance settles and back once it has left")
  func focusFollowsThePresentation() {
    var host = HostDriver(presented: false)
    host.measure()
    host.send(.presentedBinding(true), at: 0.5)
    #expect(host.last.first == .attach)
    #expect(!host.last.contains(.accessibilityScreenChanged(intoSheet: true)))
    host.frames(from: 0.5, to: 2)
    #expect(host.log.filter { $0 == .accessibilityScreenChanged(intoSheet: true) }.count == 1)
    host.send(.presentedBinding(false), at: 2)
    host.frames(from: 2, to: 3.5)
    let detach = host.log.firstIndex(of: .detach)
    #expect(detach.map { host.log[$0 + 1] } == .accessibilityScreenChanged(intoSheet: false))
    // An inline sheet is part of its screen: no focus move.
    var inline = HostDriver(.inline, detents: [.height(120), .large], presented: nil)
    inline.measure()
    #expect(
      !inline.log.contains { if case .accessibilityScreenChanged = $0 { true } else { false } })
  }
}

extension LifetimeTests {
  @Test("an anchor covered by a full-screen presentation has not left: the sheet stays")
  func coveredIsNotLeaving() {
    var host = HostDriver.restingModal()
    host.send(.anchorCovered, at: 2)
    host.frames(from: 2, to: 3.5)
    #expect(host.layout(at: 3.5).top == 445.5)
    #expect(host.actions.isEmpty)
    // The cover is dismissed and the anchor comes back: nothing to do.
    host.send(.anchorInWindow(true), at: 4)
    #expect(host.actions.isEmpty)
    // Leaving for real after that still dismisses.
    host.send(.anchorInWindow(false), at: 5)
    host.frames(from: 5, to: 6.5)
    #expect(host.actions.filter { $0 == .callOnDismiss }.count == 1)
  }
}
