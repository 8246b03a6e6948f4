#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import SwiftUI

  extension View {
    /// Calls `action` with the geometry of the sheet whose modifier this view carries: for
    /// every displayed frame while the sheet moves, and once when it comes to rest, so the app
    /// can follow it, as FloatingPanel's `floatingPanelDidMove` and Apple Maps do.
    ///
    /// Apply it to the view that carries the sheet's modifier, **after** the modifier: the
    /// action travels down the environment to the modifier, so written before it (inside its
    /// base) it hears nothing. It hears only that sheet: a sheet presented from that sheet's
    /// content, or a sheet modifier inside the base, is another sheet, with actions of its own.
    ///
    /// ```swift
    /// Map()
    ///   .inlineBottomSheet(detents: [.header, .medium, .large]) { Results() }
    ///   .onBottomSheetGeometryChange { geometry in
    ///     if geometry.phase == .idle { analytics.sheetRested(at: geometry.progress) }
    ///   }
    /// ```
    ///
    /// To move views of the screen with the sheet (map controls, a floating button), use
    /// ``BottomSheetGeometryReader`` instead: only the reader's content re-renders while the
    /// sheet moves. An action that writes the screen's state re-renders the whole screen, and
    /// the sheet's content with it, on every frame of every drag and spring.
    ///
    /// The sheet's top edge is in this view's coordinate space, and its height is measured from
    /// this view's bottom edge (``BottomSheetGeometry``). The action runs on the main actor,
    /// never inside a SwiftUI update pass, so it may write state.
    ///
    /// - Parameter action: Called with the sheet's geometry when it changes.
    public func onBottomSheetGeometryChange(
      perform action: @escaping (BottomSheetGeometry) -> Void
    ) -> some View {
      environment(\.bottomSheetGeometryHandler, SheetGeometryHandler(action: action))
    }
  }
#endif
