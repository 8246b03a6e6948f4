// swift-tools-version: 6.1
import PackageDescription

// Benchmarks of BottomSheetCore's per-frame paths, with ordo-one/benchmark. A separate package so
// the library never depends on the benchmark harness. Run with `scripts/bench`.
let package = Package(
  name: "BottomSheetBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "BottomSheetKit", path: ".."),
    .package(
      url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
  ],
  targets: [
    // The workloads both harnesses run (scripts/bench instructions compiles it too).
    .target(
      name: "Workloads",
      dependencies: [.product(name: "BottomSheetCore", package: "BottomSheetKit")],
      path: "Workloads"),
    .executableTarget(
      name: "SheetBenchmarks",
      dependencies: [
        "Workloads",
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "BottomSheetCore", package: "BottomSheetKit"),
        .product(name: "BottomSheetHost", package: "BottomSheetKit"),
      ],
      path: "Benchmarks/SheetBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
