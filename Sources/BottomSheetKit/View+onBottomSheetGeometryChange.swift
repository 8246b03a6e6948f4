#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import SwiftUI

  extension View {
    /// Calls `action` with the geometry of the sheets this view carries: for every displayed
    /// frame while a sheet moves, and once when it comes to rest, so the screen behind can
    /// follow it (map controls, a floating button, a list's last row above the sheet), as
    /// FloatingPanel's `floatingPanelDidMove` and Apple Maps do.
    ///
    /// Apply it to the view that carries the sheet's modifier, after it:
    ///
    /// ```swift
    /// @State private var sheetHeight: CGFloat = 0
    ///
    /// Map()
    ///   .overlay(alignment: .bottomTrailing) {
    ///     LocateButton().padding(.bottom, sheetHeight + 16)
    ///   }
    ///   .inlineBottomSheet(detents: [.header, .medium, .large]) { Results() }
    ///   .onBottomSheetGeometryChange { geometry in sheetHeight = geometry.height }
    /// ```
    ///
    /// The sheet's top edge is in this view's coordinate space (``BottomSheetGeometry``). The
    /// action runs on the main actor, never inside a SwiftUI update pass, so it may write
    /// state. A screen that re-renders on every call re-renders every frame while the sheet
    /// moves: keep what depends on it small, or round the values you store.
    ///
    /// - Parameter action: Called with the sheet's geometry when it changes.
    public func onBottomSheetGeometryChange(
      perform action: @escaping (BottomSheetGeometry) -> Void
    ) -> some View {
      environment(\.bottomSheetGeometryHandler, SheetGeometryHandler(action: action))
    }
  }
#endif
