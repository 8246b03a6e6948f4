@_spi(Lab) import BottomSheetCore
@_spi(Lab) import BottomSheetHost
@_spi(Lab) import BottomSheetTooling
import Testing

@Suite("Host: recording")
struct RecordingTests {
  /// Drives a modal through a drag to large, a scroll hand-off and a drag dismissal, frames
  /// included, and returns the driver.
  func session(recording: Bool, startLater: Bool) -> HostDriver {
    var host = HostDriver(selection: "medium", recording: recording)
    host.measure()
    host.send(
      .scrollMetrics(ScrollMetrics(contentHeight: 1_500, viewportHeight: 700)), at: 0)
    host.frames(from: 0, to: 1.5)
    if startLater { host.model.startRecording() }
    host.drag(from: 600, to: 300, start: 2, target: .scrollView)
    host.frames(from: 2.25, to: 3.5)
    host.drag(from: 300, to: 800, start: 4, duration: 0.15)
    host.frames(from: 4.2, to: 5.5)
    return host
  }

  /// Feeds `trace` to a new host the way a device would: after each input, the display
  /// samples the frame at every `times` entry before the next input. Returns those frames and
  /// every effect.
  func replay(_ trace: HostTrace, sampling times: [Double]) -> (
    layouts: [SheetLayout], effects: [HostEffect]
  ) {
    var model = SheetHostModel(replaying: trace)
    var layouts: [SheetLayout] = []
    var effects: [HostEffect] = []
    var k = 0
    for (i, entry) in trace.entries.enumerated() {
      model.send(entry.input, at: entry.time - entry.late)
      effects += model.effects
      model.clearEffects()
      let next = i + 1 < trace.entries.count ? trace.entries[i + 1].time : .infinity
      while k < times.count, times[k] < next {
        if times[k] >= entry.time { layouts.append(model.frame(at: times[k]).layout) }
        k += 1
      }
    }
    return (layouts, effects)
  }

  /// The live layout after the last input at each distinct time, with those times.
  func liveSamples(_ live: HostDriver, after start: Double = 0) -> [SheetLayout] {
    var samples: [SheetLayout] = []
    for layout in live.layouts where layout.time >= start {
      if samples.last?.time == layout.time { samples.removeLast() }
      samples.append(layout)
    }
    return samples
  }

  @Test("a recording from creation replays to the same frames and effects")
  func fromCreation() throws {
    let live = session(recording: true, startLater: false)
    let trace = try #require(live.model.trace)
    let expected = liveSamples(live)
    let again = replay(trace, sampling: expected.map(\.time))
    #expect(again.effects == live.log)
    #expect(again.layouts.count == expected.count)
    #expect(again.layouts == expected)
    // And the session really moved: a drag to large, a spring, a drag dismissal.
    #expect(expected.count > 300)
    #expect(expected.contains { $0.phase == .dragging && $0.top < 100 })
    #expect(expected.contains { $0.phase == .settling })
    #expect(again.layouts.last?.phase == .dismissed)
  }

  @Test("a recording started mid-session begins at rest and replays from there")
  func fromRest() throws {
    let live = session(recording: false, startLater: true)
    let trace = try #require(live.model.trace)
    #expect(trace.startsAtRest)
    #expect(trace.selection == "medium")
    // The live engine time of the recording's zero: its first touch-down was at 2 s.
    let down = try #require(
      trace.entries.first {
        if case .touchDown = $0.input { return true }
        return false
      })
    let origin = live.layouts.first { $0.phase == .dragging }!.time - 0.025 - down.time
    let expected = liveSamples(live, after: origin + down.time)
    let again = replay(trace, sampling: expected.map { $0.time - origin })
    #expect(again.layouts.count == expected.count)
    #expect(expected.count > 300)
    for (a, b) in zip(again.layouts, expected) {
      #expect(abs(a.top - b.top) < 1e-6)
      #expect(a.phase == b.phase)
    }
    let lifecycle: [HostEffect] = [.setPresented(false), .detach, .callOnDismiss]
    #expect(again.effects.filter { lifecycle.contains($0) } == lifecycle)
    // Written as a host trace and read back, it starts at rest too and replays the same.
    let reread = try HostTrace(json: trace.json)
    #expect(reread.startsAtRest)
    let fromFile = replay(reread, sampling: expected.map { $0.time - origin })
    #expect(fromFile.layouts == again.layouts)
    #expect(fromFile.effects == again.effects)
  }
}
