#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import SwiftUI

  /// The geometry of one sheet, published for the ``BottomSheetGeometryReader`` views of the
  /// screen that carries its modifier: only those views re-render while the sheet moves, not
  /// the screen, not the sheet's content.
  ///
  /// Written by the sheet's controller when the host reports a change (once per drawn frame
  /// while the sheet moves, once at rest), never inside a SwiftUI update pass.
  @MainActor final class SheetGeometrySource: ObservableObject {
    /// The geometry last reported; nil before the sheet's first frame.
    @Published private(set) var geometry: BottomSheetGeometry?

    /// Publishes `value` if it differs from the one published.
    func publish(_ value: BottomSheetGeometry) {
      if geometry != value { geometry = value }
    }
  }

  struct SheetGeometrySourceKey: EnvironmentKey {
    static var defaultValue: SheetGeometrySource? { nil }
  }

  extension EnvironmentValues {
    /// The geometry of the sheet whose modifier the view is under (its base, the screen).
    var bottomSheetGeometrySource: SheetGeometrySource? {
      get { self[SheetGeometrySourceKey.self] }
      set { self[SheetGeometrySourceKey.self] = newValue }
    }
  }
#endif
