#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import SwiftUI

  /// Measured bottom edges (global y) of the views marked with `.bottomSheetAnchor(_:)`.
  struct SheetAnchorsKey: PreferenceKey {
    static var defaultValue: [String: Double] { [:] }
    static func reduce(value: inout [String: Double], nextValue: () -> [String: Double]) {
      value.merge(nextValue()) { _, new in new }
    }
  }
#endif
