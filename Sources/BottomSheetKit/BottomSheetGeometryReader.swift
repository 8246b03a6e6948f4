#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import SwiftUI

  /// A view of the screen behind a sheet that follows the sheet: its content is built from the
  /// sheet's geometry, and only it re-renders while the sheet moves.
  ///
  /// Use it inside the view that carries the sheet's modifier (the screen behind the sheet),
  /// for what rides on the sheet: map controls, a floating button, a banner above it.
  ///
  /// ```swift
  /// Map()
  ///   .overlay(alignment: .bottomTrailing) {
  ///     BottomSheetGeometryReader { geometry in
  ///       LocateButton().padding(.bottom, geometry.height + 16)
  ///     }
  ///   }
  ///   .inlineBottomSheet(detents: [.header, .medium, .large]) { Results() }
  /// ```
  ///
  /// ``BottomSheetGeometry/height`` is measured from the bottom edge of the view that carries
  /// the modifier, so a view padded by it sits on the sheet's top edge. The reader hears the
  /// sheet of the nearest sheet modifier around it; a sheet presented from that sheet's
  /// content is another sheet, with readers of its own. Outside any sheet modifier it shows
  /// its content for a hidden sheet (`height` 0, phase `dismissed`).
  ///
  /// Unlike writing ``SwiftUICore/View/onBottomSheetGeometryChange(perform:)``'s value into
  /// the screen's `@State`, nothing else re-renders: not the screen, not the sheet's content.
  public struct BottomSheetGeometryReader<Content: View>: View {
    @Environment(\.bottomSheetGeometrySource) private var source
    private let content: (BottomSheetGeometry) -> Content

    /// Creates a view whose content follows the sheet's geometry.
    ///
    /// - Parameter content: Builds the view from the sheet's geometry.
    public init(@ViewBuilder content: @escaping (BottomSheetGeometry) -> Content) {
      self.content = content
    }

    /// The content, built from the sheet's geometry.
    public var body: some View {
      // Outside any sheet modifier: a source that never publishes.
      SheetGeometryObserver(source: source ?? SheetGeometrySource(), content: content)
    }
  }

  /// Observes one sheet's geometry source (a separate view: an object read from the
  /// environment is observed through `@ObservedObject`).
  struct SheetGeometryObserver<Content: View>: View {
    @ObservedObject var source: SheetGeometrySource
    let content: (BottomSheetGeometry) -> Content

    var body: some View {
      content(source.geometry ?? BottomSheetGeometry.hidden)
    }
  }
#endif
