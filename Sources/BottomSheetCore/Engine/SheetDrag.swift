/// The state of a finger-driven drag.
struct SheetDrag: Sendable {
  /// Who the finger currently moves.
  var owner: DragOwner
  /// Whether the touch started on content that can scroll (hand-off applies).
  var routesToContent: Bool
  /// The finger's latest position.
  var lastPoint: SheetPoint
  /// The un-rubber-banded height the finger has dragged the sheet to.
  var rawHeight: Double
  /// The finger's x at touch-down and the card's raw sideways offset then.
  var startX: Double
  var startRawX: Double
  /// Finger samples for the release velocity.
  var tracker: VelocityTracker
  /// The displayed height after the latest move, for detent-crossing events.
  var displayedHeight: Double
  /// Whether releasing here (without velocity) would dismiss.
  var dismissArmed: Bool
  /// The detent this drag last emitted a crossing of, for the crossings' hysteresis.
  var lastCrossing: DetentCrossing? = nil
  /// The finger's distance below the sheet's top edge when the container's size changed,
  /// kept until the finger's first move in the new container re-anchors the drag there
  /// (`SheetEngine+Grab.swift`); nil when no re-anchoring is pending.
  var reanchorGrab: Double? = nil
}
