// Fixture for Checks/check-hierarchy --self-test; never compiled.
// FloatingPanel's shape (FloatingPanelController.addPanel(toParent:)): the child's view goes
// into the parent's view, or a view reached from it, and didMove names the same parent.
import UIKit

final class Panel: UIViewController {
  func addPanel(toParent parent: UIViewController, at viewIndex: Int = -1) {
    parent.addChild(self)
    view.frame = parent.view.bounds
    if viewIndex < 0 {
      parent.view.addSubview(view)
    } else {
      parent.view.insertSubview(view, at: viewIndex)
    }
    didMove(toParent: parent)
  }

  func add(_ vc: UIViewController, to parent: UIViewController) {
    parent.addChild(vc)
    parent.view.addSubview(vc.view)
    vc.didMove(toParent: parent)
  }

  func addDeep(_ vc: UIViewController, to parent: UIViewController) {
    parent.addChild(vc)
    let host = parent.view.subviews[0]
    host.addSubview(vc.view)
    parent.view.subviews.last?.addSubview(vc.view)
    vc.didMove(toParent: parent)
  }

  func addHere(_ vc: UIViewController) {
    addChild(vc)
    view.addSubview(vc.view)
    self.view.insertSubview(vc.view!, at: 0)
    vc.didMove(toParent: self)
  }

  func removePanel() {
    willMove(toParent: nil)
    view.removeFromSuperview()
    removeFromParent()
  }
}
