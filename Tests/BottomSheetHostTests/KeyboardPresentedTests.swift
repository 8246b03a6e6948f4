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
}
