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
  /// The selected tab of fixtures with a tab view (0: the first).
  @Published var tab = 0
  /// The navigation link that pushes a screen over the presenting screen.
  @Published var pushedOver = false
  /// The width state a presenter changes in `withAnimation` and hands to its sheet's content.
  @Published var wide = false
  /// Every value the sheet wrote to `isPresented` (through a counting binding), in order.
  var presentedWrites: [Bool] = []
  /// Every detent the sheet wrote to the selection (through a counting binding), in order.
  var selectionWrites: [DetentID] = []

  /// `isPresented` as the sheet under test gets it: the layer's writes are counted.
  var countedPresented: Binding<Bool> {
    Binding(
      get: { self.isPresented },
      set: { value in
        self.presentedWrites.append(value)
        self.isPresented = value
      })
  }

  /// The selection as the inline sheet under test gets it: the layer's writes are counted.
  var countedSelection: Binding<Detent> {
    Binding(
      get: { self.selection },
      set: { value in
        self.selectionWrites.append(value.id)
        self.selection = value
      })
  }
}
