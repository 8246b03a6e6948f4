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
    /// This sheet's geometry, for the base's ``BottomSheetGeometryReader`` views.
    @StateObject private var geometrySource = SheetGeometrySource()
    @Environment(\.self) private var environment

    var body: some View {
      if !presentation.style.capabilities.isPresentable {
        // The hosted screen measures its own anchors and hands them to the sheet.
        SheetInlineHost(
          base: base,
          request: SheetRequest(
            presentation: presentation, content: sheet, environment: contentEnvironment,
            anchors: [:], geometry: output, screenEnvironment: screenEnvironment)
        )
        .ignoresSafeArea()
      } else {
        base
          .environment(\.bottomSheetGeometryHandler, nil)
          .environment(\.bottomSheetGeometrySource, geometrySource)
          .coordinateSpace(name: SheetAnchorSpace.name)
          .sheetOnPreferenceChange(SheetAnchorsKey.self, write: $anchors)
          .background(alignment: .topLeading) {
            // The reader is as large as the base: its size is the presenting view's, whose
            // bottom edge the geometry's height is measured from. The anchor sits at its
            // top-leading corner.
            GeometryReader { proxy in
              SheetPresenter(
                request: SheetRequest(
                  presentation: presentation, content: sheet, environment: contentEnvironment,
                  anchors: anchors, geometry: output, screenEnvironment: nil,
                  baseHeight: Double(proxy.size.height))
              )
              .frame(width: 0, height: 0)
              .accessibilityHidden(true)
            }
          }
      }
    }

    /// Where this sheet's geometry goes.
    private var output: SheetGeometryOutput {
      SheetGeometryOutput(handler: environment.bottomSheetGeometryHandler, source: geometrySource)
    }

    /// The content's environment: the modifier's, without the geometry action and readers'
    /// source, which belong to this sheet alone (a sheet presented from its content, or
    /// another sheet modifier inside the base, is another sheet, and must not report to them).
    private var contentEnvironment: EnvironmentValues {
      var values = environment
      values.bottomSheetGeometryHandler = nil
      values.bottomSheetGeometrySource = nil
      return values
    }

    /// The hosted screen's environment (an inline sheet's base): its readers follow this sheet.
    private var screenEnvironment: EnvironmentValues {
      var values = contentEnvironment
      values.bottomSheetGeometrySource = geometrySource
      return values
    }
  }
#endif
