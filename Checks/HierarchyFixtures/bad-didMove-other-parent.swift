// Fixture for Checks/check-hierarchy --self-test; never compiled.
// The view goes into the parent's view, but didMove(toParent:) names another parent.
import UIKit

final class Dashboard: UIViewController {
  func install(_ card: UIViewController, into parent: UIViewController) {
    parent.addChild(card)
    parent.view.addSubview(card.view)
    card.didMove(toParent: self)
  }

  func attach(under anchor: UIViewController, elsewhere: UIViewController) {
    anchor.addChild(self)
    anchor.view.addSubview(view)
    didMove(toParent: elsewhere)
  }
}
// expect: 9
// expect: 15
