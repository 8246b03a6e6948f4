import BottomSheetCore

// The workloads both harnesses measure: ordo-one/benchmark's (Benchmarks/Benchmarks) and the
// instruction counts under callgrind (Benchmarks/Instructions, `scripts/bench instructions`).
// Inlinable, so each harness compiles them into its own loop as if written there.

/// A phone in portrait with the inline sheet of docs/ENGINE.md's example.
@inlinable
public func makeEngine(
  style: SheetStyle = .inline, detents: [Detent] = [.height(120), .anchor("header"), .large]
) -> SheetEngine {
  SheetEngine(
    configuration: SheetConfiguration(style: style, detents: detents),
    context: SheetContext(
      containerSize: SheetSize(width: 390, height: 844),
      safeArea: SheetInsets(top: 47, bottom: 34), contentHeight: 420, anchors: ["header": 300]))
}

/// The inline sheet with a finger down on its grabber, its events drained.
@inlinable
public func makeEngineWithFingerDown() -> SheetEngine {
  var engine = makeEngine()
  engine.send(.touchDown(at: SheetPoint(x: 195, y: 730), region: .chrome), at: 0)
  engine.clearEvents()
  return engine
}

/// A finger sweeping up and down over 250 samples: through every detent and past both ends
/// into the rubber band (a triangle wave; no Foundation `sin`).
@inlinable
public func fingerY(_ i: Int) -> Double {
  let phase = Double(i % 250) / 125  // 0…2
  let unit = phase < 1 ? phase : 2 - phase
  return 880 - unit * 900
}

/// One whole gesture on a new engine: init, touch down, 30 samples at 120 Hz, release, then 60
/// frames of the settle, each frame's layout handed to `frame`. Returns the engine.
@inlinable
public func replayGesture(_ frame: (SheetLayout) -> Void) -> SheetEngine {
  var engine = makeEngine()
  engine.send(.touchDown(at: SheetPoint(x: 195, y: 730)), at: 0)
  var t = 0.0
  for i in 1...30 {
    t = Double(i) / 120
    engine.send(.touchMoved(to: SheetPoint(x: 195, y: 730 - Double(i) * 15)), at: t)
  }
  engine.send(.touchUp(at: SheetPoint(x: 195, y: 280)), at: t)
  for n in 1...60 {
    let now = t + Double(n) / 120
    engine.send(.advance, at: now)
    frame(engine.layout(at: now))
  }
  return engine
}
