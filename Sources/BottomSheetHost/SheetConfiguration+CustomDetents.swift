import BottomSheetCore

extension SheetConfiguration {
  /// Whether a detent's height comes from an app's closure (``Detent/custom(_:_:)``), which
  /// may read state that changed while the detent's identity stayed the same.
  package var hasCustomDetents: Bool {
    detents.contains { detent in
      if case .custom = detent.kind { true } else { false }
    }
  }
}
