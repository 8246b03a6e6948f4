#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import SwiftUI

  /// How a modifier asks for its sheet: the style and the app's bindings, as they are at one
  /// SwiftUI update.
  struct SheetPresentation {
    var style: SheetStyle
    /// nil for inline sheets, which are always shown.
    var isPresented: Binding<Bool>?
    var onDismiss: (() -> Void)?
    /// Detents given to the inline modifier itself (`bottomSheetDetents` in the content
    /// overrides them).
    var detents: [Detent]?
    /// The selection given to the inline modifier itself (a selection bound by
    /// `bottomSheetDetents(_:selection:)` in the content overrides it).
    var selection: Binding<Detent>?
  }

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
