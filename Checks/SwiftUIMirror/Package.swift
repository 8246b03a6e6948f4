// swift-tools-version: 6.0
// The SwiftUI mirror: modules named SwiftUI, UIKit, QuartzCore, CoreGraphics, Accessibility,
// Combine and ObjectiveC that declare the signatures and availability of Apple's iOS 18.6 SDK (proven by
// Checks/prove-mirror) (bodies are fatalError(): type-checking
// only), and targets that compile the REAL sources of BottomSheetCore,
// BottomSheetKit, the examples, the client probe and an app-like executable (AppLinkProbe,
// read by Checks/app-links) against them (the `Linked/` entries are symlinks into the repository).
// Run `Checks/run`, which also compiles the same sources for iOS 15 / macOS 12 targets to
// enforce availability.
import PackageDescription

// Mirror bodies are all fatalError(): their "will never be executed" warnings are noise. Apple
// builds its frameworks in the Swift 5 language mode (their .swiftinterface files say
// `-swift-version 5`), so the mirror is compiled that way too (e.g. a `static let` of a
// non-Sendable type, as AccessibilityChildBehavior's, is what the SDK declares).
let mirror: [SwiftSetting] = [.unsafeFlags(["-suppress-warnings"]), .swiftLanguageMode(.v5)]
// The real sources must build without warnings.
let strict: [SwiftSetting] = [.unsafeFlags(["-warnings-as-errors"])]

let package = Package(
  name: "SwiftUIMirror",
  defaultLocalization: "en",
  products: [
    .library(name: "SwiftUI", targets: ["SwiftUI"]),
    .library(name: "BottomSheetKit", targets: ["BottomSheetKit"]),
  ],
  targets: [
    .target(name: "Combine", swiftSettings: mirror),
    // Linux only: what the SDK's Foundation overlay declares and swift-corelibs-foundation lacks
    // (the `ObservableObject` / `Published` typealiases; the same file as AppleTarget/Foundation's).
    .target(name: "FoundationOverlay", dependencies: ["Combine"], swiftSettings: mirror),
    .target(name: "ObjectiveC", dependencies: ["FoundationOverlay"], swiftSettings: mirror),
    .target(name: "CoreGraphics", swiftSettings: mirror),
    .target(name: "Accessibility", swiftSettings: mirror),
    .target(
      name: "QuartzCore", dependencies: ["CoreGraphics", "ObjectiveC"], swiftSettings: mirror),
    .target(name: "UIKit", dependencies: ["ObjectiveC", "QuartzCore"], swiftSettings: mirror),
    // Empty: present only so that `canImport(FoundationModels)` is true, as with an iOS 26 SDK
    // (BottomSheetKit compiles its iOS 26 path then; see Sources/FoundationModels).
    .target(name: "FoundationModels", swiftSettings: mirror),
    .target(
      name: "SwiftUI", dependencies: ["Accessibility", "FoundationOverlay", "UIKit"],
      swiftSettings: mirror),
    .target(name: "BottomSheetCore", path: "Linked/BottomSheetCore", swiftSettings: strict),
    .target(
      name: "BottomSheetHost", dependencies: ["BottomSheetCore"], path: "Linked/BottomSheetHost",
      swiftSettings: strict),
    .target(
      name: "BottomSheetTooling", dependencies: ["BottomSheetCore", "BottomSheetHost"],
      path: "Linked/BottomSheetTooling", swiftSettings: strict),
    // Kit's dependencies within the package are the root manifest's (Core and Host);
    // Checks/app-links compares the two.
    .target(
      name: "BottomSheetKit",
      dependencies: [
        "BottomSheetCore", "BottomSheetHost", "SwiftUI", "UIKit", "QuartzCore", "FoundationModels",
      ],
      path: "Linked/BottomSheetKit", resources: [.process("Resources")],
      // As the root manifest builds it: Swift 5 mode, complete concurrency checking.
      swiftSettings: strict + [.swiftLanguageMode(.v5), .enableUpcomingFeature("StrictConcurrency")]),
    .target(
      name: "BottomSheetExamples", dependencies: ["BottomSheetKit", "SwiftUI"],
      path: "Linked/Examples", swiftSettings: strict),
    // A client module written as an app would (SwiftUI's own names unqualified).
    .target(
      name: "ClientProbe", dependencies: ["BottomSheetKit", "SwiftUI", "UIKit"],
      path: "Linked/ClientProbe", swiftSettings: strict),
    // An app's executable: the BottomSheetKit product and nothing else of this package
    // (Checks/app-links reads its symbol table).
    .executableTarget(
      name: "AppLinkProbe", dependencies: ["BottomSheetKit", "SwiftUI"],
      path: "Linked/AppLinkProbe", swiftSettings: strict),
  ],
  swiftLanguageModes: [.v6]
)
