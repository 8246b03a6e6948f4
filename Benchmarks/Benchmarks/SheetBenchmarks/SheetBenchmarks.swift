import Benchmark
@_spi(Lab) import BottomSheetCore
import Workloads

// The engine's per-frame paths, measured with ordo-one/benchmark. Names starting "per-sample"
// are the paths DESIGN.md requires to allocate nothing; scripts/bench-smoke fails if any of them
// shows a malloc. Each measured iteration runs the operation `scalingFactor` (1 000) times, so
// per-operation figures are the reported ones divided by 1 000 (docs/HARDENING.md does that).

let benchmarks: @Sendable () -> Void = {
  let perSample = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal, .throughput],
    scalingFactor: .kilo, maxDuration: .seconds(2), maxIterations: 2_000)
  let whole = Benchmark.Configuration(
    metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .throughput],
    maxDuration: .seconds(2), maxIterations: 2_000)

  // The harness's own cost: the same loop with nothing in it. Its mallocs (if any) are the
  // measurement's, not the engine's; bench-smoke compares against them.
  Benchmark("per-sample baseline: empty loop", configuration: perSample) { benchmark in
    var t = 0.0
    benchmark.startMeasurement()
    for i in benchmark.scaledIterations {
      t += 1.0 / 120
      blackHole(fingerY(i) + t)
    }
    benchmark.stopMeasurement()
    blackHole(t)
  }

  Benchmark("per-sample: touchMoved (inline, 3 detents)", configuration: perSample) {
    benchmark in
    var engine = makeEngineWithFingerDown()
    var t = 0.0
    benchmark.startMeasurement()
    for i in benchmark.scaledIterations {
      t += 1.0 / 120
      engine.send(.touchMoved(to: SheetPoint(x: 195, y: fingerY(i))), at: t)
      // The host drains the events every frame (detentCrossed fires as the finger passes).
      engine.clearEvents()
    }
    benchmark.stopMeasurement()
    blackHole(engine.layout(at: t))
  }

  // Not a per-sample path, a warning: a host that keeps a copy of `pendingEvents` while it
  // calls `clearEvents()` shares the buffer, so the clear must allocate a fresh one (copy on
  // write) on every frame. Iterate the events in place, then clear.
  Benchmark("host hazard: copy pendingEvents, then clearEvents", configuration: perSample) {
    benchmark in
    var engine = makeEngine()
    engine.send(.touchDown(at: SheetPoint(x: 195, y: 730), region: .chrome), at: 0)
    var t = 0.0
    benchmark.startMeasurement()
    for i in benchmark.scaledIterations {
      t += 1.0 / 120
      engine.send(.touchMoved(to: SheetPoint(x: 195, y: fingerY(i))), at: t)
      let copy = engine.pendingEvents
      engine.clearEvents()
      blackHole(copy.count)
    }
  }

  Benchmark("per-sample: touchMoved (floating, content hand-off)", configuration: perSample) {
    benchmark in
    var engine = makeEngine(style: .floating, detents: [.height(200), .medium, .large])
    engine.send(
      .updateContext(
        SheetContext(
          containerSize: SheetSize(width: 390, height: 844),
          safeArea: SheetInsets(top: 47, bottom: 34), contentHeight: 3000), animated: false), at: 0)
    engine.send(.touchDown(at: SheetPoint(x: 195, y: 700), region: .content), at: 0)
    engine.clearEvents()
    var t = 0.0
    benchmark.startMeasurement()
    for i in benchmark.scaledIterations {
      t += 1.0 / 120
      engine.send(.touchMoved(to: SheetPoint(x: 195 + Double(i % 7), y: fingerY(i))), at: t)
      engine.clearEvents()
    }
    benchmark.stopMeasurement()
    blackHole(engine.layout(at: t))
  }

  Benchmark("per-sample: layout(at:) while dragging", configuration: perSample) { benchmark in
    var engine = makeEngine()
    engine.send(.touchDown(at: SheetPoint(x: 195, y: 730), region: .chrome), at: 0)
    engine.send(.touchMoved(to: SheetPoint(x: 195, y: 500)), at: 0.05)
    benchmark.startMeasurement()
    for i in benchmark.scaledIterations {
      blackHole(engine.layout(at: 0.05 + Double(i) * 1e-6))
    }
  }

  // What a host does per frame while the finger is down: feed the sample, draw the layout.
  Benchmark("per-sample: frame while dragging (touchMoved + layout)", configuration: perSample) {
    benchmark in
    var engine = makeEngineWithFingerDown()
    var t = 0.0
    benchmark.startMeasurement()
    for i in benchmark.scaledIterations {
      t += 1.0 / 120
      engine.send(.touchMoved(to: SheetPoint(x: 195, y: fingerY(i))), at: t)
      blackHole(engine.layout(at: t))
      engine.clearEvents()
    }
  }

  Benchmark("per-sample: layout(at:) while settling (modal)", configuration: perSample) {
    benchmark in
    var engine = makeEngine(style: .modal, detents: [.medium, .large])
    engine.send(.touchDown(at: SheetPoint(x: 195, y: 500)), at: 0)
    engine.send(.touchMoved(to: SheetPoint(x: 195, y: 400)), at: 0.03)
    engine.send(.touchUp(at: SheetPoint(x: 195, y: 300)), at: 0.06)
    benchmark.startMeasurement()
    for i in benchmark.scaledIterations {
      blackHole(engine.layout(at: 0.06 + Double(i % 500) / 1000))
    }
  }

  Benchmark("per-sample: frame (advance + layout) while settling", configuration: perSample) {
    benchmark in
    var engine = makeEngine(style: .modal, detents: [.medium, .large])
    engine.send(.touchDown(at: SheetPoint(x: 195, y: 500)), at: 0)
    engine.send(.touchMoved(to: SheetPoint(x: 195, y: 400)), at: 0.03)
    engine.send(.touchUp(at: SheetPoint(x: 195, y: 300)), at: 0.06)
    engine.clearEvents()
    var t = 0.06
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      t += 1e-4  // stays inside the spring's motion for the whole loop
      engine.send(.advance, at: t)
      blackHole(engine.layout(at: t))
    }
  }

  for count in [3, 10, 1_000] {
    Benchmark("target selection: \(count) detents", configuration: perSample) { benchmark in
      var detents: [ResolvedDetent] = []
      for i in 0..<count {
        detents.append(
          ResolvedDetent(id: DetentID("d\(i)"), height: 60 + 740 * Double(i) / Double(count)))
      }
      let behavior = SheetBehavior()
      benchmark.startMeasurement()
      for i in benchmark.scaledIterations {
        let decision = TargetSelection.computeTarget(
          height: 100 + Double(i % 700), velocity: Double(i % 9 - 4) * 900, detents: detents,
          behavior: behavior, considersDismissal: i % 2 == 0)
        blackHole(decision)
      }
    }
  }

  for (name, fraction) in [("underdamped", 0.6), ("critical", 1.0), ("overdamped", 1.8)] {
    Benchmark("spring: position + velocity (\(name))", configuration: perSample) { benchmark in
      let motion = SpringMotion(
        from: 300, to: 797, initialVelocity: 2400,
        spring: SheetSpring(response: 0.35, dampingFraction: fraction))
      benchmark.startMeasurement()
      for i in benchmark.scaledIterations {
        let t = Double(i) * motion.settleTime / 1000
        blackHole(motion.position(at: t) + motion.velocity(at: t))
      }
    }
  }

  Benchmark("spring: solve (init + settle time)", configuration: perSample) { benchmark in
    let spring = SheetSpring(response: 0.35, dampingFraction: 0.8)
    for i in benchmark.scaledIterations {
      blackHole(
        SpringMotion(
          from: 300 + Double(i % 100), to: 797, initialVelocity: Double(i % 40) * 100,
          spring: spring))
    }
  }

  registerHostBenchmarks(perSample: perSample)

  Benchmark("gesture replay: init + 30 samples + release + 60 frames", configuration: whole) {
    benchmark in
    for _ in benchmark.scaledIterations {
      let engine = replayGesture { blackHole($0) }
      blackHole(engine.pendingEvents.count)
    }
  }
}
