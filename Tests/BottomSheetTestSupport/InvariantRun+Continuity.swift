@_spi(Lab) import BottomSheetCore
import BottomSheetTooling

// The continuity invariant: an animated input that re-targets a spring does not move the sheet
// at that instant.
extension Run {
  /// An animated input that catches a spring and starts another keeps the card's sideways
  /// offset (a context change once restarted it from the middle: an 11.8 pt jump), and a
  /// request, which leaves the geometry alone, keeps its height too.
  mutating func checkContinuity(of input: ScenarioEvent, from previous: SheetEngine, at t: Double) {
    let keepsHeight: Bool
    switch input.kind {
    case .select(_, animated: true), .present(animated: true), .dismiss(animated: true),
      .accessibilityIncrement, .accessibilityDecrement, .accessibilityEscape:
      keepsHeight = true
    case .updateContext(_, animated: true), .updateConfiguration(_, animated: true):
      // New geometry may clamp the height (a keyboard under a tall sheet).
      keepsHeight = false
    default:
      return
    }
    let (a, b) = (previous.layout(at: t), engine.layout(at: t))
    guard a.phase == .settling, b.phase == .settling else { return }
    if abs(a.horizontalOffset - b.horizontalOffset) > tolerance(a.horizontalOffset) {
      fail(.continuity, "sideways \(a.horizontalOffset) → \(b.horizontalOffset) at one instant")
    }
    // A spring that starts within the position tolerance of its target with no speed to
    // speak of arrives at once (``SpringMotion/positionTolerance``, the engine's rule for
    // every arrival): that last step of at most 0.1 pt is the arrival, not a jump.
    let arrivedAtOnce =
      abs(a.height - b.height) <= SpringMotion.positionTolerance
      && engine.layout(at: t + 0.001).height == b.height
    if keepsHeight && !arrivedAtOnce && abs(a.height - b.height) > tolerance(a.height) {
      fail(.continuity, "height \(a.height) → \(b.height) at one instant")
    }
  }
}
