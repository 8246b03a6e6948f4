/// A small, fast, seedable pseudo-random generator: SplitMix64.
///
/// The same seed gives the same sequence on every platform: the generator and every derived
/// draw below use only integer arithmetic and IEEE-754 `+ − × ÷` (no `log`, `exp`, `sin`,
/// whose last bits differ between C libraries), so a corpus generated on Linux is
/// byte-for-byte the one generated on macOS.
///
/// Source: G. Steele, D. Lea, C. Flood, "Fast splittable pseudorandom number generators",
/// OOPSLA 2014; constants from S. Vigna's reference `splitmix64.c`. Seeded with 1234567 it
/// yields 6457827717110365317, 3203168211198807973, 9817491932198370423, … (tested).
///
/// The one copy: the lab's gesture corpus draws from it, and the test support seeds
/// `Xoshiro256` with it and reads it as an `EntropySource`.
///
/// ```swift
/// var mix = SplitMix64(seed: 1)
/// let a = mix.next()
/// ```
public struct SplitMix64: RandomNumberGenerator, Sendable, Equatable {
  /// The generator's whole state.
  public private(set) var state: UInt64

  /// Creates a generator whose first output is determined by `seed`.
  public init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// The next `count` bits, taken from the high end (the best-mixed bits).
  public mutating func nextBits(_ count: Int) -> UInt64 {
    count >= 64 ? next() : next() >> UInt64(64 - max(count, 1))
  }

  /// A uniform double in [0, 1) with 53 random bits.
  public mutating func unit() -> Double {
    Double(next() >> 11) * (1.0 / 9_007_199_254_740_992.0)
  }

  /// A uniform double in [`low`, `high`).
  public mutating func uniform(_ low: Double, _ high: Double) -> Double {
    low + (high - low) * unit()
  }

  /// True with probability `p`.
  public mutating func chance(_ p: Double) -> Bool { unit() < p }

  /// A uniform index in 0..<`count` (`count` ≥ 1).
  public mutating func index(_ count: Int) -> Int {
    min(Int(unit() * Double(count)), count - 1)
  }

  /// An approximately standard-normal draw: the Irwin–Hall sum of twelve uniforms minus 6
  /// (mean 0, variance 1, bounded to ±6). Chosen over Box–Muller because it needs no `log`
  /// or `cos`, keeping draws identical across platforms; the tails beyond ±6 σ do not matter
  /// for gesture noise.
  public mutating func normal() -> Double {
    var sum = 0.0
    for _ in 0..<12 { sum += unit() }
    return sum - 6
  }

  /// A uniformly chosen element of a non-empty array.
  public mutating func pick<T>(_ items: [T]) -> T { items[index(items.count)] }
}
