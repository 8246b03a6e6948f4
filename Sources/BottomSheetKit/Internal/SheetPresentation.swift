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
    /// Called each time a presentation the binding asked for is over, whether or not it was
    /// ever on screen (``HostEffect/presentationEnded``); the `item:` modifier ends a swap on it.
    /// Unlike `onDismiss`, which is the app's and is silent for a sheet nobody saw.
    var presentationEnded: (() -> Void)?
  }
#endif
