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

    init(base: Base, request: SheetRequest<Content>) {
      sheet = SheetController(request)
      screen = UIHostingController(
        rootView: SheetScreenRoot(
          base: base, environment: request.environment, model: screenModel))
      super.init(nibName: nil, bundle: nil)
      screenModel.anchorsChanged = { [weak sheet] anchors in sheet?.anchorsChanged(anchors) }
      // `bottomSheetSafeAreaInset(upThrough:)`: the screen's safe area grows by the sheet.
      sheet.screenInsetChanged = { [weak screen] inset in
        screen?.additionalSafeAreaInsets.bottom = CGFloat(inset)
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

    /// One SwiftUI update: the screen and the sheet get the new values in the same pass.
    func update(base: Base, request: SheetRequest<Content>) {
      screen.rootView = SheetScreenRoot(
        base: base, environment: request.environment, model: screenModel)
      sheet.update(request)
    }
  }
#endif
