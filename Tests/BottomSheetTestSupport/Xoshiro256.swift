import BottomSheetTooling

/// xoshiro256** 1.0 (Blackman and Vigna, 2018), seeded through ``SplitMix64`` as its authors
/// recommend: the generator behind every seeded scenario.
///
/// The same seed gives the same stream on every platform and Swift version, so a failing seed
/// printed by a test reproduces anywhere.
///
/// ```swift
/// var rng = Xoshiro256(seed: 7)
/// let scenario = ScenarioGenerator.scenario(using: &rng)
/// ```
public struct Xoshiro256: RandomNumberGenerator, EntropySource, Sendable {
  private var s0: UInt64
  private var s1: UInt64
  private var s2: UInt64
  private var s3: UInt64

  /// Creates a generator whose four state words come from SplitMix64(`seed`), which never
  /// yields the all-zero state xoshiro cannot leave.
  public init(seed: UInt64) {
    var mix = SplitMix64(seed: seed)
    s0 = mix.next()
    s1 = mix.next()
    s2 = mix.next()
    s3 = mix.next()
  }

  /// The next 64 bits.
  public mutating func next() -> UInt64 {
    let result = rotl(s1 &* 5, 7) &* 9
    let t = s1 << 17
    s2 ^= s0
    s3 ^= s1
    s1 ^= s2
    s0 ^= s3
    s2 ^= t
    s3 = rotl(s3, 45)
    return result
  }

  /// The next `count` bits, from the high end.
  public mutating func nextBits(_ count: Int) -> UInt64 {
    count >= 64 ? next() : next() >> UInt64(64 - max(count, 1))
  }

  /// Never: the stream is endless.
  public var isExhausted: Bool { false }

  private func rotl(_ x: UInt64, _ k: UInt64) -> UInt64 { (x << k) | (x >> (64 - k)) }
}
