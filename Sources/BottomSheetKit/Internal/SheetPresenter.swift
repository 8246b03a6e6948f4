#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import SwiftUI
  import UIKit

  /// Presents a modal or floating sheet above everything, from wherever its modifier is
  /// attached, as a UIKit presentation.
  ///
  /// An invisible anchor controller sits in the modifier's place (SwiftUI makes it a child of
  /// the presenter's hosting controller). When the host model asks to attach, the sheet's
  /// controller is presented, without animation, from the top of the anchor's presentation
  /// context: the anchor, then `presentedViewController` up to the topmost controller that is
  /// not leaving (``SheetController/presentationSource``). The engine's springs draw the
  /// entrance and the exit; UIKit only owns the hierarchy (`dismiss(animated: false)` after
  /// the exit spring). So the controller tree and the view tree agree everywhere: the sheet's
  /// view lives in the container view UIKit made for its presentation, and UIKit never raises
  /// `UIViewControllerHierarchyInconsistency` (the crash a controller made a child of the
  /// anchor with its view in the window would meet).
  ///
  /// The style is `.overFullScreen`: the presenter's views stay in the window under the sheet
  /// (Apple's `UIModalPresentationStyle.overFullScreen`: "the views beneath the presented
  /// content are not removed from the view hierarchy when the presentation finishes"). Points
  /// outside the sheet where the backdrop does not block go to the presenter: the sheet's
  /// container returns the presenting view's own hit there (``SheetContainerView/hitTest(_:with:)``,
  /// as `UIPopoverPresentationController.passthroughViews` does), from the host's frame.
  ///
  /// What this shares with Apple's sheet: while the sheet is up, the screen behind cannot
  /// present anything itself (UIKit: "already presenting"); present from the sheet's content
  /// instead, which UIKit presents from the sheet. A bottom sheet presented from a sheet's
  /// content is presented from that sheet, and leaves with it (``SheetFamily``).
  ///
  /// Lifetime follows the anchor, decided by the host model: the anchor's window
  /// (``HostInput/anchorInWindow(_:)``, from the anchor view's `didMoveToWindow`), the modifier
  /// going away (``HostInput/modifierRemoved``, from `dismantleUIViewController`: UIKit keeps a
  /// presented controller until it is dismissed, after its exit spring), and the parent sheet
  /// leaving (``HostInput/parentLeaving``). A presenter that cannot present yet (in the middle
  /// of a push or another presentation) is waited for: the attach runs again when its
  /// transition has finished.
  struct SheetPresenter<Content: View>: UIViewControllerRepresentable {
    let request: SheetRequest<Content>

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIViewController(context: Context) -> UIViewController {
      let anchor = SheetAnchorController()
      let sheet = SheetController(request)
      context.coordinator.sheet = sheet
      sheet.anchor = anchor
      // Created outside any window: a binding that is already true waits for the anchor.
      sheet.anchorMoved(.anchorInWindow(false))
      anchor.windowChanged = { [weak sheet] input in sheet?.anchorMoved(input) }
      return anchor
    }

    func updateUIViewController(_ controller: UIViewController, context: Context) {
      context.coordinator.sheet?.update(request, transaction: context.transaction)
    }

    static func dismantleUIViewController(_ controller: UIViewController, coordinator: Coordinator)
    {
      coordinator.sheet?.modifierRemoved()
    }

    /// Holds the sheet's controller for as long as SwiftUI keeps the modifier; after that,
    /// UIKit holds it while it is presented (and ``SheetKeepAlive`` while effects wait).
    @MainActor final class Coordinator {
      var sheet: SheetController<Content>?
    }
  }
#endif
