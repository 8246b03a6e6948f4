/// The backdrop a ``BackdropFixture`` asks for (`bottomSheetBackdrop`).
enum BackdropKind: String {
  /// `.material(.thin)`: a blur.
  case material
  /// `.view { … }`: the "backdrop-view" marker, the app's decorative view.
  case view
}
