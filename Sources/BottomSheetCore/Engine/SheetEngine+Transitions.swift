/// The engine's moves between states, the transition functions the state machine names. The
/// code that decides a move calls one after ``take(_:to:_:_:_:)`` has found its row in the
/// transition table (`SheetEngine+StateMachine.swift`).
extension SheetEngine {
  /// resting/settling —touchDownOnSheet→ dragging: the finger catches the sheet where it is.
  mutating func beginDrag(_ drag: SheetDrag, at t: Double) {
    motion = .drag(drag)
    emit(.dragBegan(owner: drag.owner), at: t)
  }

  /// dragging —select/dismiss/accessibilityIncrement/accessibilityDecrement→ dragging: the
  /// finger wins; the request applies at the lift.
  mutating func deferRequest(_ destination: SheetEvent.Destination) {
    pendingRequest = destination
  }

  /// → settling (or resting, when not animated): select `id` and spring there from the
  /// current motion with the given velocity.
  mutating func settle(
    on id: DetentID, velocity: Double, velocityX: Double, animated: Bool = true, at t: Double
  ) {
    setSelection(id, at: t)
    startSpring(
      to: .detent(id), at: t, velocity: velocity, velocityX: velocityX, animated: animated)
  }

  /// hidden/leaving —present→ settling (or resting, when not animated).
  mutating func enter(animated: Bool, at t: Double) {
    isPresented = true
    emit(.presented, at: t)
    let id = selectedDetentID ?? detents[0].id
    let kin = kinematics(at: t)
    startSpring(
      to: .detent(id), at: t, velocity: kin.vHeight, velocityX: kin.vX, animated: animated,
      role: .presentation)
  }

  /// → leaving (or hidden, when not animated): the one dismissal sequence, whatever asked
  /// for it (a release, a deferred request, code, the backdrop, escape).
  mutating func leave(
    reason: DismissReason, velocity: Double, velocityX: Double, animated: Bool = true,
    at t: Double
  ) {
    isPresented = false
    emit(.dismissed(reason: reason), at: t)
    startSpring(to: .dismiss, at: t, velocity: velocity, velocityX: velocityX, animated: animated)
  }

  /// A dismissal the configuration guards against: the sheet stays, and the app hears of it.
  mutating func refuseDismissal(reason: DismissReason, at t: Double) {
    emit(.dismissBlocked(reason: reason), at: t)
  }

  /// settling —arrival→ resting, leaving —arrival→ hidden: the spring reached `destination`.
  mutating func arrive(at t: Double, destination: SheetEvent.Destination) {
    switch destination {
    case let .detent(id):
      motion = .rest(height: height(of: id))
      contentLayoutHeight = height(of: id)
      emit(.settled(id), at: t)
    case .dismiss:
      motion = .rest(height: metrics.hiddenHeight)
    }
  }

  /// After a re-resolution (new geometry or configuration), each state keeps its state but
  /// aims its motion at the new heights: hidden stays off screen, resting springs to the
  /// selected detent's new height (or stays, if it still fits), settling and leaving re-aim
  /// from where they were with their velocity, dragging goes on under the finger, within the
  /// new rubber band (``keepGrab(_:shown:oldBase:resized:)``: after a resize the top edge keeps
  /// its offset from the finger). In every state the selection becomes `selection` (the
  /// selected detent, or the nearest one if it was dropped), after the row is taken: a refused
  /// move changes nothing.
  ///
  /// - Parameters:
  ///   - before: The motion at `t` under the old geometry.
  ///   - selection: The selection under the new detents.
  ///   - trigger: `updateContext` or `updateConfiguration`.
  ///   - oldBase: The old geometry's base, for a drag.
  ///   - resized: Whether the container's size changed, for a drag.
  /// - Returns: Whether the table had the row (false: nothing changed).
  mutating func reaim(
    from before: (height: Double, x: Double, vHeight: Double, vX: Double),
    selection: DetentID?, animated: Bool, trigger: Trigger, at t: Double, oldBase: Double,
    resized: Bool
  ) -> Bool {
    let from = before.height > metrics.maximumHeight ? metrics.maximumHeight : before.height
    switch motion {
    case var .drag(drag):
      // The finger keeps the sheet where it holds it (`SheetEngine+Grab.swift`); the selection
      // follows the detents (one may be gone).
      guard take(trigger, to: .dragging, .selectionChanged) else { return false }
      if let selection { setSelection(selection, at: t) }
      keepGrab(&drag, shown: (before.height, before.x), oldBase: oldBase, resized: resized)
      motion = .drag(drag)
    case .rest where !isPresented:
      guard take(trigger, to: .hidden, .selectionChanged) else { return false }
      if let selection { setSelection(selection, at: t) }
      motion = .rest(height: metrics.hiddenHeight)
    case .rest:
      let id = selection ?? detents[0].id
      // Nothing to animate when only the base moved (keyboard) and the height still fits.
      let moves = abs(height(of: id) - from) > 1e-9
      guard take(trigger, to: moves ? .settling : .resting, .selectionChanged) else {
        return false
      }
      if let selection { setSelection(selection, at: t) }
      motion = .rest(height: from)
      if moves {
        startSpring(to: .detent(id), at: t, velocity: 0, velocityX: 0, animated: animated)
      } else {
        motion = .rest(height: height(of: id))
      }
    case let .spring(spring):
      let leaves = spring.destination == .dismiss
      guard take(trigger, to: leaves ? .leaving : .settling, .selectionChanged) else {
        return false
      }
      if let selection { setSelection(selection, at: t) }
      motion = .rest(height: from)
      // A spring toward a detent always aims at the selection. Re-resolution can change the
      // selection (a first resolution of the initial detent, a dropped or merged detent), and
      // the spring must follow it, or it settles on a detent that is not the selected one.
      var destination = spring.destination
      if case let .detent(id) = destination {
        destination = .detent(selection ?? canonicalID(id) ?? detents[0].id)
      }
      startSpring(
        to: destination, at: t, velocity: before.vHeight, velocityX: before.vX,
        animated: animated, startX: before.x, role: spring.role)
    }
    return true
  }
}
