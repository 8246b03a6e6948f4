import UIKit

/// The UIKit view of ``MarkerView``, found in a window by its name.
final class MarkerUIView: UIView {
  var name = ""

  /// The marker named `name` in `window`'s view tree (presentations included: their views are
  /// in the window too), nil if there is none.
  static func find(_ name: String, in window: UIWindow) -> MarkerUIView? {
    Tree.views(in: window).lazy.compactMap { $0 as? MarkerUIView }.first { $0.name == name }
  }

  /// The marker's frame in its window's space.
  var windowFrame: CGRect { convert(bounds, to: nil) }
}
