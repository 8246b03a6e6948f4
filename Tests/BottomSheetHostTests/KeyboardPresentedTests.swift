@_spi(Lab) import BottomSheetCore
@_spi(Lab) import BottomSheetHost
@_spi(Lab) import BottomSheetTooling
import Testing

/// The keyboard's place on screen, read by the layer on each display tick during a slide
/// (`HostInput.keyboardPresented(top:)`), in place of the host's stand-in curve.
@Suite("Host: the keyboard's on-screen place during a slide")
struct KeyboardPresentedTests {
  static func base(_ host: HostDriver, at t: Double) -> Double {
    let layout = host.layout(at: t)
    return layout.top + layout.height
  }

  @Test("readings replace the stand-in curve frame by frame; one at the end ends the slide")
  func readingsReplaceTheCurve() throws {
    var host = HostDriver.restingModal(recording: true)
    host.send(.keyboardWillMove(top: 508, duration: 0.25), at: 2)
    #expect(host.model.isKeyboardSliding)
    // A linear stand-in for UIKit's private curve, far from the host's own.
    var bases: [Double] = []
    var readings: [Double] = []
    for i in 1...20 {
      let t = 2 + Double(i) / 120
      let reading = 844 - 336 * Double(i) / 20
      host.send(.keyboardPresented(top: reading), at: t)
      host.send(.advance, at: t)
      readings.append(reading)
      bases.append(Self.base(host, at: t))
    }
    for (b, r) in zip(bases, readings) { #expect(abs(b - r) < 1e-9) }
    // The twentieth reading is the slide's end (508), at 1/6 s: the slide is over, early.
    #expect(!host.model.isKeyboardSliding)
    #expect(host.model.geometry.keyboardTop == 508)
    // Without readings, the host's own curve is 65 % of the way at the tenth frame (626 pt),
    // where the readings had it half-way (676 pt).
    var curve = HostDriver.restingModal()
    curve.send(.keyboardWillMove(top: 508, duration: 0.25), at: 2)
    curve.frames(from: 2 + 1.0 / 120, to: 2 + 10.0 / 120)
    #expect(abs(Self.base(curve, at: 2 + 10.0 / 120) - 626.1) < 0.1)
    #expect(abs(bases[9] - 676) < 1e-9)
    // The trace keeps the readings: its replay rides the same path.
    let trace = try #require(host.model.trace)
    let replayed = try HostTrace(json: trace.json).replay().model
    #expect(replayed.geometry.keyboardTop == 508)
    #expect(trace.json.contains("\"keyboardPresented\""))
  }

  @Test("outside a slide a reading does nothing; a non-finite one is dropped and reported")
  func ignoredReadings() {
    var host = HostDriver.restingModal()
    host.send(.keyboardPresented(top: 600), at: 2)
    host.send(.advance, at: 2.01)
    #expect(Self.base(host, at: 2.01) == 844)
    host.send(.keyboardWillMove(top: 508, duration: 0.25), at: 3)
    host.send(.keyboardPresented(top: .nan), at: 3.01)
    host.send(.advance, at: 3.01)
    #expect(host.model.diagnostics.contains { $0.field == "host.keyboardPresented.top" })
    let base = Self.base(host, at: 3.01)
    #expect(base.isFinite && base < 844 && base > 508)  // on the curve
  }

  /// A keyboard that slides up while a finger drags the sheet: the drag holds the base, and
  /// after the lift the base catches up from where it was held. The layer's readings of the
  /// keyboard (already at its end) are not the base's path then: taken, they would move it
  /// the keyboard's whole way in one frame.
  @Test("after a drag held the base, the catch-up is not the keyboard's slide: no jump")
  func catchUpIgnoresReadings() {
    var host = HostDriver.restingModal()
    host.send(.touchDown(touchID: 1, at: SheetPoint(x: 195, y: 470), target: .chrome), at: 2)
    host.send(.panBegan(touchID: 1, at: SheetPoint(x: 195, y: 480)), at: 2.02)
    host.send(.keyboardWillMove(top: 508, duration: 0.25), at: 2.02)
    var t = 2.02
    for i in 1...36 {
      t = 2.02 + Double(i) / 120
      host.send(.keyboardPresented(top: max(508, 844 - 336 * Double(i) / 24)), at: t)
      host.send(.advance, at: t)
      host.send(.panMoved(touchID: 1, at: SheetPoint(x: 195, y: 480 + Double(i))), at: t)
    }
    #expect(Self.base(host, at: t) == 844)  // held while the finger dragged
    host.send(.panEnded(touchID: 1, at: SheetPoint(x: 195, y: 516), velocity: nil), at: t + 0.1)
    #expect(!host.model.isKeyboardSliding)
    var previous = host.layout(at: t + 0.1).top
    var step = 0.0
    for i in 1...60 {
      let u = t + 0.1 + Double(i) / 120
      host.send(.keyboardPresented(top: 508), at: u)
      host.send(.advance, at: u)
      step = max(step, abs(host.layout(at: u).top - previous))
      previous = host.layout(at: u).top
    }
    #expect(step < 40)  // a 336 pt move over a quarter second, not in one frame
    #expect(abs(Self.base(host, at: t + 0.6) - 508) < 1e-9)
  }
}
