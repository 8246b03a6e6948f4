extension SheetEngine {
  /// See ``Input/touchDown(at:region:)``.
  @usableFromInline mutating func touchDown(
    at point: SheetPoint, time t: Double, region: TouchRegion? = nil
  ) {
    let t = begin(at: t, field: "events.down.t")
    guard point.x.isFinite, point.y.isFinite else {
      report(SheetDiagnostic(.unexpectedEvent, field: "events.down", "non-finite touch ignored"))
      ignoringTouch = true
      return
    }
    if case .drag = motion {
      report(
        SheetDiagnostic(.unexpectedEvent, field: "events.down", "second down during a drag ignored")
      )
      return
    }
    ignoringTouch = false
    let now = layout(at: t)
    let leaving: Bool = {
      if case let .spring(spring) = motion, spring.destination == .dismiss { return true }
      return false
    }()
    guard isPresented, !leaving, now.frame.contains(point) else {
      ignoringTouch = true
      if isPresented, !leaving, now.backdropBlocksTouches { backdropTapped(at: t) }
      return
    }
    guard take(.touchDownOnSheet, to: .dragging, .dragBegan) else {
      ignoringTouch = true
      return
    }
    let kin = kinematics(at: t)
    let touchRegion =
      region ?? (point.y - now.frame.y <= chromeHeight ? .chrome : .content)
    let routes = touchRegion == .content && context.contentScrolls && contentCanScroll
    var tracker = VelocityTracker()
    tracker.add(time: t, x: point.x, y: point.y)
    let owner: DragOwner = routes && contentOffset > 0 ? .content : .sheet
    awaitingFirstResolution = nil
    contentLayoutHeight = max(contentLayoutHeight, highestHeight)
    beginDrag(
      SheetDrag(
        owner: owner, routesToContent: routes, lastPoint: point,
        rawHeight: rawHeight(displayed: kin.height), startX: point.x,
        startRawX: rawOffsetX(displayed: kin.x), tracker: tracker, displayedHeight: kin.height,
        dismissArmed: considersDismissal && kin.height < lowestHeight / 2), at: t)
  }

  /// See ``Input/touchMoved(to:)``.
  @usableFromInline mutating func touchMoved(to point: SheetPoint, time t: Double) {
    let t = begin(at: t, field: "events.move.t")
    guard case var .drag(drag) = motion else {
      if !ignoringTouch {
        report(
          SheetDiagnostic(.unexpectedEvent, field: "events.move", "move without a drag ignored"))
      }
      return
    }
    guard point.x.isFinite, point.y.isFinite else {
      report(SheetDiagnostic(.unexpectedEvent, field: "events.move", "non-finite touch ignored"))
      return
    }
    if let grab = drag.reanchorGrab {
      // The first move in a resized container: a new starting point, not a movement.
      reanchor(&drag, at: point, grab: grab)
    } else {
      route(&drag, delta: drag.lastPoint.y - point.y, at: t)
    }
    drag.lastPoint = point
    drag.tracker.add(time: t, x: point.x, y: point.y)
    let shown = displayedHeight(raw: drag.rawHeight)
    emitCrossings(from: drag.displayedHeight, to: shown, last: &drag.lastCrossing, at: t)
    drag.displayedHeight = shown
    if considersDismissal {
      let armed = shown < lowestHeight / 2
      if armed != drag.dismissArmed {
        drag.dismissArmed = armed
        emit(.dismissArmed(armed), at: t)
      }
    }
    motion = .drag(drag)
  }

  /// See ``Input/touchUp(at:platformVelocity:)``; ``releaseVelocity(_:own:platform:at:)``
  /// has the rule for `platformVelocity`.
  @usableFromInline mutating func touchUp(
    at point: SheetPoint, time t: Double, platformVelocity: SheetVelocity? = nil
  ) {
    touchUp(at: point, time: t, platformVelocity: platformVelocity, estimate: nil)
  }

  /// ``touchUp(at:time:platformVelocity:)`` with `estimate`, when given, in place of the
  /// release rule's estimate (see ``send(_:at:releaseEstimate:)``).
  mutating func touchUp(
    at point: SheetPoint, time t: Double, platformVelocity: SheetVelocity?,
    estimate: ((VelocityTracker, Double) -> (x: Double, y: Double))?
  ) {
    let t = begin(at: t, field: "events.up.t")
    guard case .drag = motion else {
      if !ignoringTouch {
        report(SheetDiagnostic(.unexpectedEvent, field: "events.up", "up without a down ignored"))
      }
      ignoringTouch = false
      return
    }
    if point.x.isFinite, point.y.isFinite,
      case let .drag(drag) = motion, point != drag.lastPoint || drag.reanchorGrab != nil
    {
      touchMoved(to: point, time: t)
    }
    guard case let .drag(drag) = motion else { return }
    var platform = platformVelocity
    if let p = platform, !(p.x.isFinite && p.y.isFinite) {
      report(
        SheetDiagnostic(
          .unexpectedEvent, field: "events.up.platformVelocity",
          "non-finite platform velocity ignored; the engine's estimate is used"))
      platform = nil
    }
    let own =
      estimate?(drag.tracker, t) ?? drag.tracker.velocity(at: t, estimator: velocityEstimator)
    let velocity = releaseVelocity(drag.tracker, own: own, platform: platform, at: t)
    release(drag, fingerVelocityY: velocity.y, fingerVelocityX: velocity.x, at: t, cancelled: false)
  }

  /// The finger's velocity at a lift at `t`: the tracker's estimate, or the platform's where
  /// the engine has too few samples to estimate and its rules allow a throw.
  ///
  /// The engine's estimate is used when its window (the last 100 ms) holds at least
  /// ``platformVelocitySampleMinimum`` samples: it follows the finger more closely than a
  /// platform value one touch event old (`docs/PHYSICS-RESULTS.md`). With fewer, per axis:
  /// zero when the finger rested more than ``VelocityTracker/restThreshold`` before the lift (UIKit keeps reporting the speed before a
  /// hold, so the platform value is stale there); the engine's estimate when the platform's
  /// value points the other way or the estimate is zero; otherwise the platform's value.
  /// Traces record the platform value either way, so a replay is exact and device recordings
  /// carry both numbers. The study is in `docs/LAB.md` ("Platform velocity").
  func releaseVelocity(
    _ tracker: VelocityTracker, own: (x: Double, y: Double), platform: SheetVelocity?,
    at t: Double
  ) -> (x: Double, y: Double) {
    guard let platform else { return own }
    switch platformVelocityUse {
    case .always: return (platform.x, platform.y)
    case .whenAllowed: break
    case .whenSparse:
      if tracker.windowCount(at: t) >= Self.platformVelocitySampleMinimum { return own }
    }
    if tracker.hasRested(at: t) { return own }
    func combine(_ own: Double, _ platform: Double) -> Double {
      own * platform > 0 ? platform : own
    }
    return (combine(own.x, platform.x), combine(own.y, platform.y))
  }

  /// See ``Input/touchCancelled``.
  @usableFromInline mutating func touchCancelled(time t: Double) {
    touchCancelled(time: t, estimate: nil)
  }

  /// ``touchCancelled(time:)`` with `estimate`, when given, in place of the release rule's
  /// estimate (see ``send(_:at:releaseEstimate:)``).
  mutating func touchCancelled(
    time t: Double, estimate: ((VelocityTracker, Double) -> (x: Double, y: Double))?
  ) {
    let t = begin(at: t, field: "events.cancel.t")
    guard case let .drag(drag) = motion else {
      ignoringTouch = false
      return
    }
    let velocity =
      estimate?(drag.tracker, t) ?? drag.tracker.velocity(at: t, estimator: velocityEstimator)
    release(drag, fingerVelocityY: velocity.y, fingerVelocityX: velocity.x, at: t, cancelled: true)
  }

  /// Whether the current drag may scroll the content: it started inside the content's scroll
  /// view while the content overflows. While it does, a host shows the scroll view at
  /// ``contentOffset`` (the engine's model of it) rather than where the scroll view's own pan
  /// put it, so the sheet and the content never both move.
  package var dragRoutesToContent: Bool {
    if case let .drag(drag) = motion { return drag.routesToContent }
    return false
  }

  /// Whether the content is taller than the room it has at the highest detent.
  var contentCanScroll: Bool {
    context.contentHeight > highestHeight - chromeHeight + 0.5
  }

  /// Splits a finger movement (`delta` > 0 = up) between the sheet and the content.
  ///
  /// Up: the sheet expands to its highest detent first (if ``SheetBehavior/expandsOnContentScroll``),
  /// the rest scrolls the content. Down: the content scrolls back to its top first, the rest
  /// moves the sheet — from exactly where the content reached its top, so nothing jumps.
  /// Rubber banding never takes movement the content could use.
  mutating func route(_ drag: inout SheetDrag, delta: Double, at t: Double) {
    var owner = drag.owner
    if !drag.routesToContent {
      drag.rawHeight += delta
      owner = .sheet
    } else if delta > 0 {
      let expands = configuration.behavior.expandsOnContentScroll
      let room = expands ? max(0, highestHeight - drag.rawHeight) : 0
      let toSheet = min(delta, room)
      drag.rawHeight += toSheet
      let rest = delta - toSheet
      if rest > 0 {
        contentOffset += rest
        owner = .content
      } else if toSheet > 0 {
        owner = .sheet
      }
    } else if delta < 0 {
      let toContent = min(-delta, max(0, contentOffset))
      contentOffset -= toContent
      let rest = -delta - toContent
      if rest > 0 {
        drag.rawHeight -= rest
        owner = .sheet
      } else if toContent > 0 {
        owner = .content
      }
    }
    // Two finite coordinates can be ∞ apart (±1.8·10³⁰⁸), and a later ∞ − ∞ would be NaN.
    let most = Double.greatestFiniteMagnitude
    drag.rawHeight = clamp(drag.rawHeight, -most, most)
    contentOffset = clamp(contentOffset, -most, most)
    if owner != drag.owner {
      emit(.handoff(from: drag.owner, to: owner), at: t)
      drag.owner = owner
    }
  }
}
