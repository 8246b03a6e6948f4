import BottomSheetCore
import BottomSheetTestSupport
import BottomSheetTooling
import Testing

/// The generators must give the same stream everywhere, or a seed printed by a failure would
/// not reproduce: known answers from the reference algorithms, and the decoding rules the
/// shrinker relies on.
@Suite("Test support")
struct TestSupportTests {
  /// SplitMix64 from state 0 (Vigna's reference `splitmix64.c`).
  @Test func splitMix64KnownAnswers() {
    var mix = SplitMix64(seed: 0)
    #expect(mix.next() == 0xE220_A839_7B1D_CDAF)
    #expect(mix.next() == 0x6E78_9E6A_A1B9_65F4)
    #expect(mix.next() == 0x06C4_5D18_8009_454F)
  }

  /// xoshiro256** 1.0 seeded with SplitMix64(0)'s first four outputs (reference
  /// `xoshiro256starstar.c`, computed independently).
  @Test func xoshiro256KnownAnswers() {
    var rng = Xoshiro256(seed: 0)
    #expect(rng.next() == 0x99EC_5F36_CB75_F2B4)
    #expect(rng.next() == 0xBF6E_1F78_4956_452A)
    #expect(rng.next() == 0x1A5F_849D_4933_E6E0)
  }

  /// All-zero bytes decode to the simplest choices, and a finite source runs dry.
  @Test func zeroBytesAreTheSimplestChoice() {
    var zeros = ByteEntropy([0, 0, 0, 0])
    let n = zeros.int(in: 5...9)
    let chance = zeros.chance(0.9)
    let picked = zeros.pick(["first", "second"])
    let exhausted = zeros.isExhausted
    let x = zeros.double(in: 2...3)
    #expect(n == 5)
    #expect(!chance)
    #expect(picked == "first")
    #expect(exhausted)
    #expect(x == 2)
  }

  @Test func choicesStayInRange() {
    var rng = Xoshiro256(seed: 99)
    for _ in 0..<10_000 {
      let n = rng.int(in: -3...7)
      let u = rng.unit()
      #expect((-3...7).contains(n))
      #expect(u >= 0 && u < 1)
    }
    let a = rng.int(in: Int.min...Int.max)
    let b = rng.int(in: Int.min...Int.max)
    #expect(a != b)
  }

  /// The fuzzer's decoding of an empty input is nothing; of any other input, a scenario.
  @Test func fuzzDecoding() {
    #expect(ScenarioGenerator.fuzzScenario([]) == nil)
    #expect(ScenarioGenerator.fuzzScenario([3]) != nil)
  }
}

extension TestSupportTests {
  /// The reproducer a failing fuzz or invariant run prints is pasted into a test, so it must
  /// spell every input as ``SheetEngine/Input`` spells it now. The expected text below is the
  /// very Swift that builds `inputs` here, line for line (one input of each case), so that
  /// source compiles to these inputs; only the configuration differs, which the reproducer
  /// prints above the inputs as `configuration1`. Its last two lines run them through
  /// `send(_:at:)`.
  @Test func theReproducerPrintsTheInputsAsSwiftThatCompiles() {
    var configuration = SheetConfiguration(style: .modal, detents: [.medium, .large])
    configuration.startsPresented = true
    var other = configuration
    other.detents = [.large]
    let context = SheetContext(
      containerSize: SheetSize(width: 390, height: 844), safeArea: SheetInsets(top: 47, bottom: 34))
    // swift-format-ignore
    let inputs: [ScenarioEvent] = [
      ScenarioEvent(t: 0.0, .touchDown(at: SheetPoint(x: 195.0, y: 500.0), region: nil)),
      ScenarioEvent(t: 0.01, .touchDown(at: SheetPoint(x: 195.0, y: 500.0), region: .chrome)),
      ScenarioEvent(t: 0.02, .touchMoved(to: SheetPoint(x: 195.0, y: 450.5))),
      ScenarioEvent(t: 0.03, .touchUp(at: SheetPoint(x: 195.0, y: 450.5))),
      ScenarioEvent(t: 0.04, .touchUp(at: SheetPoint(x: -.infinity, y: 1.0), platformVelocity: SheetVelocity(x: 0.0, y: -1200.0))),
      ScenarioEvent(t: 0.05, .touchCancelled),
      ScenarioEvent(t: 0.06, .contentScrolled(offset: .nan)),
      ScenarioEvent(t: 0.07, .select("large", animated: true)),
      ScenarioEvent(t: 0.08, .present(animated: false)),
      ScenarioEvent(t: 0.09, .dismiss(animated: true)),
      ScenarioEvent(t: 0.1, .updateContext(SheetContext(containerSize: SheetSize(width: 390.0, height: 844.0), safeArea: SheetInsets(top: 47.0, bottom: 34.0, leading: 0.0, trailing: 0.0), keyboardHeight: 0.0, contentHeight: 0.0, contentScrolls: false, anchors: [:]), animated: false)),
      ScenarioEvent(t: 0.11, .accessibilityIncrement),
      ScenarioEvent(t: 0.12, .accessibilityDecrement),
      ScenarioEvent(t: 0.13, .accessibilityEscape),
      ScenarioEvent(t: 0.14, .advance),
      ScenarioEvent(t: 0.15, .updateConfiguration(other, animated: true)),
    ]
    let expected = #"""
        ScenarioEvent(t: 0.0, .touchDown(at: SheetPoint(x: 195.0, y: 500.0), region: nil)),
        ScenarioEvent(t: 0.01, .touchDown(at: SheetPoint(x: 195.0, y: 500.0), region: .chrome)),
        ScenarioEvent(t: 0.02, .touchMoved(to: SheetPoint(x: 195.0, y: 450.5))),
        ScenarioEvent(t: 0.03, .touchUp(at: SheetPoint(x: 195.0, y: 450.5))),
        ScenarioEvent(t: 0.04, .touchUp(at: SheetPoint(x: -.infinity, y: 1.0), platformVelocity: SheetVelocity(x: 0.0, y: -1200.0))),
        ScenarioEvent(t: 0.05, .touchCancelled),
        ScenarioEvent(t: 0.06, .contentScrolled(offset: .nan)),
        ScenarioEvent(t: 0.07, .select("large", animated: true)),
        ScenarioEvent(t: 0.08, .present(animated: false)),
        ScenarioEvent(t: 0.09, .dismiss(animated: true)),
        ScenarioEvent(t: 0.1, .updateContext(SheetContext(containerSize: SheetSize(width: 390.0, height: 844.0), safeArea: SheetInsets(top: 47.0, bottom: 34.0, leading: 0.0, trailing: 0.0), keyboardHeight: 0.0, contentHeight: 0.0, contentScrolls: false, anchors: [:]), animated: false)),
        ScenarioEvent(t: 0.11, .accessibilityIncrement),
        ScenarioEvent(t: 0.12, .accessibilityDecrement),
        ScenarioEvent(t: 0.13, .accessibilityEscape),
        ScenarioEvent(t: 0.14, .advance),
        ScenarioEvent(t: 0.15, .updateConfiguration(configuration1, animated: true)),
      ]
      var engine = SheetEngine(configuration: configuration, context: context, time: 0)
      for input in inputs { engine.send(input.kind, at: input.t) }
      """#
    let scenario = GeneratedScenario(
      configuration: configuration, context: context, inputs: inputs)
    let source = scenario.swiftSource
    let printed = source.split(separator: "\n", omittingEmptySubsequences: false)
    let start = printed.firstIndex(of: "let inputs: [ScenarioEvent] = [") ?? printed.endIndex
    #expect(
      printed[start...].dropFirst().joined(separator: "\n") == expected,
      "printed:\n\(source)")
    // The one line the brief pins, and no old case name anywhere.
    #expect(
      printed.contains(
        "  ScenarioEvent(t: 0.02, .touchMoved(to: SheetPoint(x: 195.0, y: 450.5))),"))
    for old in [".down(", ".move(", ".up(", ".cancel)", ".scroll(", ".setDetent(", ".context("] {
      #expect(!source.contains(old), "old case name \(old)")
    }
    // The configuration input's `configuration1` is printed above the inputs.
    #expect(printed.contains("var configuration1 = SheetConfiguration(style: .modal)"))
    #expect(printed.contains("configuration1.detents = [Detent(spec: \"large\")!]"))
  }
}
