#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import SwiftUI
  import UIKit

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
