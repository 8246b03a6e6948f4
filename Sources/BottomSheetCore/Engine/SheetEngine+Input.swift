extension SheetEngine {
  /// Everything a host can tell the engine, as a value: one case per input method.
  ///
  /// This is the project's one input vocabulary. The scenario format has one event `type` per
  /// case, `ScenarioTrace` records these, `sheetlab` replays them, and the test-support
  /// generators produce them (as ``ScenarioEvent``s), so a recorded gesture, a replayed one
  /// and a generated one go through exactly the same calls. (`HostInput` is a level below:
  /// platform events, which `SheetHostModel` turns into these.)
  ///
  /// ```swift
  /// engine.send(.down(SheetPoint(x: 195, y: 760), region: nil), time: 0)
  /// engine.send(.setDetent("large", animated: true), time: 0.5)
  /// ```
  public enum Input: Sendable, Hashable {
    /// ``touchDown(at:time:region:)``.
    case down(SheetPoint, region: TouchRegion?)
    /// ``touchMoved(to:time:)``.
    case move(SheetPoint)
    /// ``touchUp(at:time:platformVelocity:)``: the lift, with the platform's velocity when the
    /// host has one (nil: the engine's own estimate).
    case up(SheetPoint, platformVelocity: SheetVelocity? = nil)
    /// ``touchCancelled(time:)``.
    case cancel
    /// ``contentScrolled(offset:time:)``.
    case scroll(offset: Double)
    /// ``select(_:animated:time:)``.
    case setDetent(DetentID, animated: Bool)
    /// ``present(animated:time:)``.
    case present(animated: Bool)
    /// ``dismiss(animated:time:)``.
    case dismiss(animated: Bool)
    /// ``updateContext(_:animated:time:)``.
    case context(SheetContext, animated: Bool)
    /// ``accessibilityIncrement(time:)``.
    case increment
    /// ``accessibilityDecrement(time:)``.
    case decrement
    /// ``accessibilityEscape(time:)``.
    case escape
    /// ``updateConfiguration(_:animated:time:)``: the app changes the configuration.
    case configuration(SheetConfiguration, animated: Bool)
    /// ``advance(to:)``: nothing but the passing of time (a host drawing a frame).
    case advance

    /// Whether every number the input needs is finite. A non-finite platform velocity on
    /// ``up(_:platformVelocity:)`` is not needed: the engine ignores it (with a diagnostic) and
    /// `ScenarioTrace` leaves it out.
    package var isFinite: Bool {
      switch self {
      case let .down(p, _), let .move(p), let .up(p, _): return p.x.isFinite && p.y.isFinite
      case let .scroll(offset): return offset.isFinite
      default: return true
      }
    }
  }

  /// Sends `input` at `time`: the same as calling the matching method.
  public mutating func send(_ input: Input, time t: Double) {
    switch input {
    case let .down(point, region): touchDown(at: point, time: t, region: region)
    case let .move(point): touchMoved(to: point, time: t)
    case let .up(point, velocity): touchUp(at: point, time: t, platformVelocity: velocity)
    case .cancel: touchCancelled(time: t)
    case let .scroll(offset): contentScrolled(offset: offset, time: t)
    case let .setDetent(id, animated): select(id, animated: animated, time: t)
    case let .present(animated): present(animated: animated, time: t)
    case let .dismiss(animated): dismiss(animated: animated, time: t)
    case let .context(context, animated): updateContext(context, animated: animated, time: t)
    case .increment: accessibilityIncrement(time: t)
    case .decrement: accessibilityDecrement(time: t)
    case .escape: accessibilityEscape(time: t)
    case let .configuration(configuration, animated):
      updateConfiguration(configuration, animated: animated, time: t)
    case .advance: advance(to: t)
    }
  }

  /// Sends a timed input: `send(event.kind, time: event.t)`.
  public mutating func send(_ event: ScenarioEvent) { send(event.kind, time: event.t) }
}
