import BottomSheetCore
@_spi(Lab) import BottomSheetHost
@_spi(Lab) import BottomSheetTooling
import Testing

/// Issue #20: nothing app-visible happens inside SwiftUI's update pass.
@Suite("Host: effects outside the update pass")
struct EffectQueueTests {
  @Test("effects of an update pass wait for the next turn; later ones queue behind, in order")
  func heldInOrder() {
    var queue = HostEffectQueue()
    var now: [HostEffect] = []
    // A binding turned true inside updateUIViewController: attach and the clock.
    let schedule = queue.admit(
      [.attach, .displayClock(running: true)], duringViewUpdate: true, into: &now)
    #expect(schedule)
    #expect(now.isEmpty)
    // A frame before the flush: held too, behind them (a second flush is not scheduled).
    #expect(!queue.admit([.setSelection("large")], duringViewUpdate: false, into: &now))
    #expect(now.isEmpty)
    queue.flush(into: &now)
    #expect(now == [.attach, .displayClock(running: true), .setSelection("large")])
    #expect(queue.held.isEmpty)
    // Outside an update pass, with nothing held: applied at once.
    now.removeAll()
    #expect(!queue.admit([.haptic], duringViewUpdate: false, into: &now))
    #expect(now == [.haptic])
  }

  @Test("the host's effects for a binding written during an update all arrive after the pass")
  func hostBindingDuringUpdate() {
    var model = SheetHostModel(
      configuration: SheetConfiguration(style: .modal, detents: [.medium, .large]),
      isPresented: false)
    model.send(.container(size: phoneSize, safeArea: phoneInsets), at: 0)
    model.clearEffects()
    var queue = HostEffectQueue()
    var now: [HostEffect] = []
    var fresh: [HostEffect] = []
    model.send(.presentedBinding(true), at: 0.5)
    model.takeEffects(into: &fresh)
    #expect(queue.admit(fresh, duringViewUpdate: true, into: &now))
    #expect(now.isEmpty)
    queue.flush(into: &now)
    #expect(now == fresh)
    #expect(now.first == .attach)
  }
}
