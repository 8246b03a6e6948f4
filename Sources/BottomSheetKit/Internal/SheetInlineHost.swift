#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import SwiftUI
  import UIKit

  /// Shows an inline sheet over the screen it is attached to, with no SwiftUI view in the path
  /// of a touch meant for that screen.
  ///
  /// SwiftUI wraps a representable's view in a view of its own that covers the
  /// representable's frame and takes a touch its content declines; a full-screen overlay
  /// representable therefore blocks the screen behind it (gaetanzanella/DynamicOverlay #2 and
  /// #3). So, as DynamicOverlay (PR #6) and FloatingPanel's SwiftUI modifier
  /// (`FloatingPanelView`) do, the screen itself is hosted inside the package's UIKit
  /// controller: its view holds the screen's hosting view and, above it, the sheet's container.
  /// Outside the sheet the container is not "inside" (``SheetContainerView/point(inside:with:)``),
  /// so UIKit's own hit test moves on to the screen's hosting view, its sibling.
  ///
  /// Both are child controllers whose views are inside this controller's view, so the
  /// controller tree and the view tree agree. The screen gets the environment of the
  /// modifier's place (its colour scheme, locale, environment objects), and its `@State` lives
  /// on across updates: each update sets a root view of the same type. What the screen
  /// declares for its navigation container (`navigationTitle`, `toolbar`) is read by
  /// SwiftUI's navigation from the outer graph: declare it on the result of
  /// `inlineBottomSheet`, outside it.
  struct SheetInlineHost<Base: View, Content: View>: UIViewControllerRepresentable {
    let base: Base
    let request: SheetRequest<Content>

    func makeUIViewController(context: Context) -> SheetInlineController<Base, Content> {
      SheetInlineController(base: base, request: request)
    }

    func updateUIViewController(
      _ controller: SheetInlineController<Base, Content>, context: Context
    ) {
      controller.update(base: base, request: request)
    }

    /// The modifier went away: the sheet is told, inside SwiftUI's update pass, as a
    /// presented sheet's is (``SheetController/modifierRemoved()``).
    static func dismantleUIViewController(
      _ controller: SheetInlineController<Base, Content>, coordinator: ()
    ) {
      controller.sheet.modifierRemoved()
    }
  }

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

  /// Where the hosted screen's measured anchors go (set by ``SheetInlineController``).
  @MainActor final class SheetScreenModel {
    var anchorsChanged: (([String: Double]) -> Void)?
  }

  /// The hosted screen: the modifier's base view with the environment of the modifier's place,
  /// its anchors (``SwiftUICore/View/bottomSheetAnchor(_:)``) measured in its own space, which
  /// is the sheet's container's (both fill the inline controller's view).
  struct SheetScreenRoot<Base: View>: View {
    let base: Base
    let environment: EnvironmentValues
    let model: SheetScreenModel

    var body: some View {
      base
        .coordinateSpace(name: SheetAnchorSpace.name)
        .sheetOnPreferenceChange(SheetAnchorsKey.self, to: model) { model, anchors in
          model.anchorsChanged?(anchors)
        }
        .sheetEnvironment(environment)
    }
  }
#endif
