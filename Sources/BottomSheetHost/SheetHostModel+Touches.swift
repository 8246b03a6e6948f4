@_spi(Lab) import BottomSheetCore
extension SheetHostModel {
  /// Whether the pan recognizer may begin for the tracked finger, asked by the layer's
  /// `gestureRecognizerShouldBegin` once the finger has moved past the platform's slop.
  ///
  /// The finger locks to the axis it chose: a sheet that moves only vertically lets a mostly
  /// sideways drag go to the content (a carousel, a slider, a map); a floating card moves
  /// sideways too, unless the finger is on a horizontal scroller. A finger on a text view or a
  /// wheel picker (``TouchTarget/inControl``) never drags it: the control keeps it. A finger
  /// that did not land on the sheet never drags it (the backdrop takes taps; the screen behind
  /// takes the rest).
  ///
  /// - Parameter translation: The finger's movement since it touched down.
  public func shouldBeginPan(translation: SheetPoint) -> Bool {
    guard let touch, touch.onSheet, !touch.target.inControl, translation.x.isFinite,
      translation.y.isFinite
    else {
      return false
    }
    let sideways = abs(translation.x) > abs(translation.y)
    guard sideways else { return true }
    return configuration.style.capabilities.movesSideways && !touch.target.inHorizontalScroller
  }

  mutating func touchDown(_ id: Int, at point: SheetPoint, target: TouchTarget, time t: Double) {
    guard touch == nil else { return }  // a second finger: only the first one drives the sheet
    guard point.x.isFinite, point.y.isFinite, let engine else { return }
    let layout = engine.layout(at: t)
    let onSheet = layout.isPresented && layout.phase != .dismissed && layout.frame.contains(point)
    var tracked = TrackedTouch(
      id: id, target: target, point: point, onSheet: onSheet, engaged: false, panning: false)
    // A finger stops the holds that followed the previous lift: the scroll view is its again.
    holdAfterLift = nil
    if onSheet, layout.phase == .settling, !entering {
      // A finger on a moving sheet catches it where it is, before any slop (the layer begins
      // its pan at once: `caughtAtTouchDown`). Not the rising sheet of an entrance: a tap there
      // is the second tap of a double tap on what presented it (`SheetHostModel+Entrance`).
      withEngine(t) { $0.send(.touchDown(at: point, region: target.region), at: t) }
      tracked.engaged = true
    }
    touch = tracked
  }

  mutating func panBegan(_ id: Int, at point: SheetPoint, time t: Double) {
    guard var tracked = touch, tracked.id == id, !tracked.panning else { return }
    guard point.x.isFinite, point.y.isFinite else { return }
    tracked.panning = true
    if tracked.engaged {
      withEngine(t) { $0.send(.touchMoved(to: point), at: t) }
    } else {
      // The drag starts where the slop ended: the sheet does not jump by the slop.
      withEngine(t) { $0.send(.touchDown(at: point, region: tracked.target.region), at: t) }
      tracked.engaged = true
    }
    tracked.point = point
    touch = tracked
    holdScrollViewIfSheetOwns()
  }

  mutating func panMoved(_ id: Int, at point: SheetPoint, time t: Double) {
    guard var tracked = touch, tracked.id == id, tracked.panning else { return }
    guard point.x.isFinite, point.y.isFinite else {
      report(SheetDiagnostic(.unexpectedEvent, field: "host.panMoved", "non-finite point ignored"))
      return
    }
    tracked.point = point
    touch = tracked
    withEngine(t) { $0.send(.touchMoved(to: point), at: t) }
    clampModelledOffset(time: t)
    holdScrollViewIfSheetOwns()
  }

  /// The finger lifted. The platform's velocity goes to the engine, which uses it only when it
  /// has too few samples of its own (`SheetEngine.platformVelocitySampleMinimum`).
  mutating func panEnded(
    _ id: Int, at point: SheetPoint, velocity: SheetVelocity?, time t: Double
  ) {
    guard let tracked = touch, tracked.id == id, tracked.engaged else { return }
    let owner = engine?.layout(at: t).dragOwner
    let inScrollView = tracked.target.inScrollView
    let lift = point.x.isFinite && point.y.isFinite ? point : tracked.point
    userMovesSheet(time: t) { $0.send(.touchUp(at: lift, platformVelocity: velocity), at: t) }
    touch = nil
    // The sheet owned the finger at the lift: the scroll view must not keep its own fling,
    // now or on the frames of the spring that follows (`holdOnFrame`).
    if inScrollView, owner == .sheet { holdAfterSheetOwnedLift() }
    servePendingClose(time: t)
  }

  mutating func panCancelled(_ id: Int, time t: Double) {
    guard let tracked = touch, tracked.id == id else { return }
    if tracked.engaged {
      userMovesSheet(time: t) { $0.send(.touchCancelled, at: t) }
      if tracked.target.inScrollView { holdAfterSheetOwnedLift() }
    }
    touch = nil
    servePendingClose(time: t)
  }

  mutating func touchEnded(_ id: Int, time t: Double) {
    guard let tracked = touch, tracked.id == id, !tracked.panning else { return }
    if tracked.engaged {
      // A caught sheet released without a drag: it settles from where it was caught.
      userMovesSheet(time: t) { $0.send(.touchUp(at: tracked.point), at: t) }
    }
    touch = nil
    servePendingClose(time: t)
  }

  mutating func backdropTap(at point: SheetPoint, time t: Double) {
    // The tap's own finger may still be tracked (it landed off the sheet and never dragged
    // it): the platform's tap and pan recognizers end in either order.
    guard touch.map({ !$0.engaged }) ?? true, point.x.isFinite, point.y.isFinite else { return }
    touch = nil
    // During the entrance a tap on the backdrop is the second tap of a double tap on what
    // presented the sheet: it does nothing (`SheetHostModel+Entrance`).
    guard !entering else { return }
    userMovesSheet(time: t) {
      $0.send(.touchDown(at: point), at: t)
      $0.send(.touchUp(at: point), at: t)
    }
  }

  /// The close button (or a presented sheet's escape): queued until the finger lifts during a
  /// drag, then a dismissal the guard can refuse. An inline sheet's close hides it
  /// (`SheetHostModel+InlineHiding`).
  mutating func close(time t: Double) {
    if touch?.engaged == true {
      pendingClose = true
      return
    }
    closeNow(time: t)
  }

  mutating func servePendingClose(time t: Double) {
    guard pendingClose else { return }
    pendingClose = false
    closeNow(time: t)
  }

  /// A close the user asked for, now: a presented sheet's is a dismissal the guard can refuse
  /// (its settle, if refused, is announced); an inline sheet's hides it.
  mutating func closeNow(time t: Double) {
    guard configuration.style.capabilities.isPresentable else {
      inlineClose(time: t)
      return
    }
    userMovesSheet(time: t) { $0.send(.accessibilityEscape, at: t) }
  }
}
