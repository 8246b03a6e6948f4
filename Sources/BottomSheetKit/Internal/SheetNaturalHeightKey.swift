#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import SwiftUI

  /// The content's natural height, where the content measures it itself: `bottomSheetScrollOnOverflow()`
  /// does, inside its scroll view, because the scroll view fills whatever height it is offered
  /// and its laid-out height says nothing about the content's.
  struct SheetNaturalHeightKey: PreferenceKey {
    static var defaultValue: Double? { nil }
    static func reduce(value: inout Double?, nextValue: () -> Double?) {
      if let next = nextValue() { value = max(value ?? 0, next) }
    }
  }
#endif
