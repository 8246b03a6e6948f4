@_spi(Lab) import BottomSheetCore
/// The scroll hand-off, host side. The engine splits each finger movement between the sheet
/// and the content and models the content's offset. The scroll view's own pan sees the same
/// finger (the two recognizers run simultaneously):
///
/// - while the **sheet** owns the drag, the scroll view is held where the engine models it (at
///   its top, or where the content handed the finger over), so the list stands still under a
///   moving sheet;
/// - while the **content** owns it, the scroll view scrolls natively, its rubber band at the
///   end included (Apple's sheet bounces at a list's end; FloatingPanel pins the scroll view
///   only while the panel moves), and each offset it reports becomes the engine's model, so the
///   hand-off back to the sheet happens where the list really reaches its top. Holding it
///   there instead set it back and forth on every touch event (a collection-view layout and
///   SwiftUI's scroll observers each time) and kept it from bouncing.
///
/// The scroll view's delegate is never replaced (a `List`'s belongs to SwiftUI).
extension SheetHostModel {
  /// The engine's content offset, within what the scroll view can show.
  var modelledOffset: Double {
    let offset = max(0, engine?.contentOffset ?? 0)
    guard let maximum = geometry.scroll?.maximumOffset else { return offset }
    return min(offset, maximum)
  }

  /// The scroll view reported an offset.
  ///
  /// While the sheet owns a drag that started in the scroll view, the answer (the offset to
  /// hold) is known now, in the same callback: the engine's modelled offset. Otherwise the
  /// report is the truth (the content owns the drag, a fling after a content-owned release, a
  /// programmatic scroll) and the engine learns it, so the hand-off and the next drag start from
  /// where the list is. During a content-owned drag the engine learns it within the list's
  /// extent: the rubber band past either end is the scroll view's own display, and the model
  /// stays at the end, so the finger's way back scrolls the list with no dead zone.
  mutating func contentScrolled(_ offset: Double, time t: Double) {
    guard offset.isFinite else {
      report(SheetDiagnostic(.invalidGeometry, field: "host.scrolled", "non-finite offset ignored"))
      return
    }
    scrollViewOffset = offset
    if holdScrollViewIfSheetOwns() { return }
    guard let engine else { return }
    var truth = offset
    if touch?.panning == true, engine.dragRoutesToContent {
      truth = max(0, truth)
      if let maximum = geometry.scroll?.maximumOffset { truth = min(truth, max(0, maximum)) }
    }
    guard abs(engine.contentOffset - truth) > 0.01 else { return }
    withEngine(t) { $0.send(.contentScrolled(offset: truth), at: t) }
  }

  /// The scroll view's extent changed (``HostInput/scrollMetrics(_:)``).
  ///
  /// The layer reports it when a finger lands, and again whenever the scroll view's content
  /// size, bounds or insets change during the drag: the engine lays the content out at its
  /// highest detent as a drag begins, so the viewport measured at touch-down is stale, and
  /// self-sizing rows refine the content size while they scroll. Mid-drag, the modelled offset
  /// is brought back within the new end at once and the scroll view held there, so a `List`
  /// is never held past its last row (a blank under the finger) and the finger's next move
  /// down scrolls it with no dead zone.
  mutating func scrollMetricsChanged(_ metrics: ScrollMetrics?, time t: Double) {
    if let metrics {
      // Checked one by one: an array of the three would allocate on a path that can run
      // during a drag.
      guard
        metrics.contentHeight.isFinite && metrics.verticalInsets.isFinite
          && metrics.viewportHeight.isFinite
      else {
        report(
          SheetDiagnostic(
            .invalidGeometry, field: "host.scrollMetrics", "non-finite metrics ignored"))
        return
      }
    }
    updateGeometry(time: t) { $0.scroll = metrics }
    guard touch?.panning == true else { return }
    clampModelledOffset(time: t)
    holdScrollViewIfSheetOwns()
  }

  /// The engine's model can run past the content's end (it does not know the content's
  /// length); the scroll view cannot, so the model is brought back to where the view stops.
  mutating func clampModelledOffset(time t: Double) {
    guard let engine, engine.dragRoutesToContent, let maximum = geometry.scroll?.maximumOffset,
      engine.contentOffset > maximum + 0.01
    else { return }
    withEngine(t) { $0.send(.contentScrolled(offset: maximum), at: t) }
  }

  /// While the sheet owns a drag that started in the scroll view (the engine's drag owner is
  /// `.sheet`), keeps the scroll view where the engine says (at its top, for content that does
  /// not overflow: no bounce under a moving sheet). Whether it does: then the scroll view's
  /// own report is not the truth. While the content owns the drag, nothing is held.
  @discardableResult
  mutating func holdScrollViewIfSheetOwns() -> Bool {
    guard let touch, touch.panning, touch.target.inScrollView, let engine,
      engine.layout(at: now).dragOwner == .sheet
    else { return false }
    holdScrollView(at: modelledOffset)
    return true
  }

  /// The finger lifted (or was cancelled) while the sheet owned a drag that started in the
  /// scroll view: the scroll view is held where the model says now, which stops the fling its
  /// own pan starts, and on every display frame of the spring that follows, until the sheet
  /// settles or a finger lands (`holdOnFrame`). Whether the scroll view's pan action or the
  /// sheet's runs first at the lift is not documented, so one hold may come before the
  /// scroll view starts decelerating; the frames' holds stop it whichever came first
  /// (FloatingPanel pins the offset on every frame of its move animator for the same reason).
  mutating func holdAfterSheetOwnedLift() {
    let offset = modelledOffset
    holdAfterLift = offset
    holdScrollView(at: offset, force: true)
  }

  /// A display frame while the spring after a sheet-owned lift runs: the scroll view is held
  /// again (see `holdAfterSheetOwnedLift`). Whether it was.
  @discardableResult
  mutating func holdOnFrame() -> Bool {
    guard let offset = holdAfterLift, touch == nil else { return false }
    holdScrollView(at: offset, force: true)
    return true
  }

  /// Asks the layer to show the scroll view at `offset`; `force` asks even when it is there
  /// already, which stops a fling the scroll view started on its own.
  mutating func holdScrollView(at offset: Double, force: Bool = false) {
    guard force || abs(scrollViewOffset - offset) > 0.01 else { return }
    scrollViewOffset = offset
    effects.append(.holdScrollOffset(offset))
  }
}
