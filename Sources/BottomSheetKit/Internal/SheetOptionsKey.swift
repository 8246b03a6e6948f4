#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import SwiftUI

  /// Carries ``SheetOptions`` from the sheet content up to its container.
  struct SheetOptionsKey: PreferenceKey {
    static var defaultValue: SheetOptions { SheetOptions() }
    static func reduce(value: inout SheetOptions, nextValue: () -> SheetOptions) {
      // Siblings: the later one wins for the keys it sets.
      var next = nextValue()
      next.merge(outer: value)
      value = next
    }
  }
#endif
