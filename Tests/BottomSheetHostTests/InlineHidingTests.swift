@_spi(Lab) import BottomSheetCore
@_spi(Lab) import BottomSheetHost
import Testing

/// Points all over the 390 × 844 container: the screen behind must take each of them.
private let everywhere = [
  SheetPoint(x: 10, y: 10), SheetPoint(x: 195, y: 300), SheetPoint(x: 195, y: 500),
  SheetPoint(x: 195, y: 700), SheetPoint(x: 380, y: 840),
]

@Suite("Host: an inline sheet that can hide (isPresented)")
struct InlineHidingTests {
  static func restingInline(presented: Bool? = true) -> HostDriver {
    var host = HostDriver(
      .inline, detents: [.medium, .large], presented: presented, selection: "medium")
    host.measure()
    host.frames(from: 0, to: 0.5)
    host.forget()
    return host
  }

  @Test("binding false: it springs out below the container and the screen takes every touch")
  func hides() {
    var host = Self.restingInline()
    #expect(host.layout(at: 0.5).top == 445.5)
    host.send(.presentedBinding(false), at: 1)
    #expect(host.last.contains(.displayClock(running: true)))
    host.frames(from: 1, to: 1.05)
    // On its way out it takes no touch.
    let leaving = host.model.frame(at: HostDriver.boot + 1.05)
    #expect(leaving.layout.phase == .settling)
    #expect(leaving.layout.frame.contains(SheetPoint(x: 195, y: 700)))
    #expect(leaving.passesTouchThrough(at: SheetPoint(x: 195, y: 700)))
    host.frames(from: 1.06, to: 2.5)
    let frame = host.model.frame(at: HostDriver.boot + 2.5)
    #expect(frame.layout.top == 844)
    #expect(frame.layout.phase == .dismissed)
    #expect(!frame.showsSheet)
    #expect(everywhere.allSatisfy { frame.passesTouchThrough(at: $0) })
    #expect(!frame.isAccessibilityModal)
    // Not a presentation: nothing attached or detached, and the app's own value is not
    // written back to it.
    #expect(
      !host.log.contains {
        switch $0 {
        case .attach, .detach, .setPresented: true
        default: false
        }
      })
  }

  @Test("binding true again: it springs back to its selected detent")
  func showsAgain() {
    var host = Self.restingInline()
    host.send(.presentedBinding(false), at: 1)
    host.frames(from: 1, to: 2.5)
    host.send(.presentedBinding(true), at: 3)
    host.frames(from: 3, to: 4.5)
    let frame = host.model.frame(at: HostDriver.boot + 4.5)
    #expect(frame.layout.top == 445.5)
    #expect(frame.layout.phase == .idle)
    #expect(frame.showsSheet)
    #expect(!frame.passesTouchThrough(at: SheetPoint(x: 195, y: 500)))
    #expect(frame.passesTouchThrough(at: SheetPoint(x: 195, y: 300)))
    #expect(!host.log.contains(.attach))
  }

  @Test("a drag down from the lowest detent does not hide it")
  func dragDoesNotHide() {
    var host = Self.restingInline()
    host.drag(from: 460, to: 840, start: 1, duration: 0.1)
    host.frames(from: 1.2, to: 3)
    #expect(host.layout(at: 3).top == 445.5)
    #expect(host.layout(at: 3).isPresented)
    #expect(!host.log.contains(.setPresented(false)))
  }

  @Test("hidden by the proxy, the host writes the binding; shown by it, true again")
  func proxyWritesBinding() {
    var host = Self.restingInline()
    host.send(.dismiss(animated: true), at: 1)
    #expect(host.last.contains(.setPresented(false)))
    host.frames(from: 1, to: 2.5)
    #expect(host.layout(at: 2.5).top == 844)
    // The written value coming back does nothing.
    host.forget()
    host.send(.presentedBinding(false), at: 2.6)
    #expect(host.last.isEmpty)
    host.send(.present(animated: true), at: 3)
    #expect(host.last.contains(.setPresented(true)))
    #expect(!host.last.contains(.attach))
    host.frames(from: 3, to: 4.5)
    #expect(host.layout(at: 4.5).top == 445.5)
  }

  @Test("created with the binding false it starts hidden, without animation or events")
  func startsHidden() {
    var host = HostDriver(
      .inline, detents: [.medium, .large], presented: false, selection: "medium")
    host.measure()
    let frame = host.model.frame(at: HostDriver.boot)
    #expect(frame.layout.top == 844)
    #expect(frame.layout.phase == .dismissed)
    #expect(everywhere.allSatisfy { frame.passesTouchThrough(at: $0) })
    #expect(!host.log.contains(.displayClock(running: true)))
    #expect(host.eventNames.isEmpty)
    #expect(host.actions.isEmpty)
    host.send(.presentedBinding(true), at: 0.5)
    host.frames(from: 0.5, to: 2)
    #expect(host.layout(at: 2).top == 445.5)
  }

  @Test("without a binding (nil) or with true: on screen at its detent from the first frame")
  func onScreenFromFirstFrame() {
    for presented in [nil, true] as [Bool?] {
      var host = HostDriver(
        .inline, detents: [.medium, .large], presented: presented, selection: "medium")
      host.measure()
      let frame = host.model.frame(at: HostDriver.boot)
      #expect(frame.layout.top == 445.5)
      #expect(frame.layout.phase == .idle)
      #expect(!host.log.contains(.displayClock(running: true)))
      #expect(host.actions.isEmpty)
    }
    // Without a binding, a proxy dismissal hides it and writes nothing (there is nothing to
    // write), as before.
    var plain = Self.restingInline(presented: nil)
    plain.send(.dismiss(animated: true), at: 1)
    #expect(!plain.last.contains(.setPresented(false)))
  }
}
