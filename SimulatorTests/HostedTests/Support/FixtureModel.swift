import BottomSheetKit
import SwiftUI

/// The state a test drives a fixture with: bindings it toggles from outside, as an app's code
/// would, and what the sheets wrote back.
@MainActor final class FixtureModel: ObservableObject {
  /// The bottom sheet under test (`bottomSheet` / `floatingBottomSheet` isPresented).
  @Published var isPresented = false
  /// Apple's `.sheet` of the fixture.
  @Published var showsAppleSheet = false
  /// Apple's `.fullScreenCover` of the fixture.
  @Published var showsCover = false
  /// A modal bottom sheet whose content holds the screen under test.
  @Published var showsOuterSheet = false
  /// The navigation link to the screen under test.
  @Published var pushed = false
  /// Whether the screen under test carries its inline sheet.
  @Published var showsInline = true
  /// The inline sheet's detents.
  @Published var inlineDetents: [Detent] = [.height(200)]
  /// The inline sheet's selected detent.
  @Published var selection: Detent = .height(200)
  /// Whether the inline sheet's content declares a header (`bottomSheetHeader`).
  @Published var usesHeader = false
  /// Whether ``PresentingScreen`` puts `.environment(\.colorScheme, .dark)` around its sheet.
  @Published var darkPresenter = false
  /// How often the sheet under test called `onDismiss`.
  var dismissals = 0
}
