/// One thing that happened to the sheet, in the order it happened.
///
/// The engine appends events to `SheetEngine.pendingEvents` as inputs arrive (and as time
/// passes, for ``Kind/settled(_:)``); the host reads and clears them. Order is deterministic: the
/// same inputs always give the same events.
///
/// ```swift
/// for event in engine.pendingEvents {
///   if case .detentCrossed = event.kind { haptics.selectionChanged() }
/// }
/// engine.clearEvents()
/// ```
public struct SheetEvent: Sendable, Hashable {
  /// What a release was aimed at.
  public enum Destination: Sendable, Hashable {
    /// A detent, by identity.
    case detent(DetentID)
    /// Off screen.
    case dismiss
  }

  /// The kinds of event. Their names match the scenario log's `type` values.
  public enum Kind: Sendable, Hashable {
    /// A touch landed on the sheet and it now follows the finger (`owner` moves first).
    case dragBegan(owner: DragOwner)
    /// The finger lifted. `velocity` is the finger's vertical velocity (pt/s, negative = up),
    /// `projectedHeight` where a scroll-view-like deceleration would take the sheet.
    case released(velocity: Double, projectedHeight: Double, target: Destination)
    /// The system cancelled the touch; the sheet settles to the nearest detent.
    case cancelled(target: DetentID)
    /// A motion ended at rest on a detent.
    case settled(DetentID)
    /// The selected detent changed (from a release, code, accessibility or a context change).
    case selectionChanged(from: DetentID?, to: DetentID)
    /// The sheet started to appear.
    case presented
    /// The sheet started to leave.
    case dismissed(reason: DismissReason)
    /// A dismissal was asked for but is not allowed; the sheet returns to its lowest detent.
    case dismissBlocked(reason: DismissReason)
    /// The drag moved from one owner to the other (scroll hand-off).
    case handoff(from: DragOwner, to: DragOwner)
    /// During a drag the sheet passed a detent's height (for haptics).
    ///
    /// One event per real crossing: once the sheet has crossed a detent, crossing that detent
    /// back counts only when the sheet gets 4 points past it the other way (the event comes
    /// there), and crossing it again the same way counts only after such a crossing back. A
    /// finger resting within a couple of points of a detent — a fingertip's sub-point noise,
    /// or the roll as it lifts — so gives one event, not one per wobble. The
    /// first crossing of a detent in a drag, or of another detent since, is at its height.
    case detentCrossed(DetentID, upward: Bool)
    /// During a drag, releasing here without velocity would now dismiss (`true`) or not.
    case dismissArmed(Bool)
    /// A request could not be carried out (e.g. an unknown detent); see the diagnostics.
    case rejected(DetentID)
  }

  /// When it happened, in the engine's time (seconds).
  public var time: Double
  /// What happened.
  public var kind: Kind

  /// Creates an event.
  @_spi(Lab) public init(time: Double, kind: Kind) {
    self.time = time
    self.kind = kind
  }

  /// The kinds of event by name, without their payloads: each raw value is the scenario log's
  /// `type` for the event (``SheetEvent/Kind/dismissArmed(_:)`` is `dismissArmed` or
  /// `dismissDisarmed`). The state machine's table lists a move's events by these.
  @_spi(Lab) public enum Name: String, Sendable, Hashable, CaseIterable {
    case dragBegan, released, cancelled, settled, selectionChanged, presented, dismissed
    case dismissBlocked, handoff, detentCrossed, dismissArmed, dismissDisarmed, rejected
  }

  /// This event's name (its kind without the payload).
  @_spi(Lab) public var name: Name {
    switch kind {
    case .dragBegan: return .dragBegan
    case .released: return .released
    case .cancelled: return .cancelled
    case .settled: return .settled
    case .selectionChanged: return .selectionChanged
    case .presented: return .presented
    case .dismissed: return .dismissed
    case .dismissBlocked: return .dismissBlocked
    case .handoff: return .handoff
    case .detentCrossed: return .detentCrossed
    case let .dismissArmed(armed): return armed ? .dismissArmed : .dismissDisarmed
    case .rejected: return .rejected
    }
  }

  /// The scenario log's `type` string for this event (``name``'s raw value).
  @_spi(Lab) public var typeName: String { name.rawValue }
}
