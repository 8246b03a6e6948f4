import UIKit

/// The controller tree and the view tree agree (device plan 9.1; what UIKit's
/// `UIViewControllerHierarchyInconsistency` guards): walked recursively from the window's root
/// controller through children and presentations.
///
/// - a child's view, when in the window, is inside its parent's view;
/// - a presented controller's view is in the window and not inside its presenter's view;
/// - every view in the window that is some controller's view belongs to a controller reached
///   from the root (nothing was added to the window, or to a view, by hand).
@MainActor enum HierarchyAudit {
  /// One line per disagreement, with the controllers' path; empty when the trees agree.
  static func problems(in window: UIWindow) -> [String] {
    guard let root = window.rootViewController else { return ["the window has no root controller"] }
    var problems: [String] = []
    var reached = Set<ObjectIdentifier>()

    func visit(_ controller: UIViewController, container: UIView?, path: String) {
      reached.insert(ObjectIdentifier(controller))
      if let view = controller.viewIfLoaded, view.window != nil {
        if view.window !== window {
          problems.append("\(path): its view is in another window")
        }
        if let container, !view.isDescendant(of: container) {
          problems.append("\(path): its view is not inside its parent's view")
        }
      }
      for child in controller.children {
        if child.parent !== controller {
          problems.append("\(path) > \(Tree.name(child)): listed as a child, parent is another")
        }
        visit(child, container: controller.viewIfLoaded, path: "\(path) > \(Tree.name(child))")
      }
      if let presented = controller.presentedViewController,
        presented.presentingViewController === controller
      {
        let presentedPath = "\(path) presents \(Tree.name(presented))"
        if let view = presented.viewIfLoaded, let presenterView = controller.viewIfLoaded,
          view.isDescendant(of: presenterView)
        {
          problems.append("\(presentedPath): its view is inside the presenter's view")
        }
        if presented.viewIfLoaded?.window == nil, !presented.isBeingDismissed {
          problems.append("\(presentedPath): presented, but its view is in no window")
        }
        visit(presented, container: nil, path: presentedPath)
      }
    }

    visit(root, container: nil, path: Tree.name(root))
    for view in Tree.views(in: window) {
      guard let owner = view.next as? UIViewController, owner.viewIfLoaded === view else {
        continue
      }
      if !reached.contains(ObjectIdentifier(owner)) {
        problems.append(
          "\(Tree.name(owner)): its view \(view.convert(view.bounds, to: nil).text) is in the "
            + "window, but the controller is neither a child nor a presentation reached from "
            + "the root")
      }
    }
    return problems
  }
}
