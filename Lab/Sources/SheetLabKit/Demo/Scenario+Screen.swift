@_spi(Lab) import BottomSheetCore
@_spi(Lab) import BottomSheetTooling

extension Scenario {
  /// The scenario on a device of ``ScreenCatalog``: the container's size, safe area and both
  /// size classes are the catalog row's, at the start and in every context event, so the engine
  /// places the sheet as it would on that device (a side panel, a centred form, a card, or the
  /// bottom sheet where the rule falls back to it, docs/IPAD.md).
  ///
  /// What the file says about the rest is kept: the keyboard, the content's height, the anchors
  /// and the other traits (layout direction, Dynamic Type, colour scheme) still change as its
  /// events say. A file written for a phone moves its fingers with the sheet: every touch is
  /// shifted by how far the sheet's resting frame moved (its centre sideways, its bottom edge
  /// up or down), so a drag that started on the phone's sheet starts on the device's.
  ///
  /// A context event that rotated the phone keeps the device's geometry: the catalog row is
  /// the picture's whole geometry.
  @_spi(Lab) public func on(_ environment: ScreenEnvironment) -> Scenario {
    var placed = self
    placed.context = Self.context(context, on: environment)
    let shift = Self.fingerShift(from: self, to: placed)
    placed.events = events.map { event in
      switch event.kind {
      case let .updateContext(next, animated):
        return ScenarioEvent(
          t: event.t, .updateContext(Self.context(next, on: environment), animated: animated))
      case let .touchDown(point, region):
        return ScenarioEvent(t: event.t, .touchDown(at: shift(point), region: region))
      case let .touchMoved(point):
        return ScenarioEvent(t: event.t, .touchMoved(to: shift(point)))
      case let .touchUp(point, velocity):
        return ScenarioEvent(t: event.t, .touchUp(at: shift(point), platformVelocity: velocity))
      default:
        return event
      }
    }
    return placed
  }

  /// `context` with the size, safe area and size classes of `environment`.
  static func context(_ context: SheetContext, on environment: ScreenEnvironment) -> SheetContext {
    var next = context
    next.containerSize = environment.size
    next.safeArea = environment.safeArea
    next.traits.horizontalSizeClass = environment.horizontalSizeClass
    next.traits.verticalSizeClass = environment.verticalSizeClass
    return next
  }

  /// Moves a point by the difference between the two scenarios' resting frames (centre x,
  /// bottom edge); no move when either has no frame on screen.
  static func fingerShift(from old: Scenario, to new: Scenario)
    -> @Sendable (SheetPoint) -> SheetPoint
  {
    guard let a = restingFrame(old), let b = restingFrame(new) else { return { $0 } }
    let dx = (b.x + b.width / 2) - (a.x + a.width / 2)
    let dy = (b.y + b.height) - (a.y + a.height)
    return { SheetPoint(x: $0.x + dx, y: $0.y + dy) }
  }

  /// The sheet's frame at t = 0, or where it rests once presented when it starts hidden; nil
  /// when it has no area even then.
  static func restingFrame(_ scenario: Scenario) -> SheetRect? {
    var engine = SheetEngine(
      configuration: scenario.configuration, context: scenario.context, time: 0)
    var frame = engine.layout(at: 0).frame
    if frame.height <= 0 {
      engine.send(.present(animated: false), at: 0)
      frame = engine.layout(at: 0).frame
    }
    return frame.width > 0 && frame.height > 0 ? frame : nil
  }
}
