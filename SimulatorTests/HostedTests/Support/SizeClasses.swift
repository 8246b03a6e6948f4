import UIKit
import XCTest

/// The window's size classes as UIKit reports them (`UITraitCollection.horizontalSizeClass`,
/// `.verticalSizeClass`), and the skips of tests that need a layout this simulator does not have.
/// The host app's window fills its scene: on an iPhone it is compact wide (regular wide only on a
/// Plus or Max phone in landscape), on an iPad full screen regular both ways, so the iPad tests
/// run only on an iPad simulator (`scripts/simulator-test --device "iPad Air 11-inch (M2)"`).
@MainActor enum SizeClasses {
  /// `horizontal × vertical` with the window's bounds, for messages and skips.
  static func describe(_ window: UIWindow) -> String {
    let traits = window.traitCollection
    return "\(name(traits.horizontalSizeClass)) width × \(name(traits.verticalSizeClass)) "
      + "height, window \(window.bounds.text)"
  }

  /// Throws an `XCTSkip`, saying why, unless the window is regular in both directions (an iPad
  /// full screen, the larger Split View and Stage Manager windows).
  static func requireRegular(_ window: UIWindow) throws {
    let traits = window.traitCollection
    guard traits.horizontalSizeClass == .regular, traits.verticalSizeClass == .regular else {
      throw XCTSkip(
        "needs a regular-width, regular-height window (an iPad simulator: scripts/simulator-test "
          + "--device \"iPad Air 11-inch (M2)\"); this one is \(describe(window))")
    }
  }

  /// Throws an `XCTSkip`, saying why, unless the window is compact high (a phone in landscape).
  static func requireCompactHeight(_ window: UIWindow) throws {
    guard window.traitCollection.verticalSizeClass == .compact else {
      throw XCTSkip(
        "needs a compact-height window (an iPhone simulator turned to landscape); this one is "
          + "\(describe(window))")
    }
  }

  private static func name(_ sizeClass: UIUserInterfaceSizeClass) -> String {
    switch sizeClass {
    case .compact: return "compact"
    case .regular: return "regular"
    default: return "unspecified"
    }
  }
}
