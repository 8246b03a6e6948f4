#if canImport(UIKit)
  @_spi(Lab) import BottomSheetCore
  import BottomSheetHost
  import SwiftUI

  /// The view behind every public sheet modifier. It adds no layer over the base screen for a
  /// presented sheet (an invisible anchor in its background) and one UIKit container over it for
  /// an inline sheet; it measures the base's anchors and captures the environment the sheet's
  /// content receives. It re-renders when the app's state does, never per display frame.
  struct SheetHostView<Base: View, Sheet: View>: View {
    let base: Base
    let sheet: Sheet
    let presentation: SheetPresentation
    @State private var anchors: [String: Double] = [:]
    @Environment(\.self) private var environment

    var body: some View {
      let content = base.onPreferenceChange(SheetAnchorsKey.self) { value in anchors = value }
      let request = SheetRequest(
        presentation: presentation, content: sheet, environment: environment, anchors: anchors)
      if !presentation.style.capabilities.isPresentable {
        content.overlay {
          SheetInlineHost(request: request).ignoresSafeArea()
        }
      } else {
        content.background {
          SheetPresenter(request: request)
            .frame(width: 0, height: 0)
            .accessibilityHidden(true)
        }
      }
    }
  }
#endif
