/// Where the generators get their choices from: a seeded pseudo-random generator
/// (``Xoshiro256``) for property tests and benchmarks, or a byte string (``ByteEntropy``) for the
/// fuzzer and for shrinkable property inputs.
///
/// Every choice is made through the helpers in the extension, which map an all-zero source to
/// the simplest choice (the lower bound, `false`, the first option). That is what makes
/// byte-driven inputs shrink well: removing or zeroing bytes moves a scenario toward a plain one.
///
/// ```swift
/// var rng = Xoshiro256(seed: 42)
/// let n = rng.int(in: 1...10)
/// ```
public protocol EntropySource {
  /// The next `count` bits (1…64) in the low bits of the result.
  mutating func nextBits(_ count: Int) -> UInt64
  /// True once a finite source has nothing left (it then yields zeros); always false for a
  /// pseudo-random generator.
  var isExhausted: Bool { get }
}

extension EntropySource {
  /// An integer in `range`, uniformly enough for testing (modulo bias is irrelevant here).
  public mutating func int(in range: ClosedRange<Int>) -> Int {
    let span = UInt64(bitPattern: Int64(range.upperBound &- range.lowerBound))
    guard span > 0 else { return range.lowerBound }
    let bits = 64 - span.leadingZeroBitCount
    let raw = nextBits(bits)
    let value = span == .max ? raw : raw % (span + 1)
    return range.lowerBound &+ Int(truncatingIfNeeded: value)
  }

  /// True with probability `probability`; an all-zero source says false.
  public mutating func chance(_ probability: Double) -> Bool {
    let v = Double(nextBits(10)) / 1024
    return v >= 1 - probability
  }

  /// A number in 0..<1 with 24 bits of resolution.
  public mutating func unit() -> Double {
    Double(nextBits(24)) / 16_777_216
  }

  /// A number in `range` (lower bound for an all-zero source).
  public mutating func double(in range: ClosedRange<Double>) -> Double {
    range.lowerBound + unit() * (range.upperBound - range.lowerBound)
  }

  /// One of `options` (the first for an all-zero source). `options` must not be empty.
  public mutating func pick<T>(_ options: [T]) -> T {
    options[int(in: 0...(options.count - 1))]
  }

  /// An index chosen with the given relative weights (index 0 for an all-zero source).
  public mutating func weighted(_ weights: [Int]) -> Int {
    let total = weights.reduce(0, +)
    var roll = int(in: 0...(max(total, 1) - 1))
    for (index, weight) in weights.enumerated() {
      if roll < weight { return index }
      roll -= weight
    }
    return weights.count - 1
  }
}
