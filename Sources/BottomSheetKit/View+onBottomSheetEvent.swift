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
    ///     if case .settled(.large) = event { analytics.log("sheet expanded") }
    ///   }
    /// ```
    ///
    /// Apply it inside the sheet's content, like the other sheet modifiers. For values that
    /// change every frame (the sheet's progress between detents), read
    /// ``SwiftUICore/EnvironmentValues/bottomSheet`` instead.
    ///
    /// - Parameter action: Called on the main actor for each event, in order.
    public func onBottomSheetEvent(perform action: @escaping (BottomSheetEvent) -> Void)
      -> some View
    {
      modifier(
        SheetRefOptionModifier(value: SheetEventHandler.detents(action)) { options, box in
          options.onEvent = box
        })
    }

    /// Calls `action` with every event of the enclosing sheet as the engine reports it, with
    /// detent identities.
    ///
    /// Deprecated: the events carry the app's `Detent` values now
    /// (the `BottomSheetEvent` form of `onBottomSheetEvent(perform:)`), so `if case .settled(.large) = event` compiles.
    ///
    /// - Parameter action: Called on the main actor for each event, in order.
    @_disfavoredOverload
    @available(
      *, deprecated,
      message: "Use onBottomSheetEvent with BottomSheetEvent: if case .settled(.large) = event"
    )
    public func onBottomSheetEvent(perform action: @escaping (SheetEvent) -> Void) -> some View {
      modifier(
        SheetRefOptionModifier(value: SheetEventHandler.identities(action)) { options, box in
          options.onEvent = box
        })
    }
  }
#endif
