// swift-tools-version: 6.0
import PackageDescription

// The products depend on nothing; only the tests use swift-property-based.
let package = Package(
  name: "BottomSheetKit",
  defaultLocalization: "en",
  platforms: [.iOS(.v15), .macOS(.v12)],
  products: [
    .library(name: "BottomSheetCore", targets: ["BottomSheetCore"]),
    // The SwiftUI layer; on platforms without SwiftUI it compiles to an empty module.
    .library(name: "BottomSheetKit", targets: ["BottomSheetKit"]),
  ],
  dependencies: [
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1")
  ],
  targets: [
    // The engine, the platform-free host model (Host/) and the scenario codec (Scenario/): pure
    // Swift, one module, so Apple's SDK type-checks the package as Core and Kit.
    .target(name: "BottomSheetCore"),
    // The string catalog (Resources/Localizable.xcstrings) holds the layer's words in twelve
    // languages; Xcode compiles it, SwiftPM on Linux copies it (the layer is empty there).
    .target(
      name: "BottomSheetKit", dependencies: ["BottomSheetCore"],
      resources: [.process("Resources")]),
    // Seeded generators and the invariant checker shared by the property tests and the fuzzer
    // (which compiles these sources itself, see scripts/fuzz). Not a product: no API promise.
    .target(name: "BottomSheetTestSupport", dependencies: ["BottomSheetCore"]),
    .testTarget(
      name: "BottomSheetCoreTests",
      dependencies: [
        "BottomSheetCore",
        "BottomSheetTestSupport",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(
      name: "BottomSheetHostTests",
      dependencies: ["BottomSheetCore", "BottomSheetTestSupport"]
    ),
    .testTarget(
      name: "BottomSheetScenarioTests",
      dependencies: ["BottomSheetCore"]
    ),
    // Reads BottomSheetKit's sources and string catalog as files (the layer is UIKit).
    .testTarget(
      name: "BottomSheetStringsTests",
      dependencies: ["BottomSheetCore"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
