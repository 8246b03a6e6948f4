import UIKit
import XCTest

/// Turns the host's window scene, as a user turning the phone would, through UIKit's own request
/// (`UIWindowScene.requestGeometryUpdate(_:errorHandler:)`, iOS 16). Before iOS 16 there is no
/// public way for the app to turn itself: the test is skipped, and says so.
@MainActor enum Orientation {
  /// Asks the window's scene for `mask` and waits until the window's bounds have turned (its
  /// width greater than its height for a landscape mask, smaller for portrait). Throws an
  /// `XCTSkip` before iOS 16, an error if the window did not turn within 3 s (a refusal is
  /// printed).
  static func turn(_ window: UIWindow, to mask: UIInterfaceOrientationMask) async throws {
    guard #available(iOS 16.0, *) else {
      throw XCTSkip(
        "rotation needs UIWindowScene.requestGeometryUpdate (iOS 16); this runtime is older")
    }
    guard let scene = window.windowScene else { throw SuiteError("the window has no scene") }
    // The refusal, if any, is printed: the wait below then fails with the window's bounds.
    scene.requestGeometryUpdate(.iOS(interfaceOrientations: mask)) { error in
      print("requestGeometryUpdate refused \(mask.rawValue): \(error)")
    }
    let landscape = mask == .landscapeLeft || mask == .landscapeRight || mask == .landscape
    let turned = await Wait.until(3) {
      landscape
        ? window.bounds.width > window.bounds.height
        : window.bounds.width < window.bounds.height
    }
    if !turned {
      throw SuiteError(
        "asked for \(landscape ? "landscape" : "portrait"); 3 s later the window is "
          + "\(window.bounds.text)")
    }
  }
}
