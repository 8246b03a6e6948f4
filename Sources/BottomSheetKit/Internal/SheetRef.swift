#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import SwiftUI

  /// A reference whose identity is stable across renders (kept in `@State` by the modifier
  /// that made it), so a preference can carry a closure or a style and still be `Equatable`.
  @MainActor final class SheetRef<Value> {
    /// The latest value; `nil` only before the owning modifier's first render.
    var value: Value?
    /// How many times the owning modifier has rendered a value that cannot be compared (a
    /// style): a new count makes a new box, so the preference changes and the sheet re-reads.
    var generation = 0
    init() {}
  }
#endif
