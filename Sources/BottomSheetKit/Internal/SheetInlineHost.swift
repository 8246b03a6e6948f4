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
      controller.update(base: base, request: request, transaction: context.transaction)
    }

    /// The modifier went away: the sheet is told, inside SwiftUI's update pass, as a
    /// presented sheet's is (``SheetController/modifierRemoved()``).
    static func dismantleUIViewController(
      _ controller: SheetInlineController<Base, Content>, coordinator: ()
    ) {
      controller.sheet.modifierRemoved()
    }
  }
#endif
