import Benchmark
import Workloads
import BottomSheetCore
@_spi(Lab) import BottomSheetHost

// The host model's per-sample paths: what the UIKit layer calls for every finger sample and
// every display frame. Registered from `benchmarks` (SheetBenchmarks.swift); "per-sample" names
// must allocate nothing (scripts/bench-smoke).

/// A modal on a phone, at rest on medium, whose content is a 40-row list, with a finger down
/// on the list and the pan begun: the hand-off path (the engine splits every sample between
/// the sheet and the list; the host answers the offset to hold the list at).
func makeDraggingHost() -> SheetHostModel {
  var host = SheetHostModel(
    configuration: SheetConfiguration(style: .modal, detents: [.medium, .large]),
    isPresented: true)
  host.send(
    .container(
      size: SheetSize(width: 390, height: 844), safeArea: SheetInsets(top: 47, bottom: 34)),
    at: 0)
  host.send(.scrollMetrics(ScrollMetrics(contentHeight: 1_760, viewportHeight: 700)), at: 0)
  host.send(.select("medium", animated: false), at: 0.01)
  host.send(.touchDown(touchID: 1, at: SheetPoint(x: 195, y: 700), target: .scrollView), at: 0.02)
  host.send(.panBegan(touchID: 1, at: SheetPoint(x: 195, y: 690)), at: 0.04)
  host.clearEffects()
  return host
}

func registerHostBenchmarks(perSample: Benchmark.Configuration) {
  Benchmark(
    "per-sample: host panMoved + contentScrolled (List hand-off)", configuration: perSample
  ) { benchmark in
    var host = makeDraggingHost()
    var t = 0.04
    // Warm the effect buffer's capacity once, as the first frames of a drag do.
    host.send(.panMoved(touchID: 1, at: SheetPoint(x: 195, y: 600)), at: t + 0.001)
    host.clearEffects()
    t += 0.001
    benchmark.startMeasurement()
    for i in benchmark.scaledIterations {
      t += 1.0 / 120
      host.send(.panMoved(touchID: 1, at: SheetPoint(x: 195, y: fingerY(i))), at: t)
      host.send(.contentScrolled(offset: Double(i % 7)), at: t)
      blackHole(host.effects.count)
      host.clearEffects()
    }
    benchmark.stopMeasurement()
  }

  Benchmark("per-sample: host frame(at:) while settling", configuration: perSample) { benchmark in
    var host = makeDraggingHost()
    host.send(.panEnded(touchID: 1, at: SheetPoint(x: 195, y: 300), velocity: nil), at: 0.2)
    host.clearEffects()
    var t = 0.2
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      t += 0.5 / 1_000  // the whole loop stays within the spring's half second
      blackHole(host.frame(at: t))
    }
    benchmark.stopMeasurement()
  }
}
