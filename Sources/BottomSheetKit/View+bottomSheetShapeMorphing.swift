#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import SwiftUI

  extension View {
    /// Makes the enclosing sheet morph between a floating card (at its lower detents) and an
    /// attached sheet (at its highest detent): inset, width and bottom corners interpolate
    /// between the second-highest and highest detent.
    ///
    /// ```swift
    /// NowPlaying()
    ///   .bottomSheetDetents([.height(88), .large])
    ///   .bottomSheetShapeMorphing()
    /// ```
    ///
    /// - Parameter enabled: Whether the shape morphs.
    public func bottomSheetShapeMorphing(_ enabled: Bool = true) -> some View {
      modifier(SheetOptionModifier { $0.morphsShape = enabled })
    }
  }
#endif
