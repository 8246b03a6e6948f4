extension SheetEngine {
  /// Ends a drag: decides the destination and starts the spring.
  mutating func release(
    _ drag: SheetDrag, fingerVelocityY: Double, fingerVelocityX: Double, at t: Double,
    cancelled: Bool
  ) {
    let shown = drag.displayedHeight
    let fingerHeightVelocity = -fingerVelocityY
    // The sheet moves at the finger's speed times the rubber band's slope, so the spring starts
    // at exactly the speed the sheet had: no jump at release.
    let sheetVelocity =
      drag.owner == .sheet ? fingerHeightVelocity * heightSlope(raw: drag.rawHeight) : 0
    let rawX = drag.startRawX + (drag.lastPoint.x - drag.startX)
    let sheetVelocityX = fingerVelocityX * offsetSlope(raw: rawX)
    let request = pendingRequest
    if cancelled {
      let leaves = request == .dismiss
      guard
        take(
          .touchCancelled, to: leaves ? .leaving : .settling, .cancelled,
          leaves ? .dismissed : .selectionChanged)
      else {
        return endDragWithoutRow(
          drag, velocity: sheetVelocity, velocityX: sheetVelocityX, at: t)
      }
      pendingRequest = nil
      let decision = TargetSelection.computeTarget(
        height: shown, velocity: 0, detents: detents, behavior: configuration.behavior,
        considersDismissal: false)
      let id = detentID(for: decision.target)
      emit(.cancelled(target: id), at: t)
      applyAfterRelease(
        request, fallback: id, velocity: sheetVelocity, velocityX: sheetVelocityX, at: t)
      return
    }
    // When the content owns the drag, its velocity is the scroll view's: the sheet stays.
    let decisionVelocity = drag.owner == .sheet ? fingerHeightVelocity : 0
    let decision = TargetSelection.computeTarget(
      height: shown, velocity: decisionVelocity, detents: detents,
      behavior: configuration.behavior,
      considersDismissal: considersDismissal && drag.owner == .sheet)
    if let request {
      let leaves = request == .dismiss
      guard
        take(
          .touchUp, to: leaves ? .leaving : .settling, .released,
          leaves ? .dismissed : .selectionChanged)
      else {
        return endDragWithoutRow(
          drag, velocity: sheetVelocity, velocityX: sheetVelocityX, at: t)
      }
      pendingRequest = nil
      let destination: SheetEvent.Destination
      switch request {
      // Name the detent `applyAfterRelease` will use: a context change during the drag may
      // have dropped or merged the requested one.
      case let .detent(id): destination = .detent(canonicalID(id) ?? detents[0].id)
      case .dismiss: destination = .dismiss
      }
      emit(
        .released(
          velocity: fingerVelocityY, projectedHeight: decision.projectedHeight,
          target: destination), at: t)
      applyAfterRelease(
        request, fallback: detents[0].id, velocity: sheetVelocity, velocityX: sheetVelocityX, at: t)
      return
    }
    switch decision.target {
    case .dismiss:
      if configuration.isDismissible {
        guard take(.touchUp, to: .leaving, .released, .dismissed) else {
          return endDragWithoutRow(
            drag, velocity: sheetVelocity, velocityX: sheetVelocityX, at: t)
        }
        emit(
          .released(
            velocity: fingerVelocityY, projectedHeight: decision.projectedHeight, target: .dismiss),
          at: t)
        leave(reason: .drag, velocity: sheetVelocity, velocityX: sheetVelocityX, at: t)
      } else {
        guard take(.touchUp, to: .settling, .released, .dismissBlocked, .selectionChanged) else {
          return endDragWithoutRow(
            drag, velocity: sheetVelocity, velocityX: sheetVelocityX, at: t)
        }
        let lowest = detents[0].id
        emit(
          .released(
            velocity: fingerVelocityY, projectedHeight: decision.projectedHeight,
            target: .detent(lowest)), at: t)
        refuseDismissal(reason: .drag, at: t)
        settle(on: lowest, velocity: sheetVelocity, velocityX: sheetVelocityX, at: t)
      }
    case .detent:
      guard take(.touchUp, to: .settling, .released, .selectionChanged) else {
        return endDragWithoutRow(
          drag, velocity: sheetVelocity, velocityX: sheetVelocityX, at: t)
      }
      let id = detentID(for: decision.target)
      emit(
        .released(
          velocity: fingerVelocityY, projectedHeight: decision.projectedHeight, target: .detent(id)),
        at: t)
      settle(on: id, velocity: sheetVelocity, velocityX: sheetVelocityX, at: t)
    }
  }

  /// Ends a drag whose lift or cancel has no row in the table (only a test strikes rows out):
  /// the one move made without a row, reported like every refused move (by ``take(_:to:_:_:_:)``
  /// before this is called).
  ///
  /// Leaving the drag in place would be worse than any ending: the engine ignores a second
  /// touch-down during a drag, so the sheet could never be grabbed again. The sheet ends as a
  /// cancelled touch ends, which is what a user expects of a gesture the app did not take: it
  /// springs, from where it is shown and with the speed it has, to the detent nearest there
  /// (no throw to a far detent, never a dismissal the table did not allow). A request deferred
  /// during the drag goes with the refused move (applying it would be a move without its row
  /// too). It emits no event of a lift (`released`, `cancelled`): only `selectionChanged`, if
  /// the nearest detent is not the selected one, so that the selection is where the sheet goes.
  mutating func endDragWithoutRow(
    _ drag: SheetDrag, velocity: Double, velocityX: Double, at t: Double
  ) {
    pendingRequest = nil
    let decision = TargetSelection.computeTarget(
      height: drag.displayedHeight, velocity: 0, detents: detents,
      behavior: configuration.behavior, considersDismissal: false)
    settle(on: detentID(for: decision.target), velocity: velocity, velocityX: velocityX, at: t)
  }

  /// Applies a request that waited for the finger to lift, or goes to `fallback`.
  private mutating func applyAfterRelease(
    _ request: SheetEvent.Destination?, fallback: DetentID, velocity: Double, velocityX: Double,
    at t: Double
  ) {
    switch request {
    case .dismiss?:
      leave(reason: .programmatic, velocity: velocity, velocityX: velocityX, at: t)
    case let .detent(id)?:
      settle(on: canonicalID(id) ?? fallback, velocity: velocity, velocityX: velocityX, at: t)
    case nil:
      settle(on: fallback, velocity: velocity, velocityX: velocityX, at: t)
    }
  }

  func detentID(for target: SheetTarget) -> DetentID {
    switch target {
    case let .detent(i): return detents[min(max(i, 0), detents.count - 1)].id
    case .dismiss: return detents[0].id
    }
  }

  /// d(displayed height)/d(raw height) at `raw`: 1 inside the range, < 1 on the rubber band.
  func heightSlope(raw: Double) -> Double {
    let slope = displayedHeight(raw: raw + 0.5) - displayedHeight(raw: raw - 0.5)
    return slope.isFinite ? clamp(slope, 0, 1) : 1
  }

  func offsetSlope(raw: Double) -> Double {
    guard configuration.style.capabilities.movesSideways else { return 0 }
    let slope = displayedOffsetX(raw: raw + 0.5) - displayedOffsetX(raw: raw - 0.5)
    return slope.isFinite ? clamp(slope, 0, 1) : 0
  }

  /// Emits ``SheetEvent/Kind/detentCrossed(_:upward:)`` for every detent passed between two
  /// displayed heights, in the order the sheet passes them, with hysteresis: after the drag's
  /// `last` crossing of a detent, the crossing back counts at ``detentCrossingHysteresis``
  /// past its height, and one the same way not at all (the sheet has not crossed back).
  /// Without it, a finger holding still on a detent clicked the haptic once per wobble.
  mutating func emitCrossings(
    from a: Double, to b: Double, last: inout DetentCrossing?, at t: Double
  ) {
    guard a != b else { return }
    let h = Self.detentCrossingHysteresis
    if b > a {
      for detent in detents {
        let latched = last.map { $0.height == detent.height } ?? false
        if latched && last?.upward == true { continue }
        let threshold = detent.height + (latched ? h : 0)
        if a < threshold && b >= threshold {
          emit(.detentCrossed(detent.id, upward: true), at: t)
          last = DetentCrossing(height: detent.height, upward: true)
        }
      }
    } else {
      for detent in detents.reversed() {
        let latched = last.map { $0.height == detent.height } ?? false
        if latched && last?.upward == false { continue }
        let threshold = detent.height - (latched ? h : 0)
        if a > threshold && b <= threshold {
          emit(.detentCrossed(detent.id, upward: false), at: t)
          last = DetentCrossing(height: detent.height, upward: false)
        }
      }
    }
  }

  /// How far past a detent, in points, the sheet must go to cross it back after crossing it
  /// (``emitCrossings(from:to:last:at:)``): more than a resting fingertip's noise and the
  /// 1–4 pt roll as it lifts, less than any drag meant to cross back.
  static let detentCrossingHysteresis = 4.0

  /// A tap on the dimmed backdrop of a presented sheet.
  mutating func backdropTapped(at t: Double) {
    switch configuration.backdropTap {
    case .dismiss:
      userDismiss(reason: .backdrop, trigger: .touchDownOnBackdrop, at: t)
    case .collapse:
      guard take(.touchDownOnBackdrop, to: .settling, .selectionChanged) else { return }
      settle(on: detents[0].id, velocity: kinematics(at: t).vHeight, velocityX: 0, at: t)
    case .none:
      break
    }
  }

  /// A dismissal the user asked for (backdrop, escape): guarded by
  /// ``SheetConfiguration/isDismissible``. When refused, the sheet stays and
  /// `dismissBlocked` is emitted so the app can ask "discard changes?".
  mutating func userDismiss(reason: DismissReason, trigger: Trigger, at t: Double) {
    guard isPresented else { return }
    guard configuration.isDismissible else {
      if take(trigger, to: state, .dismissBlocked) { refuseDismissal(reason: reason, at: t) }
      return
    }
    guard take(trigger, to: .leaving, .dismissed) else { return }
    let kin = kinematics(at: t)
    leave(reason: reason, velocity: kin.vHeight, velocityX: kin.vX, at: t)
  }
}
