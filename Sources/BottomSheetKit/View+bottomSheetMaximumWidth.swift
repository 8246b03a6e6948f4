#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import SwiftUI

  extension View {
    /// Limits the enclosing sheet's width (default 640 points); wider containers (iPad,
    /// landscape) center the sheet.
    ///
    /// ```swift
    /// Content()
    ///   .bottomSheetMaximumWidth(500)
    /// ```
    ///
    /// - Parameter width: The maximum width in points.
    public func bottomSheetMaximumWidth(_ width: Double) -> some View {
      modifier(SheetOptionModifier { $0.maximumWidth = width })
    }
  }
#endif
