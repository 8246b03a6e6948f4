@_spi(Lab) @testable import BottomSheetCore
@testable @_spi(Lab) import BottomSheetHost
@_spi(Lab) import BottomSheetTooling
import Testing

@Suite("Host: clock, geometry, accessibility")
struct ClockAndGeometryTests {
  /// A flick on an inline sheet whose samples carry their own timestamps, delivered with
  /// display frames whose callback times are jittered by `jitter` (a deterministic ± pattern).
  /// With `reportLatency`, the scroll view reports its offset ahead of every touch input,
  /// stamped that many seconds after the touch (the `i`th input's latency).
  func flick(jitter: Double, reportLatency: ((Int) -> Double)? = nil) -> (
    release: SheetEvent?, tops: [Double], model: SheetHostModel
  ) {
    var host = HostDriver(
      .inline, detents: [.height(120), .medium, .large], presented: nil, recording: true)
    host.measure()
    func report(_ i: Int, at t: Double) {
      guard let reportLatency else { return }
      host.send(.contentScrolled(offset: 0), at: t + reportLatency(i))
    }
    report(0, at: 0.1)
    host.send(.touchDown(touchID: 1, at: SheetPoint(x: 195, y: 760), target: .chrome), at: 0.1)
    var k = 0
    for i in 0...12 {
      let t = 0.12 + Double(i) / 120
      let y = 750 - 3 * Double(i * i)  // speeding up into the lift
      report(i + 1, at: t)
      if i == 0 {
        host.send(.panBegan(touchID: 1, at: SheetPoint(x: 195, y: y)), at: t)
      } else {
        host.send(.panMoved(touchID: 1, at: SheetPoint(x: 195, y: y)), at: t)
      }
      // A frame callback that ran late by up to `jitter`, stamped with its own link time.
      k += 1
      host.send(.advance, at: t + (k % 2 == 0 ? jitter : jitter / 3))
    }
    host.send(.panEnded(touchID: 1, at: SheetPoint(x: 195, y: 318), velocity: nil), at: 0.22)
    var tops: [Double] = []
    for i in 0...60 {
      let t = 0.25 + Double(i) / 60
      host.send(.advance, at: t)
      tops.append(host.layout(at: t).top)
    }
    let release = host.log.compactMap { effect -> SheetEvent? in
      if case let .event(event) = effect, event.typeName == "released" { return event }
      return nil
    }.first
    return (release, tops, host.model)
  }

  @Test("touches carry their own timestamps: late frame callbacks change nothing")
  func oneClock() throws {
    let exact = flick(jitter: 0)
    let late = flick(jitter: 0.004)
    let release = try #require(exact.release)
    #expect(release == late.release)
    #expect(exact.tops == late.tops)
    // And it is a real throw: the sheet leaves the lowest detent at speed.
    guard case let .released(velocity, _, _) = release.kind else {
      Issue.record("not a release: \(release)")
      return
    }
    #expect(velocity < -1_000)
  }

  /// What the layer's `SheetPanRecognizer.eventTime` is for: UIKit reports the scroll view's
  /// offset while it handles a touch event, sometimes before the sheet's pan sample for that
  /// event. Stamped with the event's time, the reports change nothing; stamped with the time
  /// their callback ran (2 to 7 ms later, varying), they stamp the samples after them late by
  /// as much and the release speed comes out wrong. The host reports each late input
  /// (`host.timestamp`), and a trace keeps how late it was, so a device trace shows it on Linux.
  @Test("inputs stamped late are reported and recorded; stamped with the event's time, none")
  func lateStampsAreReportedAndRecorded() throws {
    let plain = flick(jitter: 0)
    let atEvent = flick(jitter: 0, reportLatency: { _ in 0 })
    let late = flick(jitter: 0, reportLatency: { i in i % 2 == 0 ? 0.002 : 0.007 })
    #expect(atEvent.release == plain.release)
    #expect(atEvent.model.diagnostics.isEmpty)
    func speed(_ event: SheetEvent?) throws -> Double {
      guard case let .released(velocity, _, _) = try #require(event).kind else {
        throw CancellationError()
      }
      return velocity
    }
    let exact = try speed(plain.release)
    let skewed = try speed(late.release)
    // The callback times' 5 ms wobble on 8.3 ms samples: 8,640 pt/s comes out as 6,429.
    #expect(abs(skewed - exact) / abs(exact) > 0.2, "\(exact) vs \(skewed)")
    // Every touch input after a late report is late: the touch-down, 13 samples and the lift.
    let reports = late.model.diagnostics.filter { $0.field == "host.timestamp" }
    #expect(reports.count == 15)
    #expect(reports.first?.message.hasPrefix("an input stamped 2.0 ms before the host") == true)
    // The trace keeps it: written, read back and replayed, the same reports and frames.
    let trace = try #require(late.model.trace)
    #expect(trace.entries.filter { $0.late > 0 }.count == 15)
    let replayed = try HostTrace(json: trace.json).replay().model
    #expect(replayed.diagnostics == late.model.diagnostics)
    #expect(replayed.frame(at: replayed.now).layout == late.model.frame(at: late.model.now).layout)
  }

  @Test("an inline sheet is on screen at its first detent from the first frame, no clock")
  func inlineFirstFrame() {
    var host = HostDriver(.inline, detents: [.height(120), .large], presented: nil)
    host.measure()
    #expect(host.layout(at: 0).top == 844 - 120)
    #expect(!host.log.contains(.displayClock(running: true)))
    #expect(!host.log.contains(.attach))
    #expect(host.model.frame(at: HostDriver.boot).isAccessibilityModal == false)
  }

  @Test("content is laid out when the sheet's room changes, never for a tap")
  func contentLayoutOnce() {
    var host = HostDriver()
    host.measure()
    host.frames(from: 0, to: 1.5)
    // At medium the content has the visible room: 398.5 − 20 pt of chrome.
    #expect(contentLayouts(host.log) == [.layoutContent(height: 378.5, bottomInset: 34)])
    host.forget()
    for i in 0..<10 {
      let t = 2 + Double(i) * 0.3
      host.send(.touchDown(touchID: i, at: SheetPoint(x: 195, y: 600), target: .content), at: t)
      host.send(.touchEnded(touchID: i), at: t + 0.05)
    }
    #expect(contentLayouts(host.log).isEmpty)
    // A drag to large: once for the room at large (the engine's rule: at most twice a gesture).
    host.drag(from: 600, to: 300, start: 6)
    host.frames(from: 6.3, to: 7.5)
    #expect(contentLayouts(host.log) == [.layoutContent(height: 777, bottomInset: 34)])
  }

  func contentLayouts(_ log: [HostEffect]) -> [HostEffect] {
    log.filter {
      if case .layoutContent = $0 { return true }
      return false
    }
  }

  @Test("the grabber follows the detents: a second one shows it, the content keeps its room")
  func grabberFollowsTheDetents() {
    var host = HostDriver(detents: [.fitsContent]) { $0.chrome = SheetChrome(grabber: .automatic) }
    host.measure()
    host.send(.contentHeight(300), at: 0)
    host.frames(from: 0, to: 1.5)
    // One detent: no grabber, and no room kept for one.
    #expect(!host.layout(at: 1.5).showsGrabber)
    #expect(host.layout(at: 1.5).height == 300)
    #expect(contentLayouts(host.log).last == .layoutContent(height: 300, bottomInset: 34))
    host.forget()
    // The content's modifier adds `large` (what `bottomSheetDetents` sends as a configuration).
    var changed = host.model.configuration
    changed.detents = [.fitsContent, .large]
    host.send(.configuration(changed), at: 2)
    #expect(host.layout(at: 2).showsGrabber)
    host.frames(from: 2, to: 3.5)
    // The sheet grows by the grabber's 20 pt; the content below it keeps its 300.
    #expect(host.layout(at: 3.5).height == 320)
    #expect(contentLayouts(host.log).isEmpty)
  }

  @Test("an attached sheet is drawn twice the container tall; a card at its frame; none once gone")
  func drawnFrame() {
    var host = HostDriver.restingModal()
    let resting = host.model.frame(at: HostDriver.boot + 2)
    #expect(resting.showsSheet)
    #expect(resting.drawnFrame.y == 445.5)  // medium's top edge
    #expect(resting.drawnFrame.height == 1688)  // 2 × 844, whatever the detent
    host.drag(from: 600, to: 300, start: 2)
    let dragged = host.model.frame(at: HostDriver.boot + host.model.now)
    #expect(dragged.drawnFrame.height == 1688)
    #expect(dragged.drawnFrame.y == dragged.layout.frame.y)
    host.send(.dismiss(animated: false), at: 3)
    #expect(!host.model.frame(at: HostDriver.boot + 3).showsSheet)
    var card = HostDriver(.floating, detents: [.height(200), .height(400)])
    card.measure()
    card.frames(from: 0, to: 1.5)
    let cardFrame = card.model.frame(at: HostDriver.boot + 1.5)
    #expect(cardFrame.drawnFrame == cardFrame.layout.frame)
    #expect(cardFrame.drawnFrame.height == 200)
    #expect(!HostDriver().model.frame(at: 0).showsSheet)  // not measured yet
  }

  @Test("a floating card keeps no home-indicator inset; an edge-attached sheet does")
  func bottomInset() {
    var card = HostDriver(.floating, detents: [.height(200), .height(400)])
    card.measure()
    card.frames(from: 0, to: 1.5)
    #expect(contentLayouts(card.log) == [.layoutContent(height: 180, bottomInset: 0)])
    var inline = HostDriver(.inline, detents: [.height(120), .large], presented: nil)
    inline.measure()
    #expect(contentLayouts(inline.log) == [.layoutContent(height: 100, bottomInset: 34)])
  }

  @Test("rotation during a drag: the sheet keeps the finger and no keyboard appears")
  func rotationDuringDrag() {
    var host = HostDriver(.inline, detents: [.height(120), .large], presented: nil)
    host.measure()
    host.drag(from: 740, to: 600, start: 1, lift: false)
    let landscape = SheetSize(width: 844, height: 390)
    host.send(.container(size: landscape, safeArea: SheetInsets(top: 0, bottom: 21)), at: 1.3)
    #expect(host.model.geometry.keyboardHeight == 0)
    #expect(host.model.geometry.context.keyboardHeight == 0)
    #expect(host.layout(at: 1.3).phase == .dragging)
    host.send(.panEnded(touchID: 1, at: SheetPoint(x: 195, y: 600), velocity: nil), at: 1.4)
    host.frames(from: 1.4, to: 3)
    // Landscape: large is 390 − 0 = 390 pt; the sheet rests on a detent that fits.
    let rest = host.layout(at: 3)
    #expect(rest.phase == .idle)
    #expect(rest.height == 120 || rest.height == 390)
  }

  @Test("a keyboard during a drag raises the sheet's base by its height")
  func keyboardDuringDrag() {
    var host = HostDriver(.floating, detents: [.height(200), .height(400)])
    host.measure()
    host.frames(from: 0, to: 1.5)
    let resting = host.layout(at: 1.5)
    let base = resting.frame.y + resting.frame.height
    // A finger on the card moves it 30 pt up; the keyboard comes up under the finger.
    host.drag(from: resting.top + 40, to: resting.top + 0, start: 2, lift: false)
    let before = host.layout(at: 2.25)
    #expect(before.phase == .dragging)
    host.send(.keyboard(top: 844 - 336), at: 2.26)
    #expect(host.model.geometry.keyboardHeight == 336)
    #expect(host.layout(at: 2.26).phase == .dragging)
    host.send(.panMoved(touchID: 1, at: SheetPoint(x: 195, y: resting.top - 10)), at: 2.3)
    host.send(
      .panEnded(touchID: 1, at: SheetPoint(x: 195, y: resting.top - 10), velocity: nil), at: 2.3)
    host.frames(from: 2.3, to: 4)
    let raised = host.layout(at: 4)
    // At rest again, on the keyboard: the base went up by the keyboard less the home
    // indicator's strip the card already stood above (336 − 34 pt).
    #expect(abs(base - (raised.frame.y + raised.frame.height) - (336 - 34)) < 1)
    host.send(.keyboard(top: nil), at: 4.5)
    host.frames(from: 4.5, to: 6)
    #expect(abs(host.layout(at: 6).frame.y + host.layout(at: 6).frame.height - base) < 1e-6)
  }

  @Test("the sheet rides on the keyboard's slide, frame by frame, and back down")
  func keyboardSlide() throws {
    var host = HostDriver(.floating, detents: [.height(200), .height(400)])
    host.measure()
    host.frames(from: 0, to: 1.5)
    let resting = host.layout(at: 1.5)
    let base = resting.frame.y + resting.frame.height
    func baseAt(_ t: Double) -> Double {
      let frame = host.layout(at: t).frame
      return frame.y + frame.height
    }
    // UIKit announces a 336 pt keyboard arriving over 0.25 s.
    host.send(.keyboardWillMove(top: 844 - 336, duration: 0.25), at: 2)
    #expect(host.last.contains(.displayClock(running: true)))
    #expect(baseAt(2) == base)
    var bases: [Double] = []
    for i in 1...36 {
      let t = 2 + Double(i) / 120
      host.send(.advance, at: t)
      bases.append(baseAt(t))
    }
    // The card stood 34 + 12 pt above the bottom; on the keyboard it stands 12 pt above it.
    let raised = base - (336 - 34)
    // It rises every frame until the keyboard is in place (0.25 s), never past it, and stays.
    for (a, b) in zip(bases, bases.dropFirst()) { #expect(b <= a + 1e-9) }
    #expect(bases[14] > raised + 1)  // at 0.125 s: on its way (the curve is 83 % there)
    #expect(bases[14] < base - 200)
    #expect(abs(bases[29] - raised) < 1e-9)  // at 0.25 s: in place
    #expect(abs(bases[35] - raised) < 1e-9)
    #expect(host.model.geometry.keyboardHeight == 336)
    #expect(host.log.filter { $0 == .displayClock(running: false) }.count == 2)
    // And down again with the keyboard.
    host.send(.keyboardWillMove(top: nil, duration: 0.25), at: 3)
    host.send(.advance, at: 3.1)
    #expect(baseAt(3.1) > raised + 1 && baseAt(3.1) < base - 1)
    host.frames(from: 3.2, to: 3.4)
    #expect(abs(baseAt(3.4) - base) < 1e-9)
    #expect(host.model.geometry.keyboardTop == nil)
  }

  /// Display frames carry the time they will be shown, ahead of the touches delivered
  /// meanwhile: a drag during a keyboard slide, each sample 2 ms before the frame drawn just
  /// before it, is taken at the samples' own times (the finger's touches keep the clock while
  /// it drags; before issue #21's fix they were taken at the frames' times), and nothing is
  /// reported as late. The trace records each sample at the frame's time, 2 ms late, so its
  /// times never decrease and the replay sends the sample at its own stamp.
  @Test("touches behind a display frame's time are not reported late")
  func touchesBehindFramesAreNotLate() throws {
    var host = HostDriver(.floating, detents: [.height(200), .height(400)], recording: true)
    host.measure()
    host.frames(from: 0, to: 1.5)
    let top = host.layout(at: 1.5).frame.y
    host.send(.touchDown(touchID: 1, at: SheetPoint(x: 195, y: top + 20), target: .chrome), at: 2)
    host.send(.keyboardWillMove(top: 844 - 336, duration: 0.25), at: 2.001)
    host.send(.panBegan(touchID: 1, at: SheetPoint(x: 195, y: top + 10)), at: 2.002)
    for i in 1...20 {
      let t = 2.002 + Double(i) / 120
      host.send(.advance, at: t)
      host.send(
        .panMoved(touchID: 1, at: SheetPoint(x: 195, y: top + 10 - Double(i))), at: t - 0.002)
    }
    #expect(abs(host.model.now - (2.002 + 20.0 / 120 - 0.002)) < 1e-9)  // the last sample's
    #expect(!host.model.diagnostics.contains { $0.field == "host.timestamp" })
    let trace = try #require(host.model.trace)
    let moves = trace.entries.filter {
      if case .panMoved = $0.input { return true }
      return false
    }
    #expect(moves.count == 20 && moves.allSatisfy { abs($0.late - 0.002) < 1e-9 })
    #expect(zip(trace.entries, trace.entries.dropFirst()).allSatisfy { $0.time <= $1.time })
    let replayed = try HostTrace(json: trace.json).replay().model
    #expect(replayed.frame(at: 3).layout == host.model.frame(at: 1_003).layout)  // its clock from 0
    #expect(replayed.now == host.model.now)
  }

  @Test("the keyboard's curve: 0 at the start, within 1 % at its duration, 1 from there")
  func keyboardCurve() {
    #expect(SheetHostModel.keyboardProgress(elapsed: 0, duration: 0.25) == 0)
    let near = SheetHostModel.keyboardProgress(elapsed: 0.2499999, duration: 0.25)
    #expect(near > 0.99 && near < 1)
    #expect(SheetHostModel.keyboardProgress(elapsed: 0.25, duration: 0.25) == 1)
    #expect(SheetHostModel.keyboardProgress(elapsed: 0.1, duration: 0) == 1)
  }

  @Test("accessibility: increment, decrement and escape; modal hides what is behind, touches too")
  func accessibility() {
    var host = HostDriver(selection: "medium")
    host.measure()
    host.frames(from: 0, to: 1.5)
    let frame = host.model.frame(at: HostDriver.boot + 1.5)
    #expect(frame.accessibilityValue == .collapsed)
    // Medium is the lowest detent: undimmed backdrop? No: a modal dims from its lowest detent.
    #expect(frame.isAccessibilityModal == frame.layout.backdropBlocksTouches)
    host.send(.accessibilityIncrement, at: 2)
    host.frames(from: 2, to: 3)
    #expect(host.actions.contains(.setSelection("large")))
    // VoiceOver reads the adjustable element's new value itself: no announcement on top.
    #expect(!host.log.contains(.announce(.settled(.expanded))))
    #expect(host.model.frame(at: HostDriver.boot + 3).isAccessibilityModal)
    #expect(
      !host.model.frame(at: HostDriver.boot + 3).passesTouchThrough(at: SheetPoint(x: 10, y: 10)))
    host.send(.accessibilityDecrement, at: 3.5)
    host.frames(from: 3.5, to: 4.5)
    #expect(host.layout(at: 4.5).top == 445.5)
    host.send(.accessibilityEscape, at: 5)
    host.frames(from: 5, to: 6)
    #expect(host.actions.suffix(3) == [.setPresented(false), .detach, .callOnDismiss])
  }

  @Test("undimmed detents pass touches to the screen behind, by explicit region")
  func passThrough() {
    var host = HostDriver(selection: "medium") { $0.undimmedThrough = "medium" }
    host.measure()
    host.frames(from: 0, to: 1.5)
    let frame = host.model.frame(at: HostDriver.boot + 1.5)
    #expect(frame.passesTouchThrough(at: SheetPoint(x: 195, y: 200)))
    #expect(!frame.passesTouchThrough(at: SheetPoint(x: 195, y: 600)))
    #expect(!frame.isAccessibilityModal)
  }

  @Test("bad input: non-finite timestamps and points are dropped with a diagnostic, never NaN")
  func badInput() {
    var host = HostDriver()
    host.measure()
    host.model.send(.advance, at: .nan)
    host.send(.touchDown(touchID: 1, at: SheetPoint(x: .nan, y: 600), target: .content), at: 1)
    host.send(.contentScrolled(offset: .infinity), at: 1.1)
    host.send(.container(size: SheetSize(width: .nan, height: -5), safeArea: .zero), at: 1.2)
    host.send(.keyboard(top: -.infinity), at: 1.3)
    host.frames(from: 1.3, to: 2)
    let layout = host.layout(at: 2)
    #expect(layout.top.isFinite && layout.height.isFinite && layout.progress.isFinite)
    #expect(host.model.diagnostics.count >= 2)
  }
}
