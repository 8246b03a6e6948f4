// FoundationModels mirror: no declarations. The framework is new in the iOS 26 SDK, so
// `#if canImport(FoundationModels)` is how BottomSheetKit tells an SDK that has the iOS 26 APIs
// (Liquid Glass, corner configurations, Button(role: .close)) from an earlier one: the iOS 18.6
// SDK type-check (scripts/ios-sdk-check) has no such module and compiles today's look only; this
// mirror has it, so Checks/run compiles the iOS 26 path too, against the `documentation only`
// declarations of the UIKit and SwiftUI mirrors. BottomSheetKit never imports it.
