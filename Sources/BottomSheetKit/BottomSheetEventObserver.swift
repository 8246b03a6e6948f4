#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import SwiftUI

  extension View {
    /// Calls `action` with every event of the enclosing sheet: drags, releases (with velocity,
    /// projection and target), settling, selection changes, presentation and dismissal,
    /// blocked dismissals, scroll hand-offs and detent crossings.
    ///
    /// ```swift
    /// Content()
    ///   .onBottomSheetEvent { event in
    ///     if case let .settled(detent) = event.kind { analytics.log("sheet at \(detent)") }
    ///   }
    /// ```
    ///
    /// For values that change every frame (the sheet's progress between detents), read
    /// ``SwiftUICore/EnvironmentValues/bottomSheet`` instead.
    ///
    /// - Parameter action: Called on the main actor for each event, in order.
    public func onBottomSheetEvent(perform action: @escaping (SheetEvent) -> Void) -> some View {
      modifier(
        SheetRefOptionModifier(value: action) { options, box in options.onEvent = box })
    }
  }
#endif
