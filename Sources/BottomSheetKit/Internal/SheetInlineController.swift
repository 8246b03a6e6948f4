#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import SwiftUI
  import UIKit

  /// The controller of ``SheetInlineHost``: the screen's hosting controller and the sheet's
  /// controller, both its children.
  final class SheetInlineController<Base: View, Content: View>: UIViewController {
    let sheet: SheetController<Content>
    let screen: UIHostingController<SheetScreenRoot<Base>>
    let screenModel = SheetScreenModel()

    /// The animation carried into the screen by the last animated update, and its count.
    private var carried = SheetCarriedAnimation()

    init(base: Base, request: SheetRequest<Content>) {
      sheet = SheetController(request)
      screen = UIHostingController(
        rootView: SheetScreenRoot(
          base: base, environment: request.screenEnvironment ?? request.environment,
          model: screenModel))
      super.init(nibName: nil, bundle: nil)
      screenModel.anchorsChanged = { [weak sheet] anchors in sheet?.anchorsChanged(anchors) }
      screenModel.baseFrameChanged = { [weak sheet] top, bottom in
        sheet?.baseFrameChanged(top: top, bottom: bottom)
      }
      // The space anchors and the base's frame are measured in starts at the screen's top
      // safe-area inset, in the container's space (``SheetScreenRoot``).
      sheet.screenSpaceTop = { [weak screen] in Double(screen?.view.safeAreaInsets.top ?? 0) }
      // `bottomSheetSafeAreaInset(upThrough:)`: the screen's safe area grows by the sheet.
      // A side panel's: that side, leading and trailing read in the layout's direction
      // (`additionalSafeAreaInsets` has left and right).
      sheet.screenInsetChanged = { [weak screen] inset, rightToLeft in
        var insets = UIEdgeInsets.zero
        let length = CGFloat(inset.length)
        switch inset.edge {
        case .bottom: insets.bottom = length
        case .leading: if rightToLeft { insets.right = length } else { insets.left = length }
        case .trailing: if rightToLeft { insets.left = length } else { insets.right = length }
        case .none: break
        }
        screen?.additionalSafeAreaInsets = insets
      }
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func loadView() {
      let view = UIView()
      view.backgroundColor = .clear
      self.view = view
      // UIKit's order for adding a child: add it, put its view inside this one, tell it.
      for child in [screen, sheet] as [UIViewController] {
        addChild(child)
        child.view.frame = view.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(child.view)
        child.didMove(toParent: self)
      }
      // The screen draws on whatever is behind the modifier, as it did before it was hosted.
      screen.view.backgroundColor = .clear
    }

    /// One SwiftUI update: the screen and the sheet get the new values in the same pass, with
    /// the update's animation (`withAnimation` around a change of the screen's state).
    func update(base: Base, request: SheetRequest<Content>, transaction: Transaction) {
      carried.take(transaction)
      screen.rootView = SheetScreenRoot(
        base: base, environment: request.screenEnvironment ?? request.environment,
        model: screenModel, animation: carried.animation, animationGeneration: carried.generation)
      sheet.update(request, transaction: transaction)
    }
  }
#endif
