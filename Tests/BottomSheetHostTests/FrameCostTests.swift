@_spi(Lab) import BottomSheetCore
@_spi(Lab) import BottomSheetHost
import Testing

/// What a frame costs (the touches review's findings 6, 12 and 14.3): while the sheet moves,
/// one draw and at most one geometry callback per display frame, decided by the host
/// (`SheetHostModel.needsDraw`); the display clock runs while a finger drags the sheet.
@Suite("Host: one draw per frame")
struct FrameCostTests {
  /// Draws as the layer does: only when the host says so, then tells it. Whether it drew, and
  /// the geometry report the draw produced.
  @discardableResult
  static func drawIfNeeded(_ host: inout HostDriver, at t: Double, reports: inout [SheetGeometry])
    -> Bool
  {
    guard host.model.needsDraw else { return false }
    let frame = host.model.frame(at: HostDriver.boot + t)
    let presenter = SheetRect(x: 0, y: 0, width: 390, height: 844)
    if let report = host.model.geometryChange(for: frame, presenterFrame: presenter) {
      reports.append(report)
    }
    host.model.didDraw()
    return true
  }

  /// A modal resting on `medium`, drawn.
  static func drawnRestingModal() -> HostDriver {
    var host = HostDriver.restingModal()
    var reports: [SheetGeometry] = []
    drawIfNeeded(&host, at: 1.5, reports: &reports)
    return host
  }

  @Test("a tap on a resting sheet needs no draw")
  func tapNeedsNoDraw() {
    var host = Self.drawnRestingModal()
    #expect(!host.model.needsDraw)
    for target in [TouchTarget.chrome, .content] {
      host.send(.touchDown(touchID: 1, at: SheetPoint(x: 195, y: 600), target: target), at: 2)
      host.send(.touchEnded(touchID: 1), at: 2.08)
      #expect(!host.model.needsDraw)
    }
    // A tap on the backdrop of a sheet that stays (`backdropTap` none) draws nothing either:
    // the engine takes it, and nothing it draws changes.
    var kept = HostDriver.restingModal { $0.backdropTap = .none }
    var reports: [SheetGeometry] = []
    Self.drawIfNeeded(&kept, at: 1.5, reports: &reports)
    kept.send(.backdropTap(at: SheetPoint(x: 195, y: 100)), at: 2)
    #expect(!kept.model.needsDraw)
  }

  @Test("four coalesced samples, then one draw: exactly one geometry report")
  func coalescedSamplesDrawOnce() {
    var host = Self.drawnRestingModal()
    var reports: [SheetGeometry] = []
    host.send(.touchDown(touchID: 1, at: SheetPoint(x: 195, y: 470), target: .chrome), at: 2)
    host.send(.panBegan(touchID: 1, at: SheetPoint(x: 195, y: 460)), at: 2.02)
    Self.drawIfNeeded(&host, at: 2.02, reports: &reports)
    reports = []
    // One touch event of a 240 Hz iPad: three coalesced samples and the event's own.
    for i in 1...4 {
      host.send(
        .panMoved(touchID: 1, at: SheetPoint(x: 195, y: 460 - 5 * Double(i))),
        at: 2.02 + Double(i) / 240)
      #expect(host.model.needsDraw)
    }
    #expect(Self.drawIfNeeded(&host, at: 2.04, reports: &reports))
    #expect(reports.count == 1)
    #expect(reports.first.map { abs($0.top - (445.5 - 20)) < 1e-9 } == true)
    #expect(!host.model.needsDraw)
  }

  @Test("one second of display ticks at rest draws nothing")
  func ticksAtRestDrawNothing() {
    var host = Self.drawnRestingModal()
    var reports: [SheetGeometry] = []
    var draws = 0
    var t = 2.0
    for _ in 0..<120 {
      host.send(.advance, at: t)
      if Self.drawIfNeeded(&host, at: t, reports: &reports) { draws += 1 }
      t += 1.0 / 120
    }
    #expect(draws == 0)
    #expect(reports.isEmpty)
  }

  /// ProMotion raises the frame rate only for what a display link asks for (the review's
  /// finding 12): the clock runs from the pan's beginning on the sheet to the lift's spring's
  /// end, and a tick with no new sample draws nothing.
  @Test("the clock runs while a finger drags the sheet; ticks without a sample draw nothing")
  func clockDuringDrag() {
    var host = Self.drawnRestingModal()
    var reports: [SheetGeometry] = []
    host.send(.touchDown(touchID: 1, at: SheetPoint(x: 195, y: 470), target: .chrome), at: 2)
    #expect(!host.last.contains(.displayClock(running: true)))  // a touch-down is no drag yet
    host.send(.panBegan(touchID: 1, at: SheetPoint(x: 195, y: 460)), at: 2.02)
    #expect(host.last.contains(.displayClock(running: true)))
    Self.drawIfNeeded(&host, at: 2.02, reports: &reports)
    var draws = 0
    var t = 2.02
    for i in 1...12 {
      t += 1.0 / 120
      host.send(.advance, at: t + 0.004)  // a tick: the next vsync
      if Self.drawIfNeeded(&host, at: t + 0.004, reports: &reports) { draws += 1 }
      // The finger moves on every other tick only.
      if i % 2 == 0 {
        host.send(.panMoved(touchID: 1, at: SheetPoint(x: 195, y: 460 - 4 * Double(i))), at: t)
        if Self.drawIfNeeded(&host, at: t, reports: &reports) { draws += 1 }
      }
    }
    #expect(draws == 6)
    host.send(.panEnded(touchID: 1, at: SheetPoint(x: 195, y: 412), velocity: nil), at: t)
    #expect(!host.last.contains(.displayClock(running: false)))  // the spring follows
    // Every tick of the spring draws, the one it arrives on included; then nothing.
    var springDraws = 0
    var springTicks = 0
    var after = 0
    while t < 4 {
      t += 1.0 / 120
      let moving = host.layout(at: t).phase == .settling
      host.send(.advance, at: t)
      let drew = Self.drawIfNeeded(&host, at: t, reports: &reports)
      if moving {
        springTicks += 1
        if drew { springDraws += 1 }
      } else if drew {
        after += 1
      }
    }
    #expect(springTicks > 10)
    #expect(springDraws == springTicks)
    #expect(after == 1)  // the frame it arrived on
    let clock = host.log.last {
      if case .displayClock = $0 { return true }
      return false
    }
    #expect(clock == .displayClock(running: false))
  }
}
