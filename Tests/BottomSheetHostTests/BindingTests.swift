import BottomSheetCore
@_spi(Lab) import BottomSheetHost
@_spi(Lab) import BottomSheetTooling
import Testing

@Suite("Host: bindings and lifecycle")
struct BindingTests {
  func restingModal(configure: (inout SheetConfiguration) -> Void = { _ in }) -> HostDriver {
    HostDriver.restingModal(configure: configure)
  }

  @Test("presenting: attach before the entrance, the clock runs while it springs, then stops")
  func presentLifecycle() {
    var host = HostDriver(presented: false)
    host.measure()
    #expect(host.log.contains(.attach) == false)
    host.send(.presentedBinding(true), at: 0.5)
    #expect(host.last.first == .attach)
    #expect(host.last.contains(.displayClock(running: true)))
    #expect(host.layout(at: 0.5).top == 844)
    host.frames(from: 0.5, to: 2)
    #expect(host.log.filter { $0 == .displayClock(running: false) }.count == 1)
    #expect(host.layout(at: 2).top == 445.5)
    #expect(host.actions.filter { $0 == .setPresented(true) }.isEmpty)
  }

  @Test("a drag dismissal writes the binding once; the value coming back is not a new request")
  func dragDismissNoLoop() {
    var host = restingModal()
    host.drag(from: 500, to: 800, start: 2, duration: 0.15)
    host.frames(from: 2.2, to: 3.5)
    #expect(host.actions == [.setPresented(false), .detach, .callOnDismiss])
    let count = host.log.count
    host.send(.presentedBinding(false), at: 3.6)
    #expect(host.log.count == count)
    // The app presents again: a fresh attach and entrance.
    host.send(.presentedBinding(true), at: 4)
    #expect(host.last.first == .attach)
  }

  @Test("a selection written by the model comes back without restarting anything")
  func selectionNoLoop() {
    var host = restingModal()
    host.drag(from: 500, to: 150, start: 2, duration: 0.3)
    host.frames(from: 2.35, to: 3.5)
    #expect(host.actions.contains(.setSelection("large")))
    let settledAt = host.layout(at: 3.5)
    host.forget()
    host.send(.selectionBinding("large"), at: 3.6)
    #expect(host.log.isEmpty)
    #expect(host.layout(at: 3.6).top == settledAt.top)
    #expect(host.layout(at: 3.6).phase == .idle)
  }

  @Test("the app changes the selection during a drag: served when the finger lifts")
  func selectionDuringDrag() {
    var host = restingModal()
    host.drag(from: 500, to: 300, start: 2, lift: false)
    host.send(.selectionBinding("large"), at: 2.2)
    #expect(host.layout(at: 2.2).phase == .dragging)
    #expect(!host.eventNames.contains("selectionChanged"))
    host.send(.panEnded(touchID: 1, at: SheetPoint(x: 195, y: 300), velocity: nil), at: 2.25)
    host.frames(from: 2.25, to: 3.5)
    #expect(host.layout(at: 3.5).top == 47)
    #expect(host.eventNames.contains("selectionChanged"))
    // The app asked for large: the model does not write it back.
    #expect(!host.actions.contains(.setSelection("large")))
  }

  @Test("the app dismisses while the entrance spring runs, and presents again mid-exit")
  func bindingDuringSpring() {
    var host = HostDriver(presented: false)
    host.measure()
    host.send(.presentedBinding(true), at: 0.1)
    host.frames(from: 0.1, to: 0.2)
    let rising = host.layout(at: 0.2).top
    #expect(rising < 844 && rising > 445.5)
    host.send(.presentedBinding(false), at: 0.2)
    host.frames(from: 0.2, to: 0.45)
    // The exit spring took over from the entrance: the sheet is on its way down again.
    #expect(host.layout(at: 0.45).top > rising)
    host.send(.presentedBinding(true), at: 0.45)
    host.frames(from: 0.45, to: 2)
    #expect(host.layout(at: 2).top == 445.5)
    // Never detached: the exit never finished.
    #expect(!host.log.contains(.detach))
    #expect(!host.log.contains(.callOnDismiss))
  }

  @Test("a close tapped mid-settle dismisses; during a drag it waits for the lift")
  func closeButton() {
    var host = restingModal()
    host.send(.select("large", animated: true), at: 2)
    host.frames(from: 2, to: 2.1)
    #expect(host.layout(at: 2.1).phase == .settling)
    host.send(.close, at: 2.1)
    host.frames(from: 2.1, to: 3.5)
    #expect(host.actions.suffix(3) == [.setPresented(false), .detach, .callOnDismiss])

    var dragging = restingModal()
    dragging.drag(from: 500, to: 450, start: 2, lift: false)
    dragging.send(.close, at: 2.2)
    #expect(dragging.layout(at: 2.2).phase == .dragging)
    dragging.send(.panEnded(touchID: 1, at: SheetPoint(x: 195, y: 450), velocity: nil), at: 2.3)
    dragging.frames(from: 2.3, to: 3.5)
    #expect(dragging.actions.suffix(3) == [.setPresented(false), .detach, .callOnDismiss])
  }

  @Test("a guarded close calls the dismiss-attempt handler and keeps the sheet")
  func guardedClose() {
    var host = restingModal { $0.isDismissible = false }
    host.send(.close, at: 2)
    host.frames(from: 2, to: 3)
    #expect(host.actions == [.callDismissAttempt])
    #expect(host.layout(at: 3).top == 445.5)
  }

  @Test("a backdrop tap dismisses; a finger that lands on the backdrop and slides does not")
  func backdrop() {
    var host = restingModal { $0.detents = [.medium, .large] }
    host.send(.select("large", animated: false), at: 2)
    // Large dims the backdrop; a touch-down on it alone does nothing.
    host.send(.touchDown(touchID: 1, at: SheetPoint(x: 195, y: 20), target: .content), at: 3)
    host.send(.touchEnded(touchID: 1), at: 3.3)
    #expect(host.layout(at: 3.3).isPresented)
    host.send(.backdropTap(at: SheetPoint(x: 195, y: 20)), at: 4)
    host.frames(from: 4, to: 5)
    #expect(host.actions.suffix(3) == [.setPresented(false), .detach, .callOnDismiss])
  }

  @Test("a sheet presented from a sheet: each host attaches and detaches its own container")
  func sheetInSheet() {
    var outer = restingModal()
    var inner = HostDriver(presented: false)
    inner.measure(at: 0)
    inner.send(.presentedBinding(true), at: 2)
    inner.frames(from: 2, to: 3.5)
    #expect(inner.log.first(where: { $0 == .attach }) != nil)
    inner.drag(from: 500, to: 800, start: 4, duration: 0.15)
    inner.frames(from: 4.2, to: 5.5)
    #expect(inner.actions.suffix(3) == [.setPresented(false), .detach, .callOnDismiss])
    outer.frames(from: 2, to: 5.5)
    #expect(outer.actions.isEmpty)
    #expect(outer.layout(at: 5.5).top == 445.5)
  }
}

@Suite("Host: presentation before measurement")
struct PresentBeforeMeasurementTests {
  @Test("a sheet presented from its first render attaches before it can be measured")
  func presentedAtCreation() {
    var host = HostDriver(presented: true)
    host.send(.presentedBinding(true), at: 0)
    // VoiceOver's focus moves in when the entrance settles, not now (touches review, 6).
    #expect(host.last == [.attach])
    host.measure(at: 0.01)
    host.frames(from: 0.01, to: 1.5)
    #expect(host.layout(at: 1.5).top == 445.5)
    #expect(host.log.filter { $0 == .attach }.count == 1)
  }

  @Test("a backdrop tap whose finger the pan recognizer still tracks is a tap")
  func tapWhileTracked() {
    var host = HostDriver(selection: "large")
    host.measure()
    host.frames(from: 0, to: 1.5)
    host.send(.touchDown(touchID: 1, at: SheetPoint(x: 195, y: 20), target: .content), at: 2)
    host.send(.backdropTap(at: SheetPoint(x: 195, y: 20)), at: 2.1)
    host.send(.touchEnded(touchID: 1), at: 2.1)
    host.frames(from: 2.1, to: 3.5)
    #expect(host.actions.suffix(3) == [.setPresented(false), .detach, .callOnDismiss])
  }

  /// `takeEffects(into:)` hands over the same effects, in order, that reading `effects` does,
  /// and leaves the host with none; the next input's effects arrive in the swapped-in storage.
  @Test func takingEffectsHandsOverTheSameListAndLeavesNone() {
    var read = HostDriver(selection: "medium")
    var taken = read
    read.model.send(.container(size: phoneSize, safeArea: phoneInsets), at: HostDriver.boot)
    taken.model.send(.container(size: phoneSize, safeArea: phoneInsets), at: HostDriver.boot)
    var buffer: [HostEffect] = [.haptic]
    taken.model.takeEffects(into: &buffer)
    #expect(!buffer.isEmpty)
    #expect(buffer == read.model.effects)
    #expect(taken.model.effects.isEmpty)
    taken.model.send(.presentedBinding(false), at: HostDriver.boot + 0.1)
    read.model.clearEffects()
    read.model.send(.presentedBinding(false), at: HostDriver.boot + 0.1)
    taken.model.takeEffects(into: &buffer)
    #expect(buffer == read.model.effects)
  }
}
