#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import SwiftUI
  import UIKit

  /// The invisible controller that marks where a presented sheet's modifier is.
  final class SheetAnchorController: UIViewController {
    /// Called with `anchorInWindow`, `anchorCovered` or `anchorHidden` when the anchor's view
    /// enters or leaves a window.
    var windowChanged: ((HostInput) -> Void)?

    override func loadView() {
      let view = SheetAnchorView()
      view.isUserInteractionEnabled = false
      view.isAccessibilityElement = false
      view.windowChanged = { [weak self] input in self?.windowChanged?(input) }
      self.view = view
    }
  }
#endif
