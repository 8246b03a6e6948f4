// Fixture for Checks/check-hierarchy --self-test; never compiled.
// SheetController's makeContentIfNeeded shape: `container` is the controller's own view (a
// computed property returning `view as! …`), so embedding the hosting controller's view in it
// (or in a view inside it) keeps the trees in step. Also: a stored subview the type adds to its
// view, and a receiver the check cannot follow, excused by the allow-list comment.
import SwiftUI
import UIKit

final class ContainerView: UIView {
  let sheetView = UIView()
  func embed(_ content: UIView?) {
    guard let content else { return }
    sheetView.addSubview(content)
  }
}

final class Holder: UIViewController {
  var hosting: UIHostingController<Text>?
  let contentView = UIView()
  let cards = CardStack()

  var container: ContainerView { view as! ContainerView }

  override func loadView() {
    let container = ContainerView(frame: .zero)
    view = container
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(contentView)
  }

  func makeContentIfNeeded() {
    guard hosting == nil else { return }
    let made = UIHostingController(rootView: Text("Content"))
    made.view.backgroundColor = .clear
    addChild(made)
    container.embed(made.view)
    made.didMove(toParent: self)
    hosting = made
  }

  func dropContent() {
    guard let made = hosting else { return }
    made.willMove(toParent: nil)
    made.view.removeFromSuperview()
    made.removeFromParent()
    container.embed(nil)
    hosting = nil
  }
}

extension Holder {
  func addCard(_ card: UIViewController) {
    addChild(card)
    self.container.sheetView.addSubview(card.view)
    contentView.addSubview(card.view)
    card.didMove(toParent: self)
  }

  func addStacked(_ card: UIViewController) {
    addChild(card)
    // hierarchy: cards.stackView is inside self.view
    cards.stackView.addSubview(card.view)
    card.didMove(toParent: self)
  }
}

final class CardStack {
  let stackView = UIStackView()
}
