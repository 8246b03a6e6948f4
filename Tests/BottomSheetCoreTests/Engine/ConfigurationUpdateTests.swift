@_spi(Lab) @testable import BottomSheetCore
import Testing

@Suite("Configuration updates")
struct ConfigurationUpdateTests {
  @Test func aPresentationInFlightContinuesThroughAConfigurationChange() {
    var e = engine(.modal, [.medium, .large]) { $0.startsPresented = false }
    e.send(.present(animated: true), at: 0)
    let dt = 1e-4
    let before = e.layout(at: 0.1)
    let speed = (before.height - e.layout(at: 0.1 - dt).height) / dt
    var changed = e.configuration
    changed.cornerRadius = 30
    changed.chrome = SheetChrome(grabberHeight: 20, headerHeight: 56)
    e.send(.updateConfiguration(changed), at: 0.1)
    let after = e.layout(at: 0.1)
    #expect(abs(after.height - before.height) < 1e-9)  // no restart from off screen
    #expect(abs((e.layout(at: 0.1 + dt).height - after.height) / dt - speed) / speed < 0.02)
    #expect(after.cornerRadii.topLeading == 30)
    #expect(e.isPresented)
    #expect(e.settle(after: 0.1).height == 398.5)
  }

  @Test func removingTheSelectedDetentSelectsTheNearest() {
    var e = engine(.modal, [.height(120), .medium, .large], initial: "medium")
    var changed = e.configuration
    changed.detents = [.height(120), .height(500), .large]
    e.send(.updateConfiguration(changed), at: 1)
    #expect(e.selectedDetentID == "height:500")
    #expect(e.pendingEvents.map(\.kind) == [.selectionChanged(from: "medium", to: "height:500")])
    #expect(e.settle(after: 1).height == 500)
  }

  @Test func aDragContinuesUnderTheNewRules() {
    var e = engine(initial: "large")
    e.drag(from: 100, to: 50, duration: 0.1, lift: false)
    var changed = e.configuration
    changed.behavior.rubberBand = .linear(allowance: 20)
    e.send(.updateConfiguration(changed), at: e.time)
    #expect(e.layout(at: e.time).phase == .dragging)
    e.send(.touchMoved(to: SheetPoint(x: 195, y: 0)), at: e.time + 0.01)
    #expect(e.layout(at: e.time).height == 817)  // 100 pt past the top, stopped at 20
  }

  @Test func hiddenLayoutBeforeMeasurement() {
    let l = SheetLayout.hidden(containerHeight: 844)
    #expect(l.phase == .dismissed)
    #expect(l.top == 844)
    #expect(!l.backdropBlocksTouches)
    #expect(isFinite(SheetLayout.hidden(containerHeight: .nan)))
  }
}

@Suite("Configuration defaults")
struct ConfigurationDefaultTests {
  @Test func defaultDetentsPerStyle() {
    #expect(SheetConfiguration.defaultDetents(for: .floating).map(\.id) == ["fitsContent"])
    #expect(SheetConfiguration.defaultDetents(for: .modal).map(\.id) == ["medium", "large"])
    #expect(SheetConfiguration.defaultDetents(for: .inline).map(\.id) == ["medium", "large"])
  }
}
