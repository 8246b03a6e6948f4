#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import CoreGraphics

  /// Where a sheet is, for the screen behind it: map controls, a floating button or a list's
  /// last row that ride above the sheet, as in Apple Maps.
  ///
  /// ```swift
  /// Map()
  ///   .inlineBottomSheet(detents: [.header, .medium, .large]) { Results() }
  ///   .onBottomSheetGeometryChange { geometry in sheetHeight = geometry.height }
  /// ```
  public struct BottomSheetGeometry: Sendable, Hashable {
    /// The sheet's top edge, in the coordinate space of the view that carries the sheet's
    /// modifier (its top-left corner is 0, 0).
    public var top: CGFloat
    /// How much of that view's bottom the sheet covers: from its top edge to the view's bottom
    /// edge (a floating card's includes the gap below it, so a view padded up by this height
    /// sits just above the card); 0 while the sheet is hidden.
    public var height: CGFloat
    /// 0 at the lowest detent, 1 at the highest, continuous between (beyond while stretched).
    public var progress: CGFloat
    /// Whether the sheet rests, follows a finger, springs, or is off screen.
    public var phase: SheetPhase

    /// The host model's geometry in SwiftUI's units.
    init(_ geometry: SheetGeometry) {
      top = CGFloat(geometry.top)
      height = CGFloat(geometry.height)
      progress = CGFloat(geometry.progress)
      phase = geometry.phase
    }
  }
#endif
