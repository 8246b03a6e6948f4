// Fixture for Checks/check-hierarchy --self-test; never compiled.
// Views added straight into a window, by every receiver shape the check knows; no controller
// is involved (rule (a) needs none).
import UIKit

final class Overlay: UIViewController {
  var overlayWindow: UIWindow?
  var spare: UIWindow!
  let badge = UIView()

  func showBadge() {
    view.window?.addSubview(badge)
    view.window!.addSubview(badge)
    UIApplication.shared.keyWindow?.addSubview(badge)
    overlayWindow?.insertSubview(badge, at: 0)
    spare.insertSubview(badge, belowSubview: view)
    UIApplication.shared.windows.first?.addSubview(badge)
    UIApplication.shared.windows[0].addSubview(badge)
    UIApplication.shared
      .keyWindow?
      .addSubview(badge)
  }

  func showInferred(from host: UIView, scene: UIWindowScene) {
    guard let target = host.window else { return }
    target.addSubview(badge)
    let cast = scene.windows.last as UIWindow?
    cast?.addSubview(badge)
    if let w = host.superview as? UIWindow {
      w.addSubview(badge)
    }
    (host.superview as! UIWindow).addSubview(badge)
    UIWindow(windowScene: scene).addSubview(badge)
  }

  func showParameter(on surface: UIWindow) {
    surface.addSubview(badge)
  }
}
// expect: 12
// expect: 13
// expect: 14
// expect: 15
// expect: 16
// expect: 17
// expect: 18
// expect: 19
// expect: 26
// expect: 28
// expect: 30
// expect: 32
// expect: 33
// expect: 37
