/// SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number generators", 2014):
/// a 64-bit state stepped by the golden-ratio increment and mixed. Used to seed ``Xoshiro256``
/// and wherever one cheap, repeatable stream is enough.
///
/// Deterministic on every platform: no Foundation, no system randomness.
///
/// ```swift
/// var mix = SplitMix64(seed: 1)
/// let a = mix.next()
/// ```
public struct SplitMix64: RandomNumberGenerator, EntropySource, Sendable {
  /// The current state.
  public private(set) var state: UInt64

  /// Creates a generator from a seed.
  public init(seed: UInt64) { state = seed }

  /// The next 64 bits.
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

  /// Never: the stream is endless.
  public var isExhausted: Bool { false }
}
