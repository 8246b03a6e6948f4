@_spi(Lab) import BottomSheetCore
import Workloads

// Instruction counts where hardware counters are unavailable (VMs report `perf`'s instructions
// as "not supported"): `scripts/bench instructions` runs this under valgrind's callgrind twice,
// with N and 11·N operations, and divides the difference by 10·N, so setup cancels out.
//
// Usage: instruction-count WORKLOAD COUNT

/// Folds results into a checksum printed at the end, so nothing is optimised away, without the
/// cost of a generic copy per result.
nonisolated(unsafe) var sink: UInt64 = 0
func keep(_ value: Double) { sink ^= value.bitPattern }
func keep(_ layout: SheetLayout) { keep(layout.top + layout.progress + layout.backdropOpacity) }
func keep(_ decision: TargetDecision) { keep(decision.projectedHeight) }
func keep(_ motion: SpringMotion) { keep(motion.settleTime) }
func keep(_ count: Int) { sink ^= UInt64(truncatingIfNeeded: count) }
func keep(_ engine: SheetEngine) { keep(engine.layout(at: engine.time)) }

let arguments = CommandLine.arguments
let workload = arguments.count > 1 ? arguments[1] : "touchMoved"
let count = arguments.count > 2 ? Int(arguments[2]) ?? 1000 : 1000
var engine = makeEngine(style: .inline, detents: [.height(120), .anchor("header"), .large])

switch workload {
case "touchMoved":
  engine.send(.touchDown(at: SheetPoint(x: 195, y: 730), region: .chrome), at: 0)
  engine.clearEvents()
  for i in 0..<count {
    engine.send(.touchMoved(to: SheetPoint(x: 195, y: fingerY(i))), at: Double(i + 1) / 120)
    engine.clearEvents()
  }
case "velocity":
  // The release estimate over a full window: 12 samples at 120 Hz of a throw, then one
  // velocity(at:) per operation (what touchUp pays once per gesture).
  var tracker = VelocityTracker()
  for i in 0..<12 {
    let t = Double(i) / 120
    tracker.add(time: t, x: 195 + Double(i), y: 730 - 3000 * t * t * 10)
  }
  for i in 0..<count {
    let v = tracker.velocity(at: 11.0 / 120 + Double(i % 7) * 1e-4)
    keep(v.x + v.y)
  }
case "layoutDragging":
  engine.send(.touchDown(at: SheetPoint(x: 195, y: 730), region: .chrome), at: 0)
  engine.send(.touchMoved(to: SheetPoint(x: 195, y: 500)), at: 0.05)
  for i in 0..<count { keep(engine.layout(at: 0.05 + Double(i) * 1e-6)) }
case "layoutSettling":
  engine = makeEngine(style: .modal, detents: [.medium, .large])
  engine.send(.touchDown(at: SheetPoint(x: 195, y: 500)), at: 0)
  engine.send(.touchMoved(to: SheetPoint(x: 195, y: 400)), at: 0.03)
  engine.send(.touchUp(at: SheetPoint(x: 195, y: 300)), at: 0.06)
  for i in 0..<count { keep(engine.layout(at: 0.06 + Double(i % 500) / 1000)) }
case "target3", "target10", "target1000":
  let n = Int(workload.dropFirst(6))!
  var detents: [ResolvedDetent] = []
  for i in 0..<n {
    detents.append(ResolvedDetent(id: DetentID("d\(i)"), height: 60 + 740 * Double(i) / Double(n)))
  }
  let behavior = SheetBehavior()
  for i in 0..<count {
    keep(
      TargetSelection.computeTarget(
        height: 100 + Double(i % 700), velocity: Double(i % 9 - 4) * 900, detents: detents,
        behavior: behavior, considersDismissal: i % 2 == 0))
  }
case "spring":
  let motion = SpringMotion(
    from: 300, to: 797, initialVelocity: 2400,
    spring: SheetSpring(response: 0.35, dampingFraction: 0.6))
  for i in 0..<count {
    let t = Double(i % 1000) * motion.settleTime / 1000
    keep(motion.position(at: t) + motion.velocity(at: t))
  }
case "springSolve":
  let spring = SheetSpring(response: 0.35, dampingFraction: 0.8)
  for i in 0..<count {
    keep(
      SpringMotion(
        from: 300 + Double(i % 100), to: 797, initialVelocity: Double(i % 40) * 100,
        spring: spring))
  }
case "gesture":
  for _ in 0..<count {
    let e = replayGesture { keep($0) }
    keep(e.pendingEvents.count)
  }
default:
  fatalError("unknown workload \(workload)")
}
keep(engine)
print(sink)
