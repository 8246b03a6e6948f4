#if canImport(UIKit)
  @_spi(Lab) import BottomSheetCore
  import BottomSheetHost
  import SwiftUI

  /// The view behind every public sheet modifier. A presented sheet adds no layer over the base
  /// screen: an invisible anchor at its top-leading corner presents it (``SheetPresenter``). An
  /// inline sheet hosts the base screen inside the package's UIKit controller, under its
  /// container (``SheetInlineHost``), so nothing of SwiftUI's stands between a touch and the
  /// screen. It measures the base's anchors and captures the environment the sheet's content
  /// receives. It re-renders when the app's state does, never per display frame.
  struct SheetHostView<Base: View, Sheet: View>: View {
    let base: Base
    let sheet: Sheet
    let presentation: SheetPresentation
    @State private var anchors: [String: Double] = [:]
    @Environment(\.self) private var environment

    var body: some View {
      if !presentation.style.capabilities.isPresentable {
        // The hosted screen measures its own anchors and hands them to the sheet.
        SheetInlineHost(
          base: base,
          request: SheetRequest(
            presentation: presentation, content: sheet, environment: environment, anchors: [:])
        )
        .ignoresSafeArea()
      } else {
        base
          .coordinateSpace(name: SheetAnchorSpace.name)
          .sheetOnPreferenceChange(SheetAnchorsKey.self, write: $anchors)
          .background(alignment: .topLeading) {
            SheetPresenter(
              request: SheetRequest(
                presentation: presentation, content: sheet, environment: environment,
                anchors: anchors)
            )
            .frame(width: 0, height: 0)
            .accessibilityHidden(true)
          }
      }
    }
  }
#endif
