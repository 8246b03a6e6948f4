#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import SwiftUI

  /// Identity equality for ``SheetRef``: the latest value is always read through the reference.
  /// A value that must be re-read when it changes and cannot be compared carries its render's
  /// ``SheetRef/generation``.
  struct SheetRefBox<Value>: Equatable {
    let ref: SheetRef<Value>
    var generation = 0
    static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.ref === rhs.ref && lhs.generation == rhs.generation
    }
  }
#endif
