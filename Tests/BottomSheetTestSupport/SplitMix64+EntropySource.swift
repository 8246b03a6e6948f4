import BottomSheetTooling

/// BottomSheetTooling's ``SplitMix64`` as an endless entropy source.
extension SplitMix64: EntropySource {
  /// Never: the stream is endless.
  public var isExhausted: Bool { false }
}
