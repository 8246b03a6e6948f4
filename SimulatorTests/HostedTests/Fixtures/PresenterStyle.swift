/// The kind of presented sheet a fixture shows.
enum PresenterStyle {
  /// `bottomSheet(isPresented:)` at `.medium`.
  case modal
  /// `floatingBottomSheet(isPresented:)` at `.height(160)`.
  case floating
}
