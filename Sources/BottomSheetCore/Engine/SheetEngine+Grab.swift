/// A drag across a change of geometry: the finger keeps the sheet.
///
/// The rule (docs/ENGINE.md, "Context"): when the container's size changes while a finger
/// drags (a rotation, an iPad window resized), the drag goes on with the grab point under the
/// finger. The sheet's top edge keeps the offset from the finger it had before the change,
/// measured from where the finger is in the new container, within the new detent range's
/// rubber band:
///
/// - At the change the finger's last point is all the engine knows, so the top edge stays where
///   it was on screen, and the height changes by as much as the base moved.
/// - The finger's coordinates may mean another place in the new container, so its last point
///   is no starting point for the next movement: the finger's first move re-anchors the drag.
///   The top edge goes to that point less the grab offset, the sideways offset stays, and
///   translation continues from there. The velocity samples start again there too: those
///   before were measured in a space that is gone (a lift before three new samples takes the
///   platform's velocity, if the host passes it).
///
/// Every other change of geometry (a keyboard, a safe area, the content's size, an anchor, the
/// configuration) leaves the container's coordinates as they were: the finger goes on moving the
/// sheet's height as before, so the sheet rides on a keyboard that slides in under it.
///
/// Either way the height is shown through the new rubber band (after a resize, set through its
/// inverse first), so it is always within [lower limit − band, highest detent + band] of the
/// new layout, the invariant a finger-driven height keeps (docs/HARDENING.md). Non-finite
/// points never get here (``touchMoved(to:time:)`` drops them, with a diagnostic); a grab
/// offset beyond ±``SheetContext/maximumLength`` (a finger at 10³⁰⁰) is limited to it, so a
/// finger that comes back from there is not lost in rounding.
extension SheetEngine {
  /// dragging —updateContext/updateConfiguration→ dragging: the drag under the new geometry.
  ///
  /// After a resize the top edge stays where it was on screen and the drag waits for the
  /// finger's next move to re-anchor; after any other change the finger's height above the
  /// base is kept and shown through the new rubber band.
  ///
  /// - Parameters:
  ///   - drag: The drag, changed in place.
  ///   - before: The sheet as shown at the change, under the old geometry.
  ///   - oldBase: The old geometry's base (``SheetMetrics/base``).
  ///   - resized: Whether the container's size changed.
  mutating func keepGrab(
    _ drag: inout SheetDrag, shown before: (height: Double, x: Double), oldBase: Double,
    resized: Bool
  ) {
    guard resized else {
      drag.displayedHeight = displayedHeight(raw: drag.rawHeight)
      return
    }
    if drag.reanchorGrab == nil {
      let grab = drag.lastPoint.y - (oldBase - before.height)
      let limit = SheetContext.maximumLength
      drag.reanchorGrab = clamp(grab, -limit, limit)
    }
    place(&drag, height: before.height + (metrics.base - oldBase))
    drag.startRawX = rawOffsetX(displayed: before.x)
    drag.startX = drag.lastPoint.x
  }

  /// The finger's first move after the container's size changed: the top edge goes to the
  /// finger less `grab`, within the rubber band, and the drag goes on from `point`.
  ///
  /// No detent crossings are reported for this move (the sheet follows a change of
  /// coordinates, not the finger), and the sideways offset is kept.
  mutating func reanchor(_ drag: inout SheetDrag, at point: SheetPoint, grab: Double) {
    drag.reanchorGrab = nil
    place(&drag, height: metrics.base - (point.y - grab))
    let shownX = displayedOffsetX(raw: drag.startRawX + (drag.lastPoint.x - drag.startX))
    drag.startRawX = rawOffsetX(displayed: shownX)
    drag.startX = point.x
    drag.tracker.reset()
  }

  /// Shows the dragged sheet at height `wanted` as far as the rubber band allows: the raw
  /// height is the band's inverse of it (which the band's maximum limits), the displayed height
  /// the band's image of that.
  mutating func place(_ drag: inout SheetDrag, height wanted: Double) {
    let h = clamp(wanted, -.greatestFiniteMagnitude, .greatestFiniteMagnitude)
    drag.rawHeight = rawHeight(displayed: h)
    drag.displayedHeight = displayedHeight(raw: drag.rawHeight)
  }
}
