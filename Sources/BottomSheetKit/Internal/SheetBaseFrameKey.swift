#if canImport(UIKit)
  import SwiftUI

  /// The hosted screen's base view, measured in ``SheetAnchorSpace``: its top and bottom edges
  /// (a base that ignores the safe area reaches past the space's edges).
  struct SheetBaseFrameKey: PreferenceKey {
    struct Edges: Equatable, Sendable {
      var top: Double
      var bottom: Double
    }
    static var defaultValue: Edges? { nil }
    static func reduce(value: inout Edges?, nextValue: () -> Edges?) {
      value = value ?? nextValue()
    }
  }
#endif
