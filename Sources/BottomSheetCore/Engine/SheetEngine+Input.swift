extension SheetEngine {
  /// Everything a host can tell the engine, as a value: one case per operation, named like it.
  ///
  /// This is the engine's one door: a host, a test, a replay and a generator all call
  /// ``send(_:at:)`` with one of these and the time it happens. The scenario format has one
  /// event `type` per case, `ScenarioTrace` records these, `sheetlab` replays them, and the
  /// test-support generators produce them, so a recorded gesture, a replayed one and a
  /// generated one take exactly the same path. (`HostInput` is a level below: platform events,
  /// which `SheetHostModel` turns into these.)
  ///
  /// ```swift
  /// engine.send(.touchDown(at: SheetPoint(x: 195, y: 760)), at: 0)
  /// engine.send(.select("large", animated: true), at: 0.5)
  /// ```
  public enum Input: Sendable, Hashable {
    /// A finger touched the container at a point.
    ///
    /// On the sheet the drag begins at once, catching a moving sheet where it is (no jump).
    /// `region` says whether the touch is on the chrome or the content; nil decides by
    /// geometry (the sheet's header, and its grabber when ``SheetLayout/showsGrabber``, are
    /// chrome). Outside the sheet of a modal whose backdrop blocks touches it is a backdrop
    /// tap (see ``SheetConfiguration/backdropTap``); anywhere else the touch belongs to the
    /// screen behind and is ignored until it lifts.
    case touchDown(at: SheetPoint, region: TouchRegion? = nil)
    /// The finger moved to a point: the sheet follows 1:1 inside its range (rubber-banded past
    /// it), or the content scrolls, per the hand-off rules. Allocation-free.
    case touchMoved(to: SheetPoint)
    /// The finger lifted at a point: the engine picks the target (<doc:PhysicsAndTuning>), or
    /// applies a request made during the drag, and springs there with the release velocity.
    ///
    /// `platformVelocity` is the platform's own estimate of the finger's velocity at the lift,
    /// in container space (UIKit: `UIPanGestureRecognizer.velocity(in:)` in `.ended`), or nil.
    /// The release uses it when the engine has too few samples of its own and they agree; a
    /// non-finite one is ignored with a diagnostic.
    case touchUp(at: SheetPoint, platformVelocity: SheetVelocity? = nil)
    /// The system cancelled the touch: the sheet settles to the nearest detent (no dismissal).
    case touchCancelled
    /// The inner scroll view reports its content offset (0 = scrolled to the top). During a
    /// drag the report corrects the engine's model of the offset used by the hand-off.
    case contentScrolled(offset: Double)
    /// Selects a detent from code (a binding, a button, state restoration).
    ///
    /// Mid-drag the finger wins: the request waits and applies when the finger lifts.
    /// Mid-spring the motion is re-targeted from where the sheet is, keeping its velocity. A
    /// detent that does not exist is reported (a diagnostic and a
    /// ``SheetEvent/Kind/rejected(_:)`` event), never silently ignored. On a sheet that is not
    /// presented only the selection changes; it applies when the sheet is presented.
    case select(DetentID, animated: Bool)
    /// Presents a modal or floating sheet (or shows a hidden inline one) at its selected
    /// detent, with the same spring as every other motion. Nothing if already presented.
    case present(animated: Bool)
    /// Dismisses the sheet from code (reason `programmatic`). Always allowed (the app asked);
    /// mid-drag it waits for the finger to lift.
    case dismiss(animated: Bool)
    /// The geometry changed: rotation, keyboard, content size, a measured anchor.
    ///
    /// Detents re-resolve and the selected one keeps its identity; if it no longer exists the
    /// sheet selects the nearest. A configured initial detent that resolves for the first time
    /// (an anchor measured after the first layout) applies without animation; later changes
    /// animate when `animated`. The sheet never ends taller than the new maximum, so a
    /// keyboard that appears under an expanded sheet does not push it past the top.
    ///
    /// Mid-drag the finger keeps the sheet, shown within the new rubber band. When the
    /// container's size changes (a rotation, an iPad window resized) the finger's coordinates
    /// may mean another place, so the sheet's top edge keeps its offset from the finger instead:
    /// it stays where it was until the finger next moves, and that move re-anchors the drag
    /// where the finger is in the new container (no jump away from the finger, and none past
    /// the top detent). Other changes (a keyboard, the content) keep the finger's height above
    /// the base, so the sheet rides on a keyboard that slides in under it.
    case updateContext(SheetContext, animated: Bool = true)
    /// The app changed the configuration (detents, insets, springs, chrome, …) while the
    /// sheet is on screen.
    ///
    /// Unlike building a new engine, this keeps everything in flight: a drag continues under
    /// the new rules, a spring is re-targeted from where the sheet is with its velocity, the
    /// presentation state and the selection (by identity) are kept; if the selected detent is
    /// gone, the nearest one is selected. `startsPresented` and `initialDetent` only matter
    /// when an engine is created and are ignored here.
    case updateConfiguration(SheetConfiguration, animated: Bool = true)
    /// VoiceOver "increment" (swipe up on the adjustable grabber): the next larger detent.
    /// Nothing at the highest detent or when not presented.
    case accessibilityIncrement
    /// VoiceOver "decrement": the next smaller detent. It never dismisses (escape does).
    case accessibilityDecrement
    /// VoiceOver escape (two-finger Z) or the keyboard's Escape: dismisses when allowed
    /// (reason `programmatic`), otherwise emits `dismissBlocked`. An inline sheet that cannot
    /// be hidden ignores it.
    case accessibilityEscape
    /// Nothing but the passing of time (a host drawing a frame): the engine's clock moves to
    /// the time, completing any spring that arrives by then (its `settled` event carries the
    /// exact arrival time).
    case advance

    /// Whether every number the input needs is finite. A non-finite platform velocity on
    /// ``touchUp(at:platformVelocity:)`` is not needed: the engine ignores it (with a
    /// diagnostic) and `ScenarioTrace` leaves it out.
    package var isFinite: Bool {
      switch self {
      case let .touchDown(p, _), let .touchMoved(p), let .touchUp(p, _):
        return p.x.isFinite && p.y.isFinite
      case let .contentScrolled(offset): return offset.isFinite
      default: return true
      }
    }
  }

  /// Tells the engine that `input` happened at `time`, in seconds on the host's clock.
  ///
  /// The one way in: every touch, request, geometry change and clock tick comes through here,
  /// and the engine's outputs (``layout(at:)``, ``pendingEvents``, ``diagnostics``) are the
  /// one way out. A time that is not finite, or earlier than the latest input's, is the
  /// latest input's time, with a diagnostic (except for ``Input/advance``, which ignores it).
  ///
  /// ```swift
  /// engine.send(.touchDown(at: SheetPoint(x: 195, y: 760)), at: 0)
  /// engine.send(.touchMoved(to: SheetPoint(x: 195, y: 600)), at: 0.05)
  /// engine.send(.touchUp(at: SheetPoint(x: 195, y: 600)), at: 0.1)
  /// ```
  @inlinable public mutating func send(_ input: Input, at time: Double) {
    // Inlinable, and the operations it dispatches to `@usableFromInline` (still internal): a
    // caller in another module (the host model, an app's host) sending a literal case then calls
    // the operation directly. Not inlined, the door cost a `touchMoved` about 200 instructions
    // (1 500 → 1 700, `scripts/bench instructions`) in building and switching on the enum.
    switch input {
    case let .touchDown(point, region): touchDown(at: point, time: time, region: region)
    case let .touchMoved(point): touchMoved(to: point, time: time)
    case let .touchUp(point, velocity): touchUp(at: point, time: time, platformVelocity: velocity)
    case .touchCancelled: touchCancelled(time: time)
    case let .contentScrolled(offset): contentScrolled(offset: offset, time: time)
    case let .select(id, animated): select(id, animated: animated, time: time)
    case let .present(animated): present(animated: animated, time: time)
    case let .dismiss(animated): dismiss(animated: animated, time: time)
    case let .updateContext(context, animated):
      updateContext(context, animated: animated, time: time)
    case let .updateConfiguration(configuration, animated):
      updateConfiguration(configuration, animated: animated, time: time)
    case .accessibilityIncrement: accessibilityIncrement(time: time)
    case .accessibilityDecrement: accessibilityDecrement(time: time)
    case .accessibilityEscape: accessibilityEscape(time: time)
    case .advance: advance(to: time)
    }
  }
}

extension SheetEngine {
  /// Sends `input` as ``send(_:at:)`` does, except that a lift or a cancel takes the finger's
  /// velocity from `estimate` (the tracker of the drag and the time) instead of the release
  /// rule; the platform velocity's rule still applies. The lab's velocity study replays the
  /// corpus with the estimators it compares the rule with this way: they live in the lab's
  /// module, and the engine stores none of them.
  @_spi(Study)
  public mutating func send(
    _ input: Input, at time: Double,
    releaseEstimate estimate: (VelocityTracker, Double) -> (x: Double, y: Double)
  ) {
    withoutActuallyEscaping(estimate) { estimate in
      switch input {
      case let .touchUp(point, velocity):
        touchUp(at: point, time: time, platformVelocity: velocity, estimate: estimate)
      case .touchCancelled: touchCancelled(time: time, estimate: estimate)
      default: send(input, at: time)
      }
    }
  }
}
