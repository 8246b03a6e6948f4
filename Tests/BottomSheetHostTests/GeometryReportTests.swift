@_spi(Lab) import BottomSheetCore
@_spi(Lab) import BottomSheetHost
import Testing

/// Draws the frame at `t` (seconds after the driver's first input) and asks the host for the
/// geometry change the layer hands to `onBottomSheetGeometryChange`, for a presenting view from
/// `presenterTop` down to `presenterBottom` in the container (the phone's 844 pt bottom unless
/// told).
private func draw(
  _ host: inout HostDriver, at t: Double, presenterTop: Double = 0, presenterBottom: Double = 844
) -> SheetGeometry? {
  let frame = host.model.frame(at: HostDriver.boot + t)
  let presenter = SheetRect(
    x: 0, y: presenterTop, width: 390, height: presenterBottom - presenterTop)
  return host.model.geometryChange(for: frame, presenterFrame: presenter)
}

@Suite("Host: the geometry the screen behind follows")
struct GeometryReportTests {
  @Test("a spring from medium to large: one report per 120 Hz frame while moving, one at rest")
  func springReportsPerFrame() throws {
    var host = HostDriver.restingModal()
    // At rest on medium: one report (top 445.5, 398.5 tall), then nothing.
    #expect(
      draw(&host, at: 1.5)
        == SheetGeometry(top: 445.5, height: 398.5, progress: 0, phase: .idle))
    #expect(draw(&host, at: 1.55) == nil)
    host.send(.select("large", animated: true), at: 1.6)
    // The spring starts where the sheet is: only the phase changed.
    #expect(
      draw(&host, at: 1.6)
        == SheetGeometry(top: 445.5, height: 398.5, progress: 0, phase: .settling))
    var moving = 0
    var atRest: [SheetGeometry] = []
    var afterRest = 0
    var t = 1.6 + 1.0 / 120
    while t <= 3.5 {
      host.send(.advance, at: t)
      let layout = host.model.frame(at: HostDriver.boot + t).layout
      let report = draw(&host, at: t)
      if !atRest.isEmpty {
        if report != nil { afterRest += 1 }
      } else if layout.phase == .settling {
        #expect(report != nil, "t = \(t): a moving frame reports")
        #expect(report?.phase == .settling)
        moving += 1
      } else {
        atRest.append(try #require(report, "t = \(t): the frame it rests on reports"))
      }
      t += 1.0 / 120
    }
    #expect(moving > 20)
    #expect(atRest == [SheetGeometry(top: 47, height: 797, progress: 1, phase: .idle)])
    #expect(afterRest == 0)
  }

  @Test("a drag reports once per touch sample that moves the sheet, and not for one that does not")
  func dragReportsPerSample() {
    var host = HostDriver(.inline, detents: [.height(200), .medium, .large], presented: nil)
    host.measure()
    // Resting on .height(200): top 844 − 200 = 644.
    #expect(draw(&host, at: 0) == SheetGeometry(top: 644, height: 200, progress: 0, phase: .idle))
    host.send(.touchDown(touchID: 1, at: SheetPoint(x: 195, y: 700), target: .chrome), at: 0.1)
    #expect(draw(&host, at: 0.1) == nil)  // a touch-down moves nothing
    host.send(.panBegan(touchID: 1, at: SheetPoint(x: 195, y: 690)), at: 0.125)
    _ = draw(&host, at: 0.125)  // the phase becomes dragging, at the same place
    var reports: [SheetGeometry] = []
    for i in 1...24 {
      let t = 0.125 + Double(i) / 120
      host.send(.panMoved(touchID: 1, at: SheetPoint(x: 195, y: 690 - 140 * Double(i) / 24)), at: t)
      if let report = draw(&host, at: t) { reports.append(report) }
    }
    #expect(reports.count == 24)
    #expect(reports.allSatisfy { $0.phase == .dragging })
    // 1:1 with the finger from where the pan began: 140 pt up, top 644 − 140.
    #expect(abs((reports.last?.top ?? 0) - 504) < 1e-9)
    #expect(abs((reports.last?.height ?? 0) - 340) < 1e-9)
    // A sample where the finger already is moves nothing and reports nothing.
    host.send(.panMoved(touchID: 1, at: SheetPoint(x: 195, y: 550)), at: 0.35)
    #expect(draw(&host, at: 0.35) == nil)
  }

  @Test(
    "the top edge in the presenting view's space, for each style",
    arguments: [
      // Modal on medium: top 445.5 in the window, 844 − 445.5 tall. Floating .height(300): a
      // 300 pt card whose base is 12 pt above the 34 pt strip, so its top is at 844 − 46 − 300
      // and the height covers the card and the 46 pt below it. Inline on medium: as the modal
      // (its container is the presenting view, so its presenter top is 0 in an app).
      (style: SheetStyle.modal, presenterTop: 0.0, top: 445.5, height: 398.5),
      (style: .modal, presenterTop: 120.0, top: 325.5, height: 398.5),
      (style: .floating, presenterTop: 0.0, top: 498.0, height: 346.0),
      (style: .floating, presenterTop: 120.0, top: 378.0, height: 346.0),
      (style: .inline, presenterTop: 0.0, top: 445.5, height: 398.5),
      (style: .inline, presenterTop: 120.0, top: 325.5, height: 398.5),
    ])
  func topInPresenterSpace(style: SheetStyle, presenterTop: Double, top: Double, height: Double) {
    let detents: [Detent] = style == .floating ? [.height(300)] : [.medium, .large]
    var host = HostDriver(style, detents: detents, selection: detents[0].id)
    host.measure()
    host.frames(from: 0, to: 1.5)
    let report = draw(&host, at: 1.5, presenterTop: presenterTop)
    #expect(report?.phase == .idle)
    #expect(abs((report?.top ?? .nan) - top) < 1e-9)
    #expect(abs((report?.height ?? .nan) - height) < 1e-9)
    #expect(draw(&host, at: 1.6, presenterTop: presenterTop) == nil)
    // The presenting view moved (a scroll, a push): reported again.
    #expect(draw(&host, at: 1.7, presenterTop: presenterTop + 10)?.top == top - 10)
  }

  @Test("a dismissed sheet reports height 0 once, at the container's bottom edge")
  func dismissedReportsOnce() {
    var host = HostDriver.restingModal()
    _ = draw(&host, at: 1.5, presenterTop: 120)
    host.send(.dismiss(animated: true), at: 1.6)
    var dismissed: [SheetGeometry] = []
    var t = 1.6
    while t <= 3.5 {
      host.send(.advance, at: t)
      if let report = draw(&host, at: t, presenterTop: 120), report.phase == .dismissed {
        dismissed.append(report)
      }
      t += 1.0 / 120
    }
    #expect(dismissed == [SheetGeometry(top: 724, height: 0, progress: 0, phase: .dismissed)])
    // Never presented: one report of nothing, then nothing.
    var hidden = HostDriver(presented: false)
    hidden.measure()
    #expect(
      draw(&hidden, at: 0) == SheetGeometry(top: 844, height: 0, progress: 0, phase: .dismissed))
    #expect(draw(&hidden, at: 0.5) == nil)
  }

  @Test("a non-finite presenter top is replaced by the last finite one and reported")
  func nonFinitePresenterTop() {
    var host = HostDriver.restingModal()
    #expect(draw(&host, at: 1.5, presenterTop: 120)?.top == 325.5)
    #expect(draw(&host, at: 1.6, presenterTop: .nan) == nil)
    #expect(host.model.diagnostics.contains { $0.field == "host.geometry.presenterTop" })
  }

  /// S8 and the inline half of A-F3: `height` is measured up from the presenting view's
  /// bottom edge, as `BottomSheetGeometry` documents, not from the container's. Before, both
  /// rows reported the distance to the container's bottom (344 and 398.5), so a view padded
  /// up by it floated 34 pt above an inline sheet and 83 pt above a modal over a tab bar.
  @Test(
    "height up from the presenting view's bottom, top down from its top",
    arguments: [
      // An inline sheet whose top is at 500 in an 844 pt container; its screen's safe area
      // runs from 47 down to 810 (above the 34 pt home-indicator strip).
      (
        style: SheetStyle.inline, detent: Detent.height(344), presenterTop: 47.0,
        presenterBottom: 810.0, top: 453.0, height: 310.0
      ),
      // A modal on medium (top 445.5) presented from a screen that ends above an 83 pt tab
      // bar.
      (
        style: .modal, detent: .medium, presenterTop: 0.0, presenterBottom: 761.0, top: 445.5,
        height: 315.5
      ),
    ])
  func heightFromThePresenterBottom(
    style: SheetStyle, detent: Detent, presenterTop: Double, presenterBottom: Double,
    top: Double, height: Double
  ) {
    var host = HostDriver(
      style, detents: [detent, .large], presented: style == .inline ? nil : true,
      selection: detent.id)
    host.measure()
    host.frames(from: 0, to: 1.5)
    let report = draw(
      &host, at: 1.5, presenterTop: presenterTop, presenterBottom: presenterBottom)
    #expect(report?.phase == .idle)
    #expect(abs((report?.top ?? .nan) - top) < 1e-9)
    #expect(abs((report?.height ?? .nan) - height) < 1e-9)
  }

  @Test("a non-finite or inverted presenter bottom is repaired and reported")
  func badPresenterBottom() {
    var host = HostDriver(.inline, detents: [.height(344), .large], presented: nil)
    host.measure()
    #expect(draw(&host, at: 0, presenterTop: 47, presenterBottom: 810)?.height == 310)
    // Not finite: the last finite bottom stays, and nothing new is reported.
    #expect(draw(&host, at: 0.1, presenterTop: 47, presenterBottom: .infinity) == nil)
    #expect(host.model.diagnostics.contains { $0.field == "host.geometry.presenterBottom" })
    // Above its top: taken as ending at its top, so the sheet covers none of it.
    let inverted = draw(&host, at: 0.2, presenterTop: 47, presenterBottom: 20)
    #expect(inverted?.height == 0)
    #expect(inverted?.top == 453)
    #expect(
      host.model.diagnostics.filter { $0.field == "host.geometry.presenterBottom" }.count == 2)
  }
}
