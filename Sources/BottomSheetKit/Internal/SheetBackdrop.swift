#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import SwiftUI

  /// What the backdrop view draws (``BottomSheetBackdrop`` as the options carry it): compared
  /// by value, except the app's view, which is a reference re-read at every render of its
  /// modifier.
  struct SheetBackdrop: Equatable {
    /// The kinds of backdrop.
    enum Look: Equatable {
      case color(Color)
      case material(BottomSheetBackdrop.Material)
      case view(SheetRefBox<AnyView>)
    }

    var look: Look
    /// The engine's maximum opacity (``SheetConfiguration/backdropOpacity``).
    var opacity: Double

    /// The package's dim: black at the engine's opacity, as before this option existed.
    static let dim = SheetBackdrop(look: .color(.black), opacity: 0.4)

    /// The dim a material becomes under Reduce Transparency: black at this fraction of the
    /// material's strength (the package's own dim at full strength).
    static let reducedTransparencyDim = 0.4
  }
#endif
