// swift-tools-version: 6.0
import PackageDescription

// The products depend on nothing; only the tests use swift-property-based.
let package = Package(
  name: "BottomSheetKit",
  platforms: [.iOS(.v15), .macOS(.v12)],
  products: [
    .library(name: "BottomSheetCore", targets: ["BottomSheetCore"]),
    // The SwiftUI layer; on platforms without SwiftUI it compiles to an empty module.
    .library(name: "BottomSheetKit", targets: ["BottomSheetKit"]),
    // The platform-free host model between a UI layer and the engine (tested on Linux).
    .library(name: "BottomSheetHost", targets: ["BottomSheetHost"]),
    // The scenario file codec (JSON without Foundation, the decoder, the encoder): what
    // `sheetlab`, host traces and the tests read and write.
    .library(name: "BottomSheetScenario", targets: ["BottomSheetScenario"]),
  ],
  dependencies: [
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1")
  ],
  targets: [
    .target(name: "BottomSheetCore"),
    .target(name: "BottomSheetScenario", dependencies: ["BottomSheetCore"]),
    .target(name: "BottomSheetHost", dependencies: ["BottomSheetCore", "BottomSheetScenario"]),
    .target(name: "BottomSheetKit", dependencies: ["BottomSheetCore", "BottomSheetHost"]),
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
      dependencies: ["BottomSheetHost", "BottomSheetCore", "BottomSheetScenario"]
    ),
    .testTarget(
      name: "BottomSheetScenarioTests",
      dependencies: ["BottomSheetScenario", "BottomSheetCore"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
