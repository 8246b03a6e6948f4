@_spi(Lab) import BottomSheetCore
@_spi(Lab) import BottomSheetTooling

/// A re-implementation, for comparison, of the original persistent-sheet design.
///
/// As described in `shared/DESIGN.md`: the sheet follows `translation` from a `DragGesture`
/// with a hard allowance of 50 pt past its ends; on release it snaps to the nearest resting
/// position (the "midpoint" rule between two positions) with
/// `withAnimation(.spring(response: 0.35, dampingFraction: 0.8))`, which starts from rest:
/// the finger's speed is dropped at release.
///
/// `localSpace` reproduces its first version, which measured the drag in the sheet's own
/// coordinate space. The sheet moves with the finger, so the finger's local position
/// changes by the finger's motion *minus the sheet's*, and translation n = finger
/// displacement n − sheet displacement n−1: each event undoes part of the previous one and
/// the sheet shakes. The model assumes the sheet is re-laid out between consecutive touch
/// events (the display refreshes at the touch rate: 60 Hz with 60 Hz touches, 120 Hz with
/// ProMotion).
///
/// Modelling choices where the description is silent, each documented in `docs/LAB.md`: a
/// sheet that may be dismissed gets the hidden position as one more snap position; a
/// drag starts from the state's resting value (an in-flight SwiftUI animation is only
/// presentation), and a cancelled touch springs back to where the drag started.
struct PersistentSheetModel: SheetModel {
  static let allowance = 50.0
  static let spring = SheetSpring(response: 0.35, dampingFraction: 0.8)

  let geometry: BaselineGeometry
  let localSpace: Bool
  var rest: (destination: SheetEvent.Destination, height: Double)
  var drag: (startY: Double, startLocalY: Double, shown: Double)?
  var motion: TimedSpring?

  init(_ scenario: Scenario, localSpace: Bool) {
    geometry = BaselineGeometry(scenario)
    self.localSpace = localSpace
    let start = geometry.detents[geometry.startIndex]
    rest = (.detent(start.id), start.height)
  }

  var destination: SheetEvent.Destination { rest.destination }

  func height(at t: Double) -> Double {
    if let drag { return drag.shown }
    if let motion { return motion.position(at: t) }
    return rest.height
  }

  /// The sheet's top edge measured down from the top of the sheet's own frame at rest:
  /// only differences matter, so the base cancels.
  static func top(_ height: Double) -> Double { -height }

  mutating func apply(_ event: ScenarioEvent) {
    switch event.kind {
    case let .touchDown(p, _):
      motion = nil
      drag = (p.y, p.y - Self.top(rest.height), rest.height)
    case let .touchMoved(p):
      follow(p)
    case let .touchUp(p, _):
      follow(p)
      release(at: event.t)
    case .touchCancelled:
      guard let shown = drag?.shown else { return }
      drag = nil
      motion = TimedSpring(
        motion: SpringMotion(from: shown, to: rest.height, initialVelocity: 0, spring: Self.spring),
        start: event.t)
    default:
      break
    }
  }

  mutating func follow(_ p: SheetPoint) {
    guard var d = drag else { return }
    let translation =
      localSpace ? (p.y - Self.top(d.shown)) - d.startLocalY : p.y - d.startY
    let positions = geometry.positions
    let low = positions[0].height - Self.allowance
    let high = positions[positions.count - 1].height + Self.allowance
    d.shown = min(max(rest.height - translation, low), high)
    drag = d
  }

  mutating func release(at t: Double) {
    guard let shown = drag?.shown else { return }
    drag = nil
    rest = geometry.nearest(to: shown)
    motion = TimedSpring(
      motion: SpringMotion(from: shown, to: rest.height, initialVelocity: 0, spring: Self.spring),
      start: t)
  }
}
