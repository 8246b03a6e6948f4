// Fixture for Checks/check-hierarchy --self-test; never compiled.
// A child's view put into a view that is not its parent's: another controller's view, a view
// the check cannot place inside the parent's, a view reached by going up, a view of unknown
// owner, and an allow-list comment that names a different receiver.
import UIKit

final class Shell: UIViewController {
  let sidebar = UIViewController()
  let detail = UIViewController()
  let looseView = UIView()

  func showDetail(in parent: UIViewController, other: UIViewController) {
    parent.addChild(detail)
    other.view.addSubview(detail.view)
    detail.didMove(toParent: parent)
  }

  func showSidebar() {
    addChild(sidebar)
    detail.view.insertSubview(sidebar.view, at: 0)
    sidebar.didMove(toParent: self)
  }

  func showLoose(_ child: UIViewController) {
    addChild(child)
    looseView.addSubview(child.view)
    child.didMove(toParent: self)
  }

  func showAbove(_ child: UIViewController) {
    addChild(child)
    view.superview?.addSubview(child.view)
    child.didMove(toParent: self)
  }

  func showAliased(_ child: UIViewController, beside other: UIViewController) {
    self.addChild(child)
    let childView = child.view!
    other.view.addSubview(childView)
    child.didMove(toParent: self)
  }

  func showUnowned(_ child: UIViewController) {
    addChild(child)
    embed(child.view)
    child.didMove(toParent: self)
  }

  func showExcused(_ child: UIViewController) {
    addChild(child)
    // hierarchy: somewhereElse is inside self.view
    looseView.addSubview(child.view)
    child.didMove(toParent: self)
  }

  func embed(_ content: UIView?) {}
}
// expect: 14
// expect: 20
// expect: 26
// expect: 32
// expect: 39
// expect: 45
// expect: 52
