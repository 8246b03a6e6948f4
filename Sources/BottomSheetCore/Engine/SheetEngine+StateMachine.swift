/// The engine's state machine: its five states, what moves it between them, and the only
/// functions that do.
///
/// The state is stored as ``SheetEngine/motion`` (at rest, following a finger, or under a
/// spring with a ``SheetEvent/Destination``) plus ``SheetEngine/isPresented``; ``state`` names
/// the combination. ``transitions`` lists every allowed (state, trigger) → state with the
/// events it emits, and it is what runs: before any move, the code that decides it asks
/// ``take(_:to:_:_:_:)`` for the row it is about to take, and a move with no row is not taken.
/// The moves themselves are the transition functions (`beginDrag`, `deferRequest`, `settle`,
/// `enter`, `leave`, `refuseDismissal`, `arrive`, `reaim`, in `SheetEngine+Transitions.swift`).
/// The DocC article "The state machine" (`BottomSheetCore.docc/StateMachine.md`) prints the
/// same table; the tests check that, each row, that a row taken out of the table stops its
/// move, and that seeded runs take no transition outside it.
extension SheetEngine {
  /// The engine's state: where the sheet is and what moves it. ``transitions`` lists every
  /// move between them.
  ///
  /// The public ``SheetPhase`` shows the same states to an app (``phase``): hidden is
  /// `dismissed`, resting is `idle`, dragging is `dragging`, and settling and leaving are both
  /// `settling`.
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

    /// What an app sees of the state (``SheetLayout/phase``): the one mapping from the state
    /// machine to the public phase.
    var phase: SheetPhase {
      switch self {
      case .hidden: return .dismissed
      case .resting: return .idle
      case .dragging: return .dragging
      case .settling, .leaving: return .settling
      }
    }
  }

  /// What can move the engine between states: one per ``SheetEngine/Input`` case, named after
  /// it, with the touch-down split by where it lands, plus a spring's arrival (not an input).
  @_spi(Testing)
  public enum Trigger: String, Sendable, Hashable, CaseIterable {
    /// A finger lands on the sheet.
    case touchDownOnSheet
    /// A finger lands on a backdrop that blocks touches (modal or floating, dimmed there).
    case touchDownOnBackdrop
    /// A finger lands anywhere else (the screen behind; a sheet that is leaving or hidden).
    case touchDownElsewhere
    case touchMoved, touchUp, touchCancelled, contentScrolled, select, present, dismiss
    case updateContext, updateConfiguration
    case accessibilityIncrement, accessibilityDecrement, accessibilityEscape, advance
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
    /// The events emitted, by name (the scenario log's, ``SheetEvent/Name``), in order.
    public var events: [SheetEvent.Name]
    /// When this row applies, in words (rows with the same state and trigger differ here).
    public var when: String

    /// `from —trigger→ to [events] (when)`.
    public var description: String {
      "\(from) —\(trigger)→ \(to) [\(events.map(\.rawValue).joined(separator: ", "))] \(when)"
    }
  }

  /// The current state (see ``State``).
  @_spi(Testing)
  public var state: State {
    switch motion {
    case .rest: return isPresented ? .resting : .hidden
    case .drag: return .dragging
    case let .spring(spring): return spring.state(arrived: false)
    }
  }

  /// Whether the table has the row `from —trigger→ to [events]`, `from` being the current
  /// state: the check every move passes before it is made.
  ///
  /// The code that decides a move names the row it is about to take (its trigger, the state it
  /// leads to, and the events the row lists, at most three, as separate arguments so that the
  /// check allocates nothing); a move the table does not have is not taken, and the engine
  /// reports it (a diagnostic on the field `transitions`). With the table as it is that never
  /// happens (the tests run every row and 480 seeded scenarios); with a row struck out
  /// (``strike(_:)``), its move stops. The instant-arrival rule is not a move of its own: a
  /// spring with nothing to do arrives inside the move that started it. Of the rows that change
  /// nothing and emit nothing, only the four that defer a request during a drag
  /// (`dragging —select/dismiss/accessibilityIncrement/accessibilityDecrement→ dragging`) are
  /// asked for, because
  /// they change what the lift does; the others say what no row says, and are not.
  ///
  /// Two moves do not stop when their row is missing, because stopping would be worse than
  /// the move: a lift or cancel still ends the drag (``endDragWithoutRow(_:velocity:velocityX:at:)``),
  /// and a spring's refused arrival is reported once, not on every frame that passes its end.
  mutating func take(
    _ trigger: Trigger, to: State, _ first: SheetEvent.Name? = nil,
    _ second: SheetEvent.Name? = nil, _ third: SheetEvent.Name? = nil
  ) -> Bool {
    if has(trigger, to: to, first, second, third) { return true }
    let from = state
    let events = [first, second, third].compactMap { $0?.rawValue }.joined(separator: ", ")
    report(
      SheetDiagnostic(
        .unexpectedEvent, field: "transitions",
        "no row \(from) —\(trigger)→ \(to) [\(events)]: not taken"))
    return false
  }

  /// Whether the table (less the struck rows) has the row `state —trigger→ to [events]`:
  /// ``take(_:to:_:_:_:)`` without the report.
  func has(
    _ trigger: Trigger, to: State, _ first: SheetEvent.Name? = nil,
    _ second: SheetEvent.Name? = nil, _ third: SheetEvent.Name? = nil
  ) -> Bool {
    let from = state
    for (i, row) in Self.transitions.enumerated()
    where row.from == from && row.trigger == trigger && row.to == to && struckRows & 1 << i == 0 {
      let e = row.events
      let listed =
        switch e.count {
        case 0: first == nil
        case 1: first == e[0] && second == nil
        case 2: first == e[0] && second == e[1] && third == nil
        case 3: first == e[0] && second == e[1] && third == e[2]
        default: false
        }
      if listed { return true }
    }
    return false
  }

  /// Every transition the engine can take.
  ///
  /// Read it with three rules:
  /// - **Instant arrival.** A spring with nothing to do — not animated, or already at its
  ///   target — arrives at once: a row ending in `settling` ends in `resting` with `settled`
  ///   appended, one ending in `leaving` ends in `hidden`.
  /// - **Selection.** A row that lists `selectionChanged` emits it only when the selection
  ///   really changes (a request for the selected detent emits none); a row that does not list
  ///   it never emits it.
  /// - **No row, no change.** A (state, trigger) pair with no row leaves the state as it is and
  ///   emits nothing (a move without a drag, a scroll report, a request that does not apply);
  ///   a request naming an unknown detent (`rejected`) changes nothing either, and a drag's own
  ///   events (`detentCrossed`, `handoff`, `dismissArmed`/`dismissDisarmed`) are not
  ///   transitions. The rows that change nothing and emit nothing (a backdrop tap that does
  ///   nothing, an increment at the highest detent) are there for the reader, except the four
  ///   that defer a request during a drag, which the engine asks for (they change what the
  ///   lift does).
  ///
  /// The table is what runs: every move asks ``take(_:to:_:_:_:)`` for its row first.
  @_spi(Testing)
  public static let transitions: [Transition] = {
    func row(
      _ from: State, _ trigger: Trigger, _ to: State, _ events: [SheetEvent.Name] = [],
      _ when: String = ""
    ) -> Transition {
      Transition(from: from, trigger: trigger, to: to, events: events, when: when)
    }
    return [
      // hidden
      row(.hidden, .present, .settling, [.presented], "enters at the selected detent"),
      row(.hidden, .select, .hidden, [.selectionChanged], "kept for the next presentation"),
      row(
        .hidden, .updateContext, .hidden, [.selectionChanged],
        "re-resolved off screen (a dropped detent selects the nearest)"),
      row(
        .hidden, .updateConfiguration, .hidden, [.selectionChanged],
        "re-resolved off screen (a dropped detent selects the nearest)"),
      // resting
      row(.resting, .touchDownOnSheet, .dragging, [.dragBegan], "caught where it rests"),
      row(
        .resting, .touchDownOnBackdrop, .leaving, [.dismissed], "backdropTap dismiss, dismissible"),
      row(
        .resting, .touchDownOnBackdrop, .resting, [.dismissBlocked], "backdropTap dismiss, guarded"),
      row(.resting, .touchDownOnBackdrop, .settling, [.selectionChanged], "backdropTap collapse"),
      row(.resting, .touchDownOnBackdrop, .resting, [], "backdropTap none"),
      row(.resting, .select, .settling, [.selectionChanged], "another detent"),
      row(.resting, .dismiss, .leaving, [.dismissed], "code dismisses"),
      row(.resting, .accessibilityEscape, .leaving, [.dismissed], "dismissible"),
      row(.resting, .accessibilityEscape, .resting, [.dismissBlocked], "guarded"),
      row(.resting, .accessibilityEscape, .resting, [], "an inline sheet that cannot hide"),
      row(
        .resting, .accessibilityIncrement, .settling, [.selectionChanged],
        "below the highest detent"),
      row(.resting, .accessibilityIncrement, .resting, [], "at the highest detent"),
      row(
        .resting, .accessibilityDecrement, .settling, [.selectionChanged],
        "above the lowest detent"),
      row(.resting, .accessibilityDecrement, .resting, [], "at the lowest detent: never dismisses"),
      row(
        .resting, .updateContext, .settling, [.selectionChanged],
        "the selected detent moved (or was dropped: the nearest is selected)"),
      row(
        .resting, .updateContext, .resting, [.selectionChanged],
        "the selected detent's height still fits (a newly resolved detent may be selected)"),
      row(
        .resting, .updateConfiguration, .settling, [.selectionChanged],
        "the selected detent moved (or was dropped: the nearest is selected)"),
      row(
        .resting, .updateConfiguration, .resting, [.selectionChanged],
        "the selected detent's height still fits (a newly resolved detent may be selected)"),
      // dragging
      row(.dragging, .touchUp, .settling, [.released, .selectionChanged], "to a detent"),
      row(
        .dragging, .touchUp, .leaving, [.released, .dismissed], "past the threshold, dismissible"),
      row(
        .dragging, .touchUp, .settling, [.released, .dismissBlocked, .selectionChanged],
        "past the threshold, guarded: to the lowest detent"),
      row(
        .dragging, .touchCancelled, .settling, [.cancelled, .selectionChanged],
        "to the nearest detent, never dismissed"),
      row(
        .dragging, .touchCancelled, .leaving, [.cancelled, .dismissed],
        "a dismiss deferred during the drag applies"),
      row(.dragging, .select, .dragging, [], "deferred to the lift"),
      row(.dragging, .dismiss, .dragging, [], "deferred to the lift"),
      row(.dragging, .accessibilityIncrement, .dragging, [], "deferred to the lift, as a select"),
      row(.dragging, .accessibilityDecrement, .dragging, [], "deferred to the lift, as a select"),
      row(
        .dragging, .updateContext, .dragging, [.selectionChanged],
        "the finger keeps the sheet, within the new rubber band; after a resize the top edge "
          + "keeps its offset from the finger, re-anchored at its next move (a dropped detent "
          + "selects the nearest)"),
      row(
        .dragging, .updateConfiguration, .dragging, [.selectionChanged],
        "the finger keeps the sheet, within the new rubber band (a dropped detent selects the "
          + "nearest)"),
      // settling
      row(.settling, .arrival, .resting, [.settled], "the spring arrives"),
      row(.settling, .touchDownOnSheet, .dragging, [.dragBegan], "caught mid-flight"),
      row(
        .settling, .touchDownOnBackdrop, .leaving, [.dismissed], "backdropTap dismiss, dismissible"),
      row(
        .settling, .touchDownOnBackdrop, .settling, [.dismissBlocked],
        "backdropTap dismiss, guarded"),
      row(.settling, .touchDownOnBackdrop, .settling, [.selectionChanged], "backdropTap collapse"),
      row(.settling, .select, .settling, [.selectionChanged], "re-targeted, speed kept"),
      row(.settling, .dismiss, .leaving, [.dismissed], "code dismisses"),
      row(.settling, .accessibilityEscape, .leaving, [.dismissed], "dismissible"),
      row(.settling, .accessibilityEscape, .settling, [.dismissBlocked], "guarded"),
      row(.settling, .accessibilityEscape, .settling, [], "an inline sheet that cannot hide"),
      row(
        .settling, .accessibilityIncrement, .settling, [.selectionChanged],
        "below the highest detent"),
      row(
        .settling, .accessibilityDecrement, .settling, [.selectionChanged],
        "above the lowest detent"),
      row(
        .settling, .updateContext, .settling, [.selectionChanged],
        "re-aimed at the selected detent (or the nearest, if it was dropped)"),
      row(
        .settling, .updateConfiguration, .settling, [.selectionChanged],
        "re-aimed at the selected detent (or the nearest, if it was dropped)"),
      // leaving
      row(.leaving, .arrival, .hidden, [], "the spring arrives off screen"),
      row(.leaving, .present, .settling, [.presented], "caught on its way out"),
      row(.leaving, .select, .leaving, [.selectionChanged], "kept for the next presentation"),
      row(
        .leaving, .updateContext, .leaving, [.selectionChanged],
        "re-aimed off screen (a dropped detent selects the nearest)"),
      row(
        .leaving, .updateConfiguration, .leaving, [.selectionChanged],
        "re-aimed off screen (a dropped detent selects the nearest)"),
    ]
  }()

  /// Takes `row` out of the table this engine runs (for the tests: the engine then refuses the
  /// move the row allows). The table has at most 64 rows, one bit each.
  mutating func strike(_ row: Transition) {
    guard let i = Self.transitions.firstIndex(of: row), i < 64 else { return }
    struckRows |= 1 << i
  }
}
