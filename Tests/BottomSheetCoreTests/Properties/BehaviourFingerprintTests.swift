@_spi(Lab) import BottomSheetCore
import BottomSheetTooling
import BottomSheetTestSupport
import Foundation
import Testing

/// The engine's whole observable behaviour — every frame and event of every bundled scenario,
/// fuzz-corpus file and seeded generator run — as one line per source in
/// `Tests/Fingerprints/engine.txt`.
///
/// A refactor that claims "behaviour unchanged" (issue #15) must leave this file as it is: the
/// frames are sampled at 60 fps and written with the shortest round-trip decimal of every
/// number, so one bit of difference in one frame changes a line. A change of behaviour on
/// purpose rewrites the file (`RECORD_FINGERPRINTS=1 swift test --filter Fingerprint`), and
/// the diff names the sources that moved; the commit says why.
@Suite("Behaviour fingerprints")
struct BehaviourFingerprintTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  static let file = root.appendingPathComponent("Tests/Fingerprints/engine.txt")

  @Test func everySourceReplaysToItsRecordedFingerprint() throws {
    var lines: [String] = []
    let scenarioFolder = Self.root.appendingPathComponent("Lab/Scenarios")
    let scenarioNames = try FileManager.default.contentsOfDirectory(atPath: scenarioFolder.path)
      .filter { $0.hasSuffix(".json") }.sorted()
    #expect(scenarioNames.count >= 18, "expected the bundled scenarios in \(scenarioFolder.path)")
    for name in scenarioNames {
      let text = try String(
        contentsOf: scenarioFolder.appendingPathComponent(name), encoding: .utf8)
      var print = Fingerprint()
      Fingerprint.replay(try ScenarioDecoder.decode(text), into: &print)
      lines.append(print.line("scenario \(name)"))
    }
    let corpusFolder = Self.root.appendingPathComponent("Fuzz/Corpus")
    let corpusNames = try FileManager.default.contentsOfDirectory(atPath: corpusFolder.path)
      .sorted()
    #expect(corpusNames.count >= 8, "expected the fuzz corpus in \(corpusFolder.path)")
    for name in corpusNames {
      let bytes = try [UInt8](Data(contentsOf: corpusFolder.appendingPathComponent(name)))
      let scenario = try #require(ScenarioGenerator.fuzzScenario(bytes), "\(name) decodes")
      var print = Fingerprint()
      Fingerprint.replay(scenario, into: &print)
      lines.append(print.line("fuzz \(name)"))
    }
    // The seeded sweep's profiles (EngineInvariantProperties): 8 × 60 seeds, hostility
    // alternating, in blocks of 60 so a changed line names a small range of seeds.
    for block in 0..<8 {
      var print = Fingerprint()
      for offset in 0..<60 {
        let seed = UInt64(block * 60 + offset)
        var rng = Xoshiro256(seed: seed)
        let scenario = ScenarioGenerator(hostility: seed % 2 == 0 ? 0 : 0.15).scenario(using: &rng)
        Fingerprint.replay(scenario, into: &print)
      }
      lines.append(print.line("seeds \(block * 60)..<\(block * 60 + 60)"))
    }
    let actual = lines.joined(separator: "\n") + "\n"
    if ProcessInfo.processInfo.environment["RECORD_FINGERPRINTS"] == "1" {
      try FileManager.default.createDirectory(
        at: Self.file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try actual.write(to: Self.file, atomically: true, encoding: .utf8)
    }
    let recorded = try String(contentsOf: Self.file, encoding: .utf8)
    let expected = recorded.split(separator: "\n").map(String.init)
    #expect(lines.count == expected.count, "sources: \(lines.count), recorded: \(expected.count)")
    for (now, before) in zip(lines, expected) where now != before {
      Issue.record("behaviour changed: now \(now), recorded \(before)")
    }
  }
}

/// A run's frames, events and diagnostics folded into a 64-bit FNV-1a digest: every number by
/// its bit pattern, events and diagnostics by their text.
struct Fingerprint {
  private var hash: UInt64 = 0xcbf2_9ce4_8422_2325
  private(set) var frames = 0
  private(set) var events = 0

  /// `name  digest  frames  events`.
  func line(_ name: String) -> String {
    "\(name)  \(String(hash, radix: 16))  frames \(frames)  events \(events)"
  }

  private mutating func add(_ value: UInt64) {
    var v = value
    for _ in 0..<8 {
      hash ^= v & 0xff
      hash = hash &* 0x0000_0100_0000_01b3
      v >>= 8
    }
  }

  private mutating func add(_ value: Double) { add(value.bitPattern) }

  private mutating func add(_ text: String) {
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    add(UInt64(0))
  }

  /// Every field of the layout (the list follows `SheetLayout`'s stored properties).
  mutating func add(_ l: SheetLayout) {
    frames += 1
    for value in [
      l.time, l.top, l.height, l.horizontalOffset, l.frame.x, l.frame.y, l.frame.width,
      l.frame.height, l.cornerRadii.topLeading, l.cornerRadii.topTrailing,
      l.cornerRadii.bottomLeading, l.cornerRadii.bottomTrailing, l.backdropOpacity,
      l.contentHeight, l.contentOffset, l.progress, l.segment.fraction, l.stretch,
      l.sidewaysStretch,
    ] {
      add(value)
    }
    add(
      "\(l.phase) \(l.backdropBlocksTouches) \(l.contentOverflows) \(l.dragOwner) "
        + "\(l.selectedDetent.map(\.rawValue) ?? "-") \(l.isPresented) "
        + "\(l.segment.lower) \(l.segment.upper) \(l.showsGrabber)")
    // A source's morph (issue #36), only where it shows, so sources without one keep the
    // digests they had.
    if l.morphProgress != 1 || l.opacity != 1 {
      add(l.morphProgress)
      add(l.opacity)
    }
  }

  mutating func drain(_ engine: inout SheetEngine) {
    for event in engine.pendingEvents {
      events += 1
      add("\(event)")
    }
    engine.clearEvents()
  }

  mutating func addDiagnostics(_ engine: SheetEngine) {
    for diagnostic in engine.diagnostics { add("\(diagnostic)") }
    add(UInt64(engine.droppedDiagnostics))
  }

  /// A scenario file's run: its events in order, a frame every 1/fps up to `until`.
  static func replay(_ scenario: Scenario, into print: inout Fingerprint) {
    var engine = SheetEngine(
      configuration: scenario.configuration, context: scenario.context, time: 0)
    var next = 0
    let step = 1 / max(scenario.fps, 1)
    var frame = 0
    while Double(frame) * step <= scenario.until + 1e-9 && frame < 100_000 {
      let t = Double(frame) * step
      while next < scenario.events.count, scenario.events[next].t <= t {
        engine.send(scenario.events[next].kind, at: scenario.events[next].t)
        next += 1
      }
      engine.send(.advance, at: t)
      print.add(engine.layout(at: t))
      print.drain(&engine)
      frame += 1
    }
    print.addDiagnostics(engine)
  }

  /// A generated run: the starting frame, then each input and frames every 1/60 s until the next
  /// input (at most 30),
  /// and one second of frames after the last.
  static func replay(_ scenario: GeneratedScenario, into print: inout Fingerprint) {
    var engine = scenario.makeEngine()
    // The starting frame and events: a run with no inputs still has a sheet to digest.
    print.add(engine.layout(at: engine.time))
    print.drain(&engine)
    for (i, input) in scenario.inputs.enumerated() {
      engine.send(input)
      print.drain(&engine)
      let now = engine.time
      let until = i + 1 < scenario.inputs.count ? scenario.inputs[i + 1].t : now + 1
      guard until.isFinite, until > now else {
        print.add(engine.layout(at: now))
        continue
      }
      let count = max(min(Int(((until - now) * 60).rounded(.up)), 30), 1)
      for k in 0..<count {
        print.add(engine.layout(at: now + (until - now) * Double(k) / Double(count)))
      }
    }
    print.addDiagnostics(engine)
  }
}
