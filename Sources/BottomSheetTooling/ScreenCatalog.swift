@_spi(Lab) import BottomSheetCore

/// Named devices with the window sizes, safe areas and size classes an app sees on them: the
/// table docs/IPAD.md carries, with its sources, and the exact sizes the iPad and landscape
/// tests use.
///
/// Screen sizes and size classes are Apple's (HIG "Layout", device specifications). Split View
/// widths follow the rule the published widths of earlier iPads obey (a 10 pt divider, a
/// narrow side of 320 or 375 pt), and safe areas are what the simulator reports; docs/IPAD.md
/// says which row rests on what, and which need a check on a device.
@_spi(Lab) public enum ScreenCatalog {
  /// Every row, phones first, each device's portrait row first.
  public static let all: [ScreenEnvironment] = phones + pads

  /// The row for `device` in `arrangement`, or nil (a phone has no Split View).
  public static func environment(_ device: ScreenDevice, _ arrangement: ScreenArrangement)
    -> ScreenEnvironment?
  {
    all.first { $0.device == device && $0.arrangement == arrangement }
  }

  private static let phones: [ScreenEnvironment] = [
    ScreenEnvironment(
      .iPhoneSE3, .portrait, width: 375, height: 667, safeArea: SheetInsets(top: 20),
      .compact, .regular),
    ScreenEnvironment(
      .iPhoneSE3, .landscape, width: 667, height: 375, safeArea: .zero, .compact, .compact),
    ScreenEnvironment(
      .iPhone16, .portrait, width: 393, height: 852, safeArea: SheetInsets(top: 59, bottom: 34),
      .compact, .regular),
    ScreenEnvironment(
      .iPhone16, .landscape, width: 852, height: 393,
      safeArea: SheetInsets(bottom: 21, leading: 59, trailing: 59), .compact, .compact),
    ScreenEnvironment(
      .iPhone16ProMax, .portrait, width: 440, height: 956,
      safeArea: SheetInsets(top: 62, bottom: 34), .compact, .regular),
    ScreenEnvironment(
      .iPhone16ProMax, .landscape, width: 956, height: 440,
      safeArea: SheetInsets(bottom: 20, leading: 62, trailing: 62), .regular, .compact),
  ]

  /// The iPads' home-indicator and status-bar strips, the same on all three.
  private static let padSafeArea = SheetInsets(top: 24, bottom: 20)

  private static let pads: [ScreenEnvironment] = [
    pad(.iPadMini, .portrait, 744, 1133, .regular),
    pad(.iPadMini, .landscape, 1133, 744, .regular),
    pad(.iPadMini, .splitOneThird, 320, 744, .compact),
    pad(.iPadMini, .splitHalf, 561.5, 744, .compact),
    pad(.iPadMini, .splitTwoThirds, 803, 744, .regular),
    pad(.iPadAir11, .portrait, 820, 1180, .regular),
    pad(.iPadAir11, .landscape, 1180, 820, .regular),
    pad(.iPadAir11, .splitOneThird, 375, 820, .compact),
    pad(.iPadAir11, .splitHalf, 585, 820, .compact),
    pad(.iPadAir11, .splitTwoThirds, 795, 820, .regular),
    pad(.iPadPro13, .portrait, 1032, 1376, .regular),
    pad(.iPadPro13, .landscape, 1376, 1032, .regular),
    pad(.iPadPro13, .splitOneThird, 375, 1032, .compact),
    pad(.iPadPro13, .splitHalf, 683, 1032, .regular),
    pad(.iPadPro13, .splitTwoThirds, 991, 1032, .regular),
    ScreenEnvironment(
      .iPadPro13, .stageManager, width: 900, height: 700, safeArea: .zero, .regular, .regular),
    ScreenEnvironment(
      .iPadPro13, .stageManagerNarrow, width: 500, height: 700, safeArea: .zero, .compact,
      .regular),
  ]

  /// An iPad row: its safe area is the status bar and home indicator; height is regular.
  private static func pad(
    _ device: ScreenDevice, _ arrangement: ScreenArrangement, _ width: Double,
    _ height: Double, _ horizontal: SheetSizeClass
  ) -> ScreenEnvironment {
    ScreenEnvironment(
      device, arrangement, width: width, height: height, safeArea: padSafeArea, horizontal,
      .regular)
  }
}
