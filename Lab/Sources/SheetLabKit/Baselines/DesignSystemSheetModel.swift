@_spi(Lab) import BottomSheetCore
@_spi(Lab) import BottomSheetTooling

/// A re-implementation, for comparison, of the original design-system sheet.
///
/// As described in `shared/DESIGN.md`: every drag change does `height -= translation / 15`
/// (translation being the whole drag so far, so the sheet's speed grows with the distance
/// dragged and with the touch rate), and the height is animated with
/// `.animation(.default, value: height)`. On release a drag down past 150 pt dismisses, a drag
/// up past 100 pt expands, anything else returns.
///
/// `Animation.default` is, from iOS 17, `spring(response: 0.55, dampingFraction: 1.0)`
/// (Apple's documentation of `Animation.default`; before iOS 17 an ease-in-out). SwiftUI
/// replaces a running spring on the same property by its successor *keeping the velocity*
/// (documentation of `Animation.spring`), so each change restarts a ``SpringMotion`` from
/// the current position and velocity toward the new height.
///
/// Modelling choices (documented in `docs/LAB.md`): the height is kept between the hidden
/// position (or the lowest detent, when the sheet cannot leave) and the highest detent;
/// "expand" means the next detent up from where the drag began, "dismiss" means the next
/// detent down when the sheet cannot leave; a lift at a new position counts as a last
/// change; a cancelled touch returns to the starting detent.
struct DesignSystemSheetModel: SheetModel {
  static let divisor = 15.0
  static let dismissThreshold = 150.0
  static let expandThreshold = 100.0
  static let spring = SheetSpring(response: 0.55, dampingFraction: 1)

  let geometry: BaselineGeometry
  var state: Double
  var motion: TimedSpring?
  var selected: SheetEvent.Destination
  var drag: (startY: Double, lastY: Double, startIndex: Int)?

  init(_ scenario: Scenario) {
    geometry = BaselineGeometry(scenario)
    let start = geometry.detents[geometry.startIndex]
    state = start.height
    selected = .detent(start.id)
  }

  var destination: SheetEvent.Destination { selected }

  func height(at t: Double) -> Double { motion?.position(at: t) ?? state }

  mutating func animate(to height: Double, at t: Double) {
    let position = self.height(at: t)
    let velocity = motion?.velocity(at: t) ?? 0
    state = height
    motion = TimedSpring(
      motion: SpringMotion(
        from: position, to: height, initialVelocity: velocity, spring: Self.spring),
      start: t)
  }

  mutating func change(_ p: SheetPoint, at t: Double) {
    guard let d = drag else { return }
    let translation = p.y - d.startY
    let low = geometry.canDismiss ? geometry.hidden : geometry.detents[0].height
    let high = geometry.detents[geometry.detents.count - 1].height
    drag?.lastY = p.y
    animate(to: min(max(state - translation / Self.divisor, low), high), at: t)
  }

  mutating func apply(_ event: ScenarioEvent) {
    let t = event.t
    switch event.kind {
    case let .touchDown(p, _):
      let index = geometry.detents.firstIndex { .detent($0.id) == selected } ?? 0
      drag = (p.y, p.y, index)
    case let .touchMoved(p):
      change(p, at: t)
    case let .touchUp(p, _):
      guard let d = drag else { return }
      if p.y != d.lastY { change(p, at: t) }
      let translation = p.y - d.startY
      let detents = geometry.detents
      var target: SheetEvent.Destination = .detent(detents[d.startIndex].id)
      if translation > Self.dismissThreshold {
        target = geometry.canDismiss ? .dismiss : .detent(detents[max(d.startIndex - 1, 0)].id)
      } else if translation < -Self.expandThreshold {
        target = .detent(detents[min(d.startIndex + 1, detents.count - 1)].id)
      }
      drag = nil
      selected = target
      animate(to: geometry.height(of: target), at: t)
    case .touchCancelled:
      guard let d = drag else { return }
      drag = nil
      selected = .detent(geometry.detents[d.startIndex].id)
      animate(to: geometry.detents[d.startIndex].height, at: t)
    default:
      break
    }
  }
}
