/// The colour scheme the sheet is shown in: SwiftUI's `ColorScheme` without SwiftUI.
@_spi(Lab) public enum SheetColorScheme: String, Sendable, Hashable, CaseIterable {
  /// The light appearance.
  case light
  /// The dark appearance.
  case dark
}
