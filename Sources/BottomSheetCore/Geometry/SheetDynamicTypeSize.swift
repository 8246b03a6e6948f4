/// The user's preferred text size: SwiftUI's `DynamicTypeSize` (iOS 15) without SwiftUI, with
/// the same twelve cases, smallest first (`allCases` is in ascending order), and their names
/// as raw values (the host trace format writes them).
///
/// A custom detent sized for one row of text can grow with it, so the row is not cut off at the
/// accessibility sizes: `large` is the system's default.
@_spi(Lab) public enum SheetDynamicTypeSize: String, Sendable, Hashable, CaseIterable {
  /// An extra small size.
  case xSmall
  /// A small size.
  case small
  /// A medium size.
  case medium
  /// A large size: the system's default.
  case large
  /// An extra large size.
  case xLarge
  /// An extra extra large size.
  case xxLarge
  /// An extra extra extra large size.
  case xxxLarge
  /// The first accessibility size.
  case accessibility1
  /// The second accessibility size.
  case accessibility2
  /// The third accessibility size.
  case accessibility3
  /// The fourth accessibility size.
  case accessibility4
  /// The fifth accessibility size: the largest.
  case accessibility5

  /// Whether this is one of the five accessibility sizes (SwiftUI's `isAccessibilitySize`).
  public var isAccessibilitySize: Bool {
    switch self {
    case .accessibility1, .accessibility2, .accessibility3, .accessibility4, .accessibility5:
      true
    default: false
    }
  }
}
