/// The engine's state machine: its five states, what moves it between them, and the only
/// functions that do.
///
/// The state is stored as ``SheetEngine/motion`` (at rest, following a finger, or under a
/// spring with a ``SheetEvent/Destination``) plus ``SheetEngine/isPresented``; ``state`` names
/// the combination. Every change of state goes through one of the transition functions below
/// (`beginDrag`, `deferRequest`, `settle`, `enter`, `leave`, `refuseDismissal`, `arrive`), and
/// ``transitions`` lists every allowed (state, trigger) → state with the events it emits.
/// `docs/ENGINE-API.md` ("State machine") prints the same table; the tests check each row and
/// that seeded runs take no transition outside it.
extension SheetEngine {
  /// The engine's state: where the sheet is and what moves it.
  ///
  /// ```
  ///            present                 arrival
  ///  hidden ───────────▶ settling ─────────────▶ resting
  ///    ▲                  │  ▲  ▲ setDetent, up      │
  ///    │ arrival    dismiss  │  └────────────┐       │ down on the sheet
  ///    │                  ▼  │ present        │       ▼
  ///  leaving ◀──────────────────────────── dragging ◀─┘
  ///           up past the threshold, dismiss, escape
  /// ```
  @_spi(Testing)
  public enum State: String, Sendable, Hashable, CaseIterable {
    /// Off screen and not presented (modal or floating not presented; inline hidden).
    case hidden
    /// Presented and at rest on the selected detent.
    case resting
    /// Following a finger (the sheet, or the content it hands the finger to).
    case dragging
    /// Presented and moving under a spring toward a detent (entering, re-targeted, released).
    case settling
    /// Not presented any more and moving under a spring off screen.
    case leaving
  }

  /// What can move the engine between states: one per ``SheetEngine/Input`` case, with the
  /// touch-down split by where it lands, plus a spring's arrival.
  @_spi(Testing)
  public enum Trigger: String, Sendable, Hashable, CaseIterable {
    /// A finger lands on the sheet.
    case downOnSheet
    /// A finger lands on a backdrop that blocks touches (modal or floating, dimmed there).
    case downOnBackdrop
    /// A finger lands anywhere else (the screen behind; a sheet that is leaving or hidden).
    case downElsewhere
    case move, up, cancel, scroll, setDetent, present, dismiss, context, configuration
    case increment, decrement, escape, advance
    /// The clock passes the running spring's end.
    case arrival
  }

  /// One row of the transition table.
  @_spi(Testing)
  public struct Transition: Sendable, Hashable, CustomStringConvertible {
    /// The state before.
    public var from: State
    /// What happened.
    public var trigger: Trigger
    /// The state after.
    public var to: State
    /// The events emitted, by their scenario-log names (``SheetEvent/typeName``), in order.
    public var events: [String]
    /// When this row applies, in words (rows with the same state and trigger differ here).
    public var when: String

    /// `from —trigger→ to [events] (when)`.
    public var description: String {
      "\(from) —\(trigger)→ \(to) [\(events.joined(separator: ", "))] \(when)"
    }
  }

  /// The current state (see ``State``).
  @_spi(Testing)
  public var state: State {
    switch motion {
    case .rest: return isPresented ? .resting : .hidden
    case .drag: return .dragging
    case let .spring(spring): return spring.destination == .dismiss ? .leaving : .settling
    }
  }

  /// Every transition the engine can take. Inputs not listed for a state leave it in that
  /// state and emit nothing but what the row for that case says; a drag's own events
  /// (`detentCrossed`, `handoff`, `dismissArmed`) are not transitions and are not listed.
  @_spi(Testing)
  public static let transitions: [Transition] = {
    func row(
      _ from: State, _ trigger: Trigger, _ to: State, _ events: [String] = [], _ when: String = ""
    ) -> Transition {
      Transition(from: from, trigger: trigger, to: to, events: events, when: when)
    }
    return [
      // hidden
      row(.hidden, .present, .settling, ["presented"], "animated"),
      row(.hidden, .present, .resting, ["presented", "settled"], "not animated"),
      row(.hidden, .setDetent, .hidden, ["selectionChanged"], "kept for the next presentation"),
      row(.hidden, .downElsewhere, .hidden, [], "every touch: nothing is on screen"),
      row(.hidden, .dismiss, .hidden, [], "already dismissed"),
      row(.hidden, .escape, .hidden, [], "already dismissed"),
      row(.hidden, .context, .hidden, [], "re-resolved off screen"),
      row(.hidden, .configuration, .hidden, [], "re-resolved off screen"),
      // resting
      row(.resting, .downOnSheet, .dragging, ["dragBegan"]),
      row(.resting, .downOnBackdrop, .leaving, ["dismissed"], "backdropTap dismiss, dismissible"),
      row(.resting, .downOnBackdrop, .resting, ["dismissBlocked"], "backdropTap dismiss, guarded"),
      row(
        .resting, .downOnBackdrop, .settling, ["selectionChanged"],
        "backdropTap collapse, above the lowest detent"),
      row(.resting, .downOnBackdrop, .resting, [], "backdropTap none"),
      row(.resting, .downElsewhere, .resting, [], "the screen behind gets the touch"),
      row(.resting, .setDetent, .settling, ["selectionChanged"], "another detent, animated"),
      row(
        .resting, .setDetent, .resting, ["selectionChanged", "settled"],
        "another detent, not animated"),
      row(.resting, .setDetent, .resting, ["settled"], "the selected detent"),
      row(.resting, .dismiss, .leaving, ["dismissed"], "animated"),
      row(.resting, .dismiss, .hidden, ["dismissed"], "not animated"),
      row(.resting, .escape, .leaving, ["dismissed"], "dismissible"),
      row(.resting, .escape, .resting, ["dismissBlocked"], "guarded"),
      row(.resting, .escape, .resting, [], "an inline sheet that cannot hide"),
      row(.resting, .increment, .settling, ["selectionChanged"], "below the highest detent"),
      row(.resting, .decrement, .settling, ["selectionChanged"], "above the lowest detent"),
      row(.resting, .context, .settling, [], "the selected detent's height changed, animated"),
      row(.resting, .context, .resting, [], "the height still fits, or not animated"),
      row(.resting, .configuration, .settling, [], "the selected detent's height changed"),
      row(.resting, .configuration, .resting, [], "the height still fits, or not animated"),
      // dragging
      row(.dragging, .move, .dragging, [], "the sheet or the content follows"),
      row(.dragging, .up, .settling, ["released", "selectionChanged"], "to a detent"),
      row(
        .dragging, .up, .leaving, ["released", "dismissed"],
        "projected past the dismissal threshold, dismissible; or a dismiss deferred"),
      row(
        .dragging, .up, .settling, ["released", "dismissBlocked", "selectionChanged"],
        "projected past the threshold, guarded: back to the lowest detent"),
      row(.dragging, .cancel, .settling, ["cancelled"], "to the nearest detent, never dismissed"),
      row(.dragging, .setDetent, .dragging, [], "deferred to the lift"),
      row(.dragging, .dismiss, .dragging, [], "deferred to the lift"),
      row(.dragging, .downOnSheet, .dragging, [], "a second finger is ignored"),
      row(.dragging, .escape, .dragging, [], "the finger wins"),
      row(.dragging, .context, .dragging, [], "the finger keeps the sheet"),
      row(.dragging, .configuration, .dragging, [], "the finger keeps the sheet"),
      // settling
      row(.settling, .arrival, .resting, ["settled"]),
      row(.settling, .downOnSheet, .dragging, ["dragBegan"], "caught where it is"),
      row(.settling, .setDetent, .settling, ["selectionChanged"], "re-targeted, velocity kept"),
      row(.settling, .dismiss, .leaving, ["dismissed"]),
      row(.settling, .escape, .leaving, ["dismissed"], "dismissible"),
      row(.settling, .context, .settling, [], "re-aimed at the selected detent"),
      row(.settling, .configuration, .settling, [], "re-aimed at the selected detent"),
      // leaving
      row(.leaving, .arrival, .hidden),
      row(.leaving, .present, .settling, ["presented"], "caught on its way out"),
      row(.leaving, .downElsewhere, .leaving, [], "a leaving sheet takes no touches"),
      row(.leaving, .setDetent, .leaving, ["selectionChanged"], "kept for the next presentation"),
      row(.leaving, .context, .leaving, [], "re-aimed off screen"),
      row(.leaving, .configuration, .leaving, [], "re-aimed off screen"),
    ]
  }()

  // MARK: - Transitions

  /// resting/settling —downOnSheet→ dragging: the finger catches the sheet where it is.
  mutating func beginDrag(_ drag: SheetDrag, at t: Double) {
    motion = .drag(drag)
    emit(.dragBegan(owner: drag.owner), at: t)
  }

  /// dragging —setDetent/dismiss→ dragging: the finger wins; the request applies at the lift.
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
      to: .detent(id), at: t, velocity: kin.vHeight, velocityX: kin.vX, animated: animated)
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
  /// from where they were with their velocity, dragging is left to the finger.
  ///
  /// - Parameter before: The motion at `t` under the old geometry.
  mutating func reaim(
    from before: (height: Double, x: Double, vHeight: Double, vX: Double), animated: Bool,
    at t: Double
  ) {
    let from = before.height > metrics.maximumHeight ? metrics.maximumHeight : before.height
    switch motion {
    case .drag:
      break
    case .rest where !isPresented:
      motion = .rest(height: metrics.hiddenHeight)
    case .rest:
      let id = selectedDetentID ?? detents[0].id
      motion = .rest(height: from)
      // Nothing to animate when only the base moved (keyboard) and the height still fits.
      if abs(height(of: id) - from) > 1e-9 {
        startSpring(to: .detent(id), at: t, velocity: 0, velocityX: 0, animated: animated)
      } else {
        motion = .rest(height: height(of: id))
      }
    case let .spring(spring):
      motion = .rest(height: from)
      // A spring toward a detent always aims at the selection. Re-resolution can change the
      // selection (a first resolution of the initial detent, a dropped or merged detent), and
      // the spring must follow it, or it settles on a detent that is not the selected one.
      var destination = spring.destination
      if case let .detent(id) = destination {
        destination = .detent(selectedDetentID ?? canonicalID(id) ?? detents[0].id)
      }
      startSpring(
        to: destination, at: t, velocity: before.vHeight, velocityX: before.vX,
        animated: animated, startX: before.x)
    }
  }
}
