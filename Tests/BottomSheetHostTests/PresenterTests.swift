import BottomSheetCore
@_spi(Lab) import BottomSheetHost
@_spi(Lab) import BottomSheetTooling
import Testing

/// A refused attach (the presentation review's finding 12) and a selection that arrives
/// mid-settle (the presentation review's finding 3).
@Suite("Host: refused attach, late selections")
struct PresenterTests {
  func count(_ effect: HostEffect, in host: HostDriver) -> Int {
    host.log.filter { $0 == effect }.count
  }

  @Test("a refused attach waits: the sheet leaves no trace when its anchor goes")
  func refusedThenAnchorLeaves() {
    var host = HostDriver(presented: false)
    host.measure()
    host.send(.presentedBinding(true), at: 0.5)
    #expect(host.last.first == .attach)
    // The layer could not present (the presenter was presenting something else).
    host.send(.attachFailed, at: 0.5)
    #expect(host.last.contains(.displayClock(running: false)))
    host.frames(from: 0.5, to: 1)
    #expect(host.layout(at: 1).phase == .dismissed)
    #expect(!host.model.frame(at: HostDriver.boot + 1).showsSheet)
    // A tab switch takes the anchor away: nobody saw the sheet, so nothing is written or called.
    host.send(.anchorInWindow(false), at: 1.2)
    host.frames(from: 1.2, to: 2.5)
    #expect(count(.setPresented(false), in: host) == 0)
    #expect(count(.callOnDismiss, in: host) == 0)
    #expect(count(.detach, in: host) == 0)
    #expect(count(.attach, in: host) == 1)
    // The app's false later is taken as it is, with nothing to undo.
    host.send(.presentedBinding(false), at: 3)
    #expect(host.actions.filter { $0 != .attach }.isEmpty)
  }

  @Test("a refused attach is tried again when the presenter is ready, and the sheet enters")
  func refusedThenReady() {
    var host = HostDriver(presented: false)
    host.measure()
    host.send(.presentedBinding(true), at: 0.5)
    host.send(.attachFailed, at: 0.5)
    host.frames(from: 0.5, to: 1)
    // Ready again: attached, and the entrance starts from off screen.
    host.send(.presenterReady, at: 1.2)
    #expect(host.last.first == .attach)
    #expect(host.last.contains(.displayClock(running: true)))
    #expect(host.layout(at: 1.2).top == 844)
    host.frames(from: 1.2, to: 2.7)
    #expect(host.layout(at: 2.7).top == 445.5)
    #expect(count(.attach, in: host) == 2)
    #expect(count(.accessibilityScreenChanged(intoSheet: true), in: host) == 1)
    // Ready when nothing waits: nothing happens.
    host.forget()
    host.send(.presenterReady, at: 3)
    #expect(host.actions.isEmpty)
    // Dismissed from there, it is an ordinary sheet: binding written, onDismiss once.
    host.send(.backdropTap(at: SheetPoint(x: 195, y: 100)), at: 3.1)
    host.frames(from: 3.1, to: 4.5)
    #expect(host.actions.suffix(3) == [.setPresented(false), .detach, .callOnDismiss])
  }

  @Test("a refused attach is tried again when the anchor enters a window again")
  func refusedThenAnchorBack() {
    var host = HostDriver(presented: false)
    host.measure()
    host.send(.anchorInWindow(true), at: 0.1)
    host.send(.presentedBinding(true), at: 0.5)
    host.send(.attachFailed, at: 0.5)
    host.send(.anchorInWindow(true), at: 1)
    #expect(host.last.first == .attach)
    host.frames(from: 1, to: 2.5)
    #expect(host.layout(at: 2.5).top == 445.5)
  }

  @Test("an attach refused before the container was measured waits as well")
  func refusedBeforeMeasurement() {
    var host = HostDriver(presented: true)
    host.send(.presentedBinding(true), at: 0)
    #expect(host.last == [.attach])
    host.send(.attachFailed, at: 0)
    host.measure(at: 0.1)
    host.frames(from: 0.1, to: 1)
    #expect(host.layout(at: 1).phase == .dismissed)
    #expect(count(.attach, in: host) == 1)
    host.send(.presenterReady, at: 1.1)
    host.frames(from: 1.1, to: 2.6)
    #expect(host.layout(at: 2.6).top == 445.5)
  }

  @Test("the selection binding changed by the content mid-settle re-aims the spring, no echo")
  func selectionMidSettle() {
    var host = HostDriver(presented: false, selection: "medium")
    host.measure()
    host.send(.presentedBinding(true), at: 0.5)
    host.frames(from: 0.5, to: 0.6)
    // The content's own state turns to large while the sheet is still rising.
    host.send(.selectionBinding("large"), at: 0.6)
    host.frames(from: 0.6, to: 2.5)
    #expect(host.layout(at: 2.5).top == 47)
    #expect(!host.actions.contains(.setSelection("large")))
    #expect(!host.actions.contains(.setSelection("medium")))
    // And while a spring between detents runs, back to medium.
    host.send(.select("large", animated: true), at: 3)
    host.send(.selectionBinding("medium"), at: 3.05)
    host.frames(from: 3, to: 4.5)
    #expect(host.layout(at: 4.5).top == 445.5)
  }
}
