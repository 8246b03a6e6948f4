// Fixture for Checks/check-hierarchy --self-test; never compiled.
// Presentation and windows used without adding views to them: no addChild, no window
// addSubview; comments and strings that mention the bad shapes are not code.
import UIKit

final class Presenter: UIViewController {
  func show(_ sheet: UIViewController, from anchor: UIViewController) {
    sheet.modalPresentationStyle = .overFullScreen
    anchor.present(sheet, animated: true)
  }

  func showOnRoot(_ sheet: UIViewController) {
    view.window?.rootViewController?.present(sheet, animated: true, completion: nil)
  }

  func makeWindow(scene: UIWindowScene, root: UIViewController) -> UIWindow {
    let window = UIWindow(windowScene: scene)
    window.rootViewController = root
    root.view.addSubview(UIView())
    window.makeKeyAndVisible()
    return window
  }

  func insets() -> UIEdgeInsets {
    // window.addSubview(view) was the old way; anchor.addChild(self) too.
    let note = "window.addSubview(view) and keyWindow?.addSubview(x)"
    _ = note
    /* view.window?.addSubview(view) */
    guard let window = view.window, window.isKeyWindow else { return .zero }
    return window.safeAreaInsets
  }
}
