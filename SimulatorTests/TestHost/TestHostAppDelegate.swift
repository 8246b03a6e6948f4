import UIKit

/// The host app of the hosted tests: one scene with one key window, whose root controller each
/// test replaces with its fixture. The layer runs here as in an app (a `UIApplication`, a
/// scene, a key window), which Xcode's hostless test agent does not give a SwiftPM test target.
@main
final class TestHostAppDelegate: UIResponder, UIApplicationDelegate {
  func application(
    _ application: UIApplication,
    configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    let configuration = UISceneConfiguration(
      name: nil, sessionRole: connectingSceneSession.role)
    configuration.delegateClass = TestHostSceneDelegate.self
    return configuration
  }
}
