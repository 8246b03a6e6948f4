/// Where a fixture puts the screen that carries an inline sheet (device plan 4.1 and the
/// 2026-11-28 review's F1: inside a presentation the sheet must let touches reach its own
/// screen, not the screen behind the presentation).
enum Placement: String, CaseIterable {
  /// The window's root.
  case root
  /// Pushed in a navigation stack.
  case pushed
  /// The first tab of a tab view.
  case tab
  /// Inside Apple's `.sheet`.
  case appleSheet
  /// Inside a `.fullScreenCover`.
  case fullScreenCover
  /// Inside the content of the package's own modal bottom sheet.
  case bottomSheet
}
