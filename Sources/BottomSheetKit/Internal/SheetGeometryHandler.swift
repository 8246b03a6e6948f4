#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import SwiftUI

  /// The app's geometry action, carried in the environment to the sheet modifiers inside.
  struct SheetGeometryHandler {
    let action: (BottomSheetGeometry) -> Void
  }

  struct SheetGeometryHandlerKey: EnvironmentKey {
    static var defaultValue: SheetGeometryHandler? { nil }
  }

  extension EnvironmentValues {
    /// The geometry action of `onBottomSheetGeometryChange` around a sheet's modifier.
    var bottomSheetGeometryHandler: SheetGeometryHandler? {
      get { self[SheetGeometryHandlerKey.self] }
      set { self[SheetGeometryHandlerKey.self] = newValue }
    }
  }
#endif
