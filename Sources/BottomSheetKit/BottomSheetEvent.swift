#if canImport(UIKit)
  import BottomSheetCore

  /// Something the sheet did, with the detents it names as the values the app configured.
  ///
  /// ```swift
  /// Content()
  ///   .onBottomSheetEvent { event in
  ///     if case .settled(.large) = event { analytics.log("expanded") }
  ///   }
  /// ```
  ///
  /// The detents are the app's own values (``Detent/large``, `.height(120)`, …), matched by
  /// identity, as the detent list and the selection binding are; a detent named by an event
  /// after it left the configuration keeps its identity.
  public enum BottomSheetEvent: Sendable, Hashable {
    /// A touch landed on the sheet and it now follows the finger (`owner` moves first).
    case dragBegan(owner: DragOwner)
    /// The finger lifted: its vertical velocity (points per second, negative up), where a
    /// scroll-view-like deceleration would take the sheet, and the detent it goes to (`nil`:
    /// it is dismissed).
    case released(velocity: Double, projectedHeight: Double, target: Detent?)
    /// The system cancelled the touch; the sheet settles on `target`.
    case cancelled(target: Detent)
    /// The sheet came to rest on a detent.
    case settled(Detent)
    /// The selected detent changed.
    case selectionChanged(from: Detent?, to: Detent)
    /// A presented sheet's entrance began.
    case presented
    /// The sheet was dismissed, and why.
    case dismissed(reason: DismissReason)
    /// A dismissal was refused (`bottomSheetInteractiveDismissDisabled`).
    case dismissBlocked(reason: DismissReason)
    /// The drag passed between the sheet and its content's scroll view.
    case handoff(from: DragOwner, to: DragOwner)
    /// The sheet crossed a detent while following the finger (for haptics).
    case detentCrossed(Detent, upward: Bool)
    /// A release now would dismiss (`true`) or no longer would (`false`).
    case dismissArmed(Bool)
    /// A request named a detent the sheet does not have.
    case rejected(DetentID)

    /// The engine's event, with the detents it names looked up in `detents`.
    init(_ event: SheetEvent, detents: [Detent]) {
      func detent(_ id: DetentID) -> Detent {
        // An identity the configuration no longer has keeps its identity (events match by it).
        detents.first { $0.id == id } ?? Detent.custom(id.rawValue) { $0.maximumHeight }
      }
      switch event.kind {
      case let .dragBegan(owner): self = .dragBegan(owner: owner)
      case let .released(velocity, projected, target):
        let destination: Detent?
        switch target {
        case let .detent(id): destination = detent(id)
        case .dismiss: destination = nil
        }
        self = .released(velocity: velocity, projectedHeight: projected, target: destination)
      case let .cancelled(target): self = .cancelled(target: detent(target))
      case let .settled(id): self = .settled(detent(id))
      case let .selectionChanged(from, to):
        self = .selectionChanged(from: from.map(detent), to: detent(to))
      case .presented: self = .presented
      case let .dismissed(reason): self = .dismissed(reason: reason)
      case let .dismissBlocked(reason): self = .dismissBlocked(reason: reason)
      case let .handoff(from, to): self = .handoff(from: from, to: to)
      case let .detentCrossed(id, upward): self = .detentCrossed(detent(id), upward: upward)
      case let .dismissArmed(armed): self = .dismissArmed(armed)
      case let .rejected(id): self = .rejected(id)
      }
    }
  }
#endif
