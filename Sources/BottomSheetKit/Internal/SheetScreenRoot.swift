#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import SwiftUI
  import UIKit

  /// The hosted screen: the modifier's base view with the environment of the modifier's place,
  /// its anchors (``SwiftUICore/View/bottomSheetAnchor(_:)``) and its own frame measured in
  /// ``SheetAnchorSpace``.
  ///
  /// The space is named on a frame that fills the hosting view's safe area, around the base (a
  /// flexible frame proposes the base what the hosting controller would and centres it, as the
  /// hosting controller does): the space's origin is then the hosting view's top safe-area
  /// inset, which UIKit knows exactly (`safeAreaInsets`; ≈ 59 pt on a Dynamic Island iPhone,
  /// more under a navigation bar), and the sheet adds it to convert into its container's space
  /// (the two views fill the inline controller's view).
  struct SheetScreenRoot<Base: View>: View {
    let base: Base
    let environment: EnvironmentValues
    let model: SheetScreenModel
    /// The animation of the update that set this root, carried from the modifier's transaction
    /// (a new `animationGeneration` each animated update): a `withAnimation` change of the
    /// screen's state animates inside the hosted screen too.
    var animation: Animation?
    var animationGeneration = 0

    var body: some View {
      base
        .background {
          GeometryReader { proxy in
            let frame = proxy.frame(in: .named(SheetAnchorSpace.name))
            Color.clear.preference(
              key: SheetBaseFrameKey.self,
              value: SheetBaseFrameKey.Edges(top: Double(frame.minY), bottom: Double(frame.maxY)))
          }
        }
        .animation(animation, value: animationGeneration)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .coordinateSpace(name: SheetAnchorSpace.name)
        .sheetOnPreferenceChange(SheetAnchorsKey.self, to: model) { model, anchors in
          model.anchorsChanged?(anchors)
        }
        .sheetOnPreferenceChange(SheetBaseFrameKey.self, to: model) { model, edges in
          if let edges { model.baseFrameChanged?(edges.top, edges.bottom) }
        }
        .sheetEnvironment(environment)
    }
  }
#endif
