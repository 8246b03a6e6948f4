// swift-tools-version: 6.0
import PackageDescription

// sheetlab: replays scenario files through BottomSheetCore and draws what the sheet does.
let package = Package(
  name: "SheetLab",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "sheetlab", targets: ["sheetlab"]),
    .library(name: "SheetLabKit", targets: ["SheetLabKit"]),
  ],
  dependencies: [
    .package(name: "BottomSheetKit", path: ".."),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
  ],
  targets: [
    .target(
      name: "SheetLabKit",
      dependencies: [
        .product(name: "BottomSheetCore", package: "BottomSheetKit"),
        .product(name: "BottomSheetHost", package: "BottomSheetKit"),
        .product(name: "BottomSheetTooling", package: "BottomSheetKit"),
      ]),
    .executableTarget(
      name: "sheetlab",
      dependencies: [
        "SheetLabKit",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    .testTarget(
      name: "SheetLabKitTests",
      dependencies: [
        "SheetLabKit"
      ],
      resources: [.copy("Snapshots")]),
  ],
  swiftLanguageModes: [.v6]
)
