#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import SwiftUI
  import UIKit

  /// The content's hosting controller: made when the sheet first attaches (an inline sheet:
  /// when its view loads), released when a presented sheet detaches.
  extension SheetController {
    /// Makes the content's hosting controller, with the latest content and environment.
    func makeContentIfNeeded() {
      guard hosting == nil else { return }
      let made = UIHostingController(rootView: rootView(content))
      made.view.backgroundColor = .clear
      // UIKit's order for adding a child; its view goes inside this controller's view (the
      // container's sheet view).
      addChild(made)
      // hierarchy: container.sheetView is inside self.view
      container.embed(made.view)
      made.didMove(toParent: self)
      Backport.disableSafeAreaInsets(of: made)
      hosting = made
      // Before the sheet has a frame, lay the content out at the container's width, so its
      // preferences (detents, title) and its natural height reach the host before the engine
      // starts the entrance, which then aims at the right height from its first frame.
      if container.sheetView.bounds.size.width == 0, view.bounds.size.width > 0 {
        made.view.frame = CGRect(origin: .zero, size: view.bounds.size)
      }
      made.view.layoutIfNeeded()
    }

    /// Releases the content: the next presentation builds it afresh (its `@State` too).
    func dropContent() {
      guard let made = hosting else { return }
      made.willMove(toParent: nil)
      made.view.removeFromSuperview()
      made.removeFromParent()
      container.embed(nil)
      hosting = nil
      // The measurements stay: the next presentation's content is most likely the same size,
      // so its entrance aims at that height from the start; it reports its own at once.
    }
  }
#endif
