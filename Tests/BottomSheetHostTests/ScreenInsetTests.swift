@_spi(Lab) import BottomSheetCore
@_spi(Lab) import BottomSheetHost
import Testing

/// In the harness's phone container (844 tall, a 34 pt home-indicator strip) `.height(200)`
/// rests 200 pt above the bottom edge, `medium` 398.5, `large` 797.
@Suite("Host: the screen's bottom inset under an inline sheet")
struct ScreenInsetTests {
  @Test("the inset follows where an inline sheet rests, capped at the named detent")
  func insetAtRest() {
    var host = HostDriver(
      .inline, detents: [.height(200), .medium, .large], presented: nil, selection: "height:200")
    host.measure()
    // Resting at .height(200), below medium: 200 − the 34 pt strip.
    #expect(host.model.screenBottomInset(upThrough: "medium") == 166)
    host.send(.select("large", animated: true), at: 0.1)
    host.frames(from: 0.1, to: 1.5)
    #expect(host.layout(at: 1.5).top == 47)
    // Resting at large (797), above medium: capped at medium's 398.5, less 34.
    #expect(host.model.screenBottomInset(upThrough: "medium") == 364.5)
    #expect(host.model.screenBottomInset(upThrough: "large") == 763)
  }

  @Test("while it springs, the inset is the target's; during a drag, where it rested")
  func insetWhileMoving() {
    var host = HostDriver(
      .inline, detents: [.height(200), .medium, .large], presented: nil, selection: "height:200")
    host.measure()
    host.send(.select("large", animated: true), at: 0.1)
    host.frames(from: 0.1, to: 0.12)
    #expect(host.layout(at: 0.12).top > 550)  // still low on the screen
    #expect(host.model.screenBottomInset(upThrough: "large") == 763)
    host.frames(from: 0.16, to: 1.5)
    // A drag from large down to y 400: the sheet moves, the inset stays at large's.
    host.drag(from: 60, to: 400, start: 2, lift: false)
    #expect(host.layout(at: 2.25).top > 300)
    #expect(host.model.screenBottomInset(upThrough: "large") == 763)
  }

  @Test("a hidden inline sheet insets nothing; an unknown detent is the highest, reported once")
  func insetHiddenAndUnknown() {
    var host = HostDriver(
      .inline, detents: [.medium, .large], presented: true, selection: "medium")
    host.measure()
    #expect(host.model.screenBottomInset(upThrough: "nope") == 364.5)
    #expect(host.model.screenBottomInset(upThrough: "nope") == 364.5)
    #expect(
      host.model.diagnostics.filter { $0.field == "host.safeAreaInset.upThrough" }.count == 1)
    host.send(.presentedBinding(false), at: 0.1)
    #expect(host.model.screenBottomInset(upThrough: "large") == 0)  // leaving
    host.frames(from: 0.1, to: 1.5)
    #expect(host.model.screenBottomInset(upThrough: "large") == 0)  // hidden
  }
}
