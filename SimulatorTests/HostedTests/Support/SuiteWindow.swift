import SwiftUI
import UIKit

/// The host app's key window, where every hosted test runs its fixture: real presentations,
/// real safe areas, real hit testing.
@MainActor enum SuiteWindow {
  /// The key window of the host's scene.
  static func key() throws -> UIWindow {
    let windows = UIApplication.shared.connectedScenes
      .compactMap { $0 as? UIWindowScene }
      .flatMap(\.windows)
    guard let window = windows.first(where: \.isKeyWindow) ?? windows.first else {
      throw SuiteError("no window in the host app's scenes (\(windows.count) windows)")
    }
    return window
  }

  /// Takes down whatever the last test presented, shows `view` as the window's root, and waits
  /// until it has been laid out in the window.
  static func show<V: View>(_ view: V) async throws -> UIWindow {
    try await show(controller: UIHostingController(rootView: view))
  }

  /// Takes down whatever the last test presented, makes `controller` the window's root, and
  /// waits until it has been laid out in the window.
  static func show(controller: UIViewController) async throws -> UIWindow {
    let window = try key()
    if let root = window.rootViewController, root.presentedViewController != nil {
      root.dismiss(animated: false)
      await Wait.seconds(0.1)
    }
    window.rootViewController = controller
    window.makeKeyAndVisible()
    controller.view.layoutIfNeeded()
    await Wait.seconds(0.3)
    return window
  }
}
