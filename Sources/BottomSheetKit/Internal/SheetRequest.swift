#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import SwiftUI

  /// Everything one SwiftUI update of a sheet modifier hands to its controller.
  struct SheetRequest<Content: View> {
    var presentation: SheetPresentation
    var content: Content
    /// The presenting view's whole environment, applied to the sheet's content (the engine's
    /// reduce-motion setting is read from it too).
    var environment: EnvironmentValues
    /// Measured anchors, in the base view's space (``SheetAnchorSpace``).
    var anchors: [String: Double]
    /// Where the app hears this sheet's geometry: the action of an
    /// `onBottomSheetGeometryChange` around the modifier, and the source the base's
    /// ``BottomSheetGeometryReader`` views read. Neither reaches the content's environment.
    var geometry: SheetGeometryOutput
    /// The environment of the hosted screen (an inline sheet's base), with this sheet's geometry
    /// source; nil for a presented sheet, whose base stays in the app's own hierarchy.
    var screenEnvironment: EnvironmentValues?
    /// The base view's height (a presented sheet's: its anchor sits at the base's top-leading
    /// corner), so the presenting view's bottom edge is known; nil before it is measured.
    var baseHeight: Double?
  }

  /// Where a sheet's geometry goes: the app's action and the readers' source.
  struct SheetGeometryOutput {
    var handler: SheetGeometryHandler?
    var source: SheetGeometrySource?
  }
#endif
