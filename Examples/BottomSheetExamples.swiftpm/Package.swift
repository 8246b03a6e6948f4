// swift-tools-version: 5.9
// An app package: open BottomSheetExamples.swiftpm in Xcode (or Swift Playgrounds) and run it on
// the iOS simulator. Its sources are also compiled on Linux by `Checks/run` against the SwiftUI
// mirror (this manifest itself needs Apple's AppleProductTypes and is not used there).
import AppleProductTypes
import PackageDescription

let package = Package(
  name: "BottomSheetExamples",
  platforms: [.iOS("15.0")],
  products: [
    .iOSApplication(
      name: "BottomSheetExamples",
      targets: ["AppModule"],
      bundleIdentifier: "dev.bottomsheetkit.examples",
      displayVersion: "1.0",
      bundleVersion: "1",
      supportedDeviceFamilies: [.phone, .pad],
      supportedInterfaceOrientations: [.portrait, .landscapeLeft, .landscapeRight]
    )
  ],
  dependencies: [.package(path: "../..")],
  targets: [
    .executableTarget(
      name: "AppModule",
      dependencies: [.product(name: "BottomSheetKit", package: "BottomSheetKit")],
      path: "Sources"
    )
  ]
)
