import BottomSheetCore
import BottomSheetTestSupport
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
