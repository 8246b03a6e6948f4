import BottomSheetCore

/// One timed input to a ``SheetEngine``: everything a host app can do to it.
///
/// Times are passed to the engine as they are, including hostile ones (backwards, non-finite),
/// which the engine must repair.
///
/// ```swift
/// var engine = SheetEngine(configuration: configuration, context: context)
/// SheetInput(time: 0, .down(SheetPoint(x: 100, y: 700), region: nil)).apply(to: &engine)
/// ```
public struct SheetInput: Sendable, Hashable {
  /// What happens.
  public enum Kind: Sendable, Hashable {
    /// A finger lands (on a region, or by geometry when nil).
    case down(SheetPoint, region: TouchRegion?)
    /// The finger moves.
    case move(SheetPoint)
    /// The finger lifts.
    case up(SheetPoint)
    /// The system cancels the touch.
    case cancel
    /// The inner scroll view reports its offset.
    case scroll(Double)
    /// Code selects a detent.
    case select(DetentID, animated: Bool)
    /// Code presents the sheet.
    case present(animated: Bool)
    /// Code dismisses the sheet.
    case dismiss(animated: Bool)
    /// The geometry changes.
    case context(SheetContext, animated: Bool)
    /// The app changes the configuration.
    case configuration(ConfigurationRecipe, animated: Bool)
    /// VoiceOver increment.
    case increment
    /// VoiceOver decrement.
    case decrement
    /// VoiceOver escape.
    case escape
    /// Nothing but the passing of time (the host advances its clock and draws).
    case wait
  }

  /// When it happens, in seconds.
  public var time: Double
  /// What happens.
  public var kind: Kind

  /// Creates an input.
  public init(time: Double, _ kind: Kind) {
    self.time = time
    self.kind = kind
  }

  /// Whether this input is part of a touch stream (down, move, up, cancel).
  public var isTouch: Bool {
    switch kind {
    case .down, .move, .up, .cancel: return true
    default: return false
    }
  }

  /// Sends the input the way a host does: through ``SheetEngine/send(_:time:)`` for the
  /// engine's own input vocabulary, `updateConfiguration` and `advance` for the rest.
  public func apply(to engine: inout SheetEngine) {
    let t = time
    switch kind {
    case let .down(point, region): engine.send(.down(point, region: region), time: t)
    case let .move(point): engine.send(.move(point), time: t)
    case let .up(point): engine.send(.up(point), time: t)
    case .cancel: engine.send(.cancel, time: t)
    case let .scroll(offset): engine.send(.scroll(offset: offset), time: t)
    case let .select(id, animated): engine.send(.setDetent(id, animated: animated), time: t)
    case let .present(animated): engine.send(.present(animated: animated), time: t)
    case let .dismiss(animated): engine.send(.dismiss(animated: animated), time: t)
    case let .context(context, animated):
      engine.send(.context(context, animated: animated), time: t)
    case .increment: engine.send(.increment, time: t)
    case .decrement: engine.send(.decrement, time: t)
    case .escape: engine.send(.escape, time: t)
    case let .configuration(recipe, animated):
      engine.updateConfiguration(recipe.configuration, animated: animated, time: t)
    case .wait: engine.advance(to: t)
    }
  }
}
