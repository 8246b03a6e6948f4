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
    /// Measured anchors, in SwiftUI's global (window) space.
    var anchors: [String: Double]
  }
#endif
