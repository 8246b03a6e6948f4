#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import CoreGraphics

  /// Where a sheet is, for the screen behind it: map controls, a floating button or a list's
  /// last row that ride above the sheet, as in Apple Maps.
  ///
  /// ```swift
  /// Map()
  ///   .overlay(alignment: .bottomTrailing) {
  ///     BottomSheetGeometryReader { geometry in LocateButton().padding(.bottom, geometry.height) }
  ///   }
  ///   .inlineBottomSheet(detents: [.header, .medium, .large]) { Results() }
  /// ```
  public struct BottomSheetGeometry: Sendable, Hashable {
    /// The sheet's top edge, in the coordinate space of the view that carries the sheet's
    /// modifier (its top-left corner is 0, 0).
    public var top: CGFloat
    /// How much of that view's bottom the sheet covers: from the sheet's top edge to the
    /// bottom edge of the view that carries the modifier (not the window's: above a tab bar,
    /// above the home indicator's strip where that view stops there), so a view of that view
    /// padded up by this height sits just above the sheet; a floating card's includes the gap
    /// below it. 0 while the sheet is hidden or below that view's bottom edge.
    public var height: CGFloat
    /// 0 at the lowest detent, 1 at the highest, continuous between (beyond while stretched).
    public var progress: CGFloat
    /// Whether the sheet rests, follows a finger, springs, or is off screen.
    public var phase: SheetPhase

    /// A sheet that is not on screen: nothing covered.
    static let hidden = BottomSheetGeometry(top: 0, height: 0, progress: 0, phase: .dismissed)

    /// Creates a geometry from its values.
    init(top: CGFloat, height: CGFloat, progress: CGFloat, phase: SheetPhase) {
      self.top = top
      self.height = height
      self.progress = progress
      self.phase = phase
    }

    /// The host model's geometry in SwiftUI's units.
    init(_ geometry: SheetGeometry) {
      top = CGFloat(geometry.top)
      height = CGFloat(geometry.height)
      progress = CGFloat(geometry.progress)
      phase = geometry.phase
    }
  }
#endif
