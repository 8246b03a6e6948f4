// swift-tools-version: 6.0
import PackageDescription

// The products depend on nothing; only the tests use swift-property-based.

/// The iOS layer's language mode: Swift 5 with complete concurrency checking (see below).
let kitLanguageMode: [SwiftSetting] = [
  .swiftLanguageMode(.v5), .enableUpcomingFeature("StrictConcurrency"),
]
let package = Package(
  name: "BottomSheetKit",
  defaultLocalization: "en",
  platforms: [.iOS(.v15), .macOS(.v12)],
  products: [
    // The SwiftUI layer: what an app imports. On platforms without SwiftUI it compiles to an
    // empty module.
    .library(name: "BottomSheetKit", targets: ["BottomSheetKit"]),
    // The engine: pure Swift, deterministic, time passed in.
    .library(name: "BottomSheetCore", targets: ["BottomSheetCore"]),
    // The platform-free host model between a UI layer and the engine.
    .library(name: "BottomSheetHost", targets: ["BottomSheetHost"]),
    // Tooling, not behaviour: the scenario codec, its JSON parser, reading traces back, the
    // study's estimators. The lab and the tests use it; an app never links it (the trace
    // recorder writes traces with BottomSheetHost's writer).
    .library(name: "BottomSheetTooling", targets: ["BottomSheetTooling"]),
  ],
  dependencies: [
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1")
  ],
  targets: [
    .target(name: "BottomSheetCore"),
    .target(name: "BottomSheetHost", dependencies: ["BottomSheetCore"]),
    .target(name: "BottomSheetTooling", dependencies: ["BottomSheetCore", "BottomSheetHost"]),
    // The string catalog (Resources/Localizable.xcstrings) holds the layer's words in twelve
    // languages; Xcode compiles it, SwiftPM on Linux copies it (the layer is empty there).
    // The layer is built in the Swift 5 language mode with complete concurrency checking: the
    // same static checks as Swift 6, without the run-time isolation checks Swift 6 puts at the
    // entry of every closure handed to SwiftUI, which trap when iOS 26's renderer calls a
    // layout or geometry closure off the main thread (FB24158327; docs/SwiftUI-layer.md).
    .target(
      name: "BottomSheetKit",
      dependencies: ["BottomSheetCore", "BottomSheetHost"],
      resources: [.process("Resources")],
      swiftSettings: kitLanguageMode),
    // Seeded generators and the invariant checker shared by the property tests and the fuzzer
    // (which compiles these sources itself, see scripts/fuzz). Not a product: it lives with
    // the tests, as swift-collections keeps _CollectionsTestSupport.
    .target(
      name: "BottomSheetTestSupport", dependencies: ["BottomSheetCore", "BottomSheetTooling"],
      path: "Tests/BottomSheetTestSupport"),
    .testTarget(
      name: "BottomSheetCoreTests",
      dependencies: [
        "BottomSheetCore",
        "BottomSheetTooling",
        "BottomSheetTestSupport",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(
      name: "BottomSheetHostTests",
      dependencies: [
        "BottomSheetCore", "BottomSheetHost", "BottomSheetTooling", "BottomSheetTestSupport",
      ]
    ),
    .testTarget(
      name: "BottomSheetScenarioTests",
      dependencies: ["BottomSheetCore", "BottomSheetHost", "BottomSheetTooling"]
    ),
    // Reads BottomSheetKit's sources and string catalog as files (the layer is UIKit).
    .testTarget(
      name: "BottomSheetStringsTests",
      dependencies: ["BottomSheetCore", "BottomSheetHost"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
