import BottomSheetCore

extension Detent {
  /// Whether this detent's height comes from an app's closure (``Detent/custom(_:_:)``), which
  /// may read state that changed while the detent's identity stayed the same.
  package var isCustom: Bool {
    if case .custom = kind { true } else { false }
  }
}

extension SheetConfiguration {
  /// Whether a detent's height comes from an app's closure (``Detent/isCustom``).
  package var hasCustomDetents: Bool { detents.contains { $0.isCustom } }
}
