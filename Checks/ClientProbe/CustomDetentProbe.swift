// Review 2026-11-28 (newcomer), E1: Apple's type-based custom detent, ported the way the review's
// D file first wrote it (`CustomPresentationDetent` → `BottomSheetCustomDetent`, nothing else
// changed), plus one that reads the environment and leaves itself out in a compact height.
// Type-checked against the real SDKs by scripts/ios-sdk-check and against the mirror by
// Checks/run: iOS 15.0, no availability error, no warning.
#if canImport(UIKit)
  import BottomSheetKit
  import SwiftUI

  private struct BarHeightDetent: BottomSheetCustomDetent {
    static func height(in context: Context) -> CGFloat? { max(44, context.maxDetentValue * 0.1) }
  }

  extension Detent { static let bar = Self.custom(BarHeightDetent.self) }

  /// A peek that has no room in landscape on a phone: nil leaves it out of the list there.
  private struct PeekDetent: BottomSheetCustomDetent {
    static func height(in context: Context) -> CGFloat? {
      guard context.verticalSizeClass != .compact else { return nil }
      let rows: CGFloat = context.dynamicTypeSize.isAccessibilitySize ? 2 : 1
      let edge: CGFloat = context.horizontalSizeClass == .regular ? 24 : 16
      return rows * 56 + edge + (context.colorScheme == .dark ? 0 : 0)
    }
  }

  extension Detent { static let peek = Self.custom(PeekDetent.self) }

  struct CustomDetentProbeScreen: View {
    @State private var isShown = true
    @State private var selection = Detent.bar

    var body: some View {
      Text("Screen")
        .bottomSheet(isPresented: $isShown) {
          Text("Content")
            .bottomSheetDetents([.bar, .peek, .medium, .large], selection: $selection)
        }
    }
  }
#endif
