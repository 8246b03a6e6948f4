/// Choices read from a byte string: the fuzzer's input, or a shrinkable property-test input.
///
/// Each choice consumes only the bytes it needs (one byte for up to 8 bits), so a mutation of one
/// byte changes one decision. Past the end it yields zeros — the simplest choice everywhere —
/// and reports ``isExhausted``, so the generators stop adding events.
///
/// ```swift
/// var bytes = ByteEntropy([3, 200, 17])
/// let scenario = ScenarioGenerator.scenario(using: &bytes)
/// ```
public struct ByteEntropy: EntropySource, Sendable {
  private let bytes: [UInt8]
  private var offset = 0

  /// Creates a source over `bytes`.
  public init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// The next `count` bits, little-endian from the following ⌈count / 8⌉ bytes.
  public mutating func nextBits(_ count: Int) -> UInt64 {
    let byteCount = (min(max(count, 1), 64) + 7) / 8
    var value: UInt64 = 0
    for i in 0..<byteCount {
      let byte: UInt8 = offset < bytes.count ? bytes[offset] : 0
      offset += 1
      value |= UInt64(byte) << UInt64(8 * i)
    }
    return count >= 64 ? value : value & ((1 << UInt64(count)) - 1)
  }

  /// True once every byte has been read.
  public var isExhausted: Bool { offset >= bytes.count }

  /// How many bytes have been read (including zeros read past the end).
  public var consumed: Int { offset }
}
