#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import SwiftUI

  /// A measured height (a header, the laid-out content).
  struct SheetHeightKey: PreferenceKey {
    static var defaultValue: Double { 0 }
    static func reduce(value: inout Double, nextValue: () -> Double) {
      value = max(value, nextValue())
    }
  }
#endif
