import BottomSheetCore
import BottomSheetTestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// libFuzzer's entry point: the bytes become a configuration, a context and an input stream
/// (through `ByteEntropy`, so each byte is one decision), which run through the engine under
/// `InvariantChecker`. Any violation is printed with the scenario as Swift source and traps, so
/// libFuzzer saves the input as a crash.
///
/// The first byte picks how much of the input is bad on purpose (see
/// `ScenarioGenerator.fuzzScenario`).
@_cdecl("LLVMFuzzerTestOneInput")
public func sheetFuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  guard let scenario = ScenarioGenerator.fuzzScenario(bytes) else { return 0 }
  let report = InvariantChecker().check(scenario)
  guard report.isClean else {
    let text =
      "engine invariant violated:\n"
      + report.violations.map(\.description).joined(separator: "\n")
      + "\n--- scenario:\n\(scenario.swiftSource)\n"
    // write(2) rather than `stderr`, which Swift 6 treats as shared mutable state.
    let line = Array(text.utf8)
    _ = line.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count) }
    fatalError("invariant violated")
  }
  return 0
}
