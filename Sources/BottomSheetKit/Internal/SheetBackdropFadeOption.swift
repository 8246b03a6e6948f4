#if canImport(UIKit)
  import BottomSheetCore

  /// `bottomSheetBackdropFade(from:opacity:to:opacity:)` as an option: the engine's
  /// `BackdropFade` once the backdrop's own opacity is known (the default upper opacity).
  struct SheetBackdropFadeOption: Equatable {
    var lower: Detent
    var lowerOpacity: Double
    var upper: Detent
    var upperOpacity: Double?
  }
#endif
