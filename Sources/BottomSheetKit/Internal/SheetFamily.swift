#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import UIKit

  /// A sheet and the sheets presented from its content: when it begins to leave
  /// (``HostEffect/dismissChildren``), each of them is told (``HostInput/parentLeaving``) and
  /// leaves with it, as Apple's nested sheets do, instead of staying on the window above a
  /// screen that no longer presents it.
  @MainActor final class SheetFamily {
    /// Called when the sheet this one was presented from begins to leave.
    var parentLeaving: (() -> Void)?
    /// Called when the sheet this one was presented from detaches while this one is still
    /// presented: it finishes first (dismissing the parent would take it away unannounced).
    var parentDetaching: (() -> Void)?
    private var children: [Weak] = []
    private weak var parent: SheetFamily?

    private struct Weak {
      weak var family: SheetFamily?
    }

    /// Takes `child` in: it was presented from this sheet's content.
    func adopt(_ child: SheetFamily) {
      child.leaveParent()
      children.removeAll { $0.family == nil || $0.family === child }
      children.append(Weak(family: child))
      child.parent = self
    }

    /// Tells every child that this sheet is leaving.
    func dismissChildren() {
      for child in children { child.family?.parentLeaving?() }
    }

    /// Tells every child still presented that this sheet detaches now.
    func finishChildren() {
      let current = children
      for child in current { child.family?.parentDetaching?() }
    }

    /// Leaves the parent's list (the sheet has detached).
    func leaveParent() {
      parent?.children.removeAll { $0.family == nil || $0.family === self }
      parent = nil
    }
  }
#endif
