/// A device in ``ScreenCatalog``: three iPhones and three iPads whose sizes the iPad and
/// landscape tests use (docs/IPAD.md has the table and its sources).
@_spi(Lab) public enum ScreenDevice: String, Sendable, Hashable, CaseIterable {
  /// iPhone SE (3rd generation): 4.7-inch, 375 × 667 pt, Touch ID.
  case iPhoneSE3
  /// iPhone 16: 6.1-inch, 393 × 852 pt, Dynamic Island.
  case iPhone16
  /// iPhone 16 Pro Max: 6.9-inch, 440 × 956 pt; regular width in landscape.
  case iPhone16ProMax
  /// iPad mini (A17 Pro): 8.3-inch, 744 × 1133 pt.
  case iPadMini
  /// iPad Air 11-inch (M2): 820 × 1180 pt.
  case iPadAir11
  /// iPad Pro 13-inch (M4): 1032 × 1376 pt.
  case iPadPro13

  /// The name a person reads ("iPad Pro 13-inch (M4)").
  public var displayName: String {
    switch self {
    case .iPhoneSE3: "iPhone SE (3rd generation)"
    case .iPhone16: "iPhone 16"
    case .iPhone16ProMax: "iPhone 16 Pro Max"
    case .iPadMini: "iPad mini (A17 Pro)"
    case .iPadAir11: "iPad Air 11-inch (M2)"
    case .iPadPro13: "iPad Pro 13-inch (M4)"
    }
  }

  /// Whether the device is an iPad (it has Split View and Stage Manager arrangements).
  public var isPad: Bool {
    switch self {
    case .iPhoneSE3, .iPhone16, .iPhone16ProMax: false
    case .iPadMini, .iPadAir11, .iPadPro13: true
    }
  }
}
