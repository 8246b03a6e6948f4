import UIKit

/// Walks of the view tree, and descriptions of views for failure messages.
@MainActor enum Tree {
  /// Every view under `root`, depth first, `root` first.
  static func views(in root: UIView) -> [UIView] {
    var result: [UIView] = []
    var stack = [root]
    while let view = stack.popLast() {
      result.append(view)
      stack.append(contentsOf: view.subviews.reversed())
    }
    return result
  }

  /// `ClassName (x, y, w × h)` of a view and its next three superviews.
  static func describe(_ view: UIView?) -> String {
    guard let view else { return "nil" }
    var parts: [String] = []
    var current: UIView? = view
    while let each = current, parts.count < 4 {
      parts.append("\(type(of: each)) \(each.convert(each.bounds, to: nil).text)")
      current = each.superview
    }
    return parts.joined(separator: " in ")
  }

  /// The controller's class name, for paths in messages.
  static func name(_ controller: UIViewController) -> String {
    String(describing: type(of: controller))
  }
}
