@_spi(Lab) @_spi(Testing) import BottomSheetCore

// The bounds a run checks heights against: where a finger can put the sheet under an engine's
// current rules, and whether an input changed the motion at all.
extension Run {
  /// Whether an input left the sheet's motion as it was: the same layouts from `t` on (a scroll
  /// report or an ignored touch during a spring). The energy bound is then kept from the
  /// spring's start: a spring shown through the rubber band's limit is compressed mid-flight,
  /// so its shown state there understates the energy it still has.
  static func sameMotion(_ a: SheetEngine, _ b: SheetEngine, from t: Double) -> Bool {
    for dt in [0, 0.01, 0.05, 0.2, 1, SpringMotion.maximumDuration] {
      let x = a.layout(at: t + dt)
      let y = b.layout(at: t + dt)
      if x.height != y.height || x.horizontalOffset != y.horizontalOffset || x.phase != y.phase {
        return false
      }
    }
    return true
  }

  /// The bounds an engine's rules give a finger: the drag bounds and the sideways bound.
  static func bands(of engine: SheetEngine) -> [Double] {
    let (low, high) = dragBounds(engine)
    return [low, high, sidewaysBound(engine)]
  }

  /// [lowerLimit − B, highest + B] for a finger-driven height.
  func dragBounds() -> (Double, Double) { Self.dragBounds(engine) }

  static func dragBounds(_ engine: SheetEngine) -> (Double, Double) {
    let c = engine.configuration
    let detents = engine.detents
    let band = c.behavior.rubberBand.maximumDisplacement(
      dimension: max(engine.metrics.maximumHeight, 1))
    let dismissible = c.style.capabilities.isPresentable || c.isDismissible
    let lower = dismissible ? engine.metrics.hiddenHeight : detents[0].height
    return (lower - band, detents[detents.count - 1].height + band)
  }

  /// ``dragBounds()`` widened to include a spring's target.
  func springBounds(target: Double) -> (Double, Double) {
    let (low, high) = dragBounds()
    return (min(low, target), max(high, target))
  }

  /// How far sideways a finger can pull the sheet: the horizontal band's maximum for a floating
  /// card, 0 for attached styles.
  func sidewaysBound() -> Double { Self.sidewaysBound(engine) }

  static func sidewaysBound(_ engine: SheetEngine) -> Double {
    let c = engine.configuration
    guard c.style.capabilities.movesSideways else { return 0 }
    return c.behavior.horizontalRubberBand.maximumDisplacement(
      dimension: max(engine.metrics.width, 1))
  }
}
