#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import CoreGraphics
  import SwiftUI

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
    /// The side of that view the sheet covers: `bottom` for a bottom sheet and a card,
    /// `leading` or `trailing` for a side panel (an inline sheet in a regular-width
    /// container, issue #35), nil for a centred sheet or one off screen. Keep views clear of
    /// that side; ``height`` is 0 for a side panel, which covers none of the bottom.
    public var edge: Edge?
    /// The sheet's frame in that view's coordinate space when it is not a bottom sheet (a side
    /// panel, a centred sheet, a card in a regular-width container); nil for a bottom sheet,
    /// which ``top`` and ``height`` describe whole.
    ///
    /// ```swift
    /// BottomSheetGeometryReader { geometry in
    ///   MapControls()
    ///     // Beside a leading side panel; above a bottom sheet.
    ///     .padding(.leading, geometry.edge == .leading ? geometry.frame?.maxX ?? 0 : 0)
    ///     .padding(.bottom, geometry.height)
    /// }
    /// ```
    public var frame: CGRect?

    /// A sheet that is not on screen: nothing covered.
    static let hidden = BottomSheetGeometry(top: 0, height: 0, progress: 0, phase: .dismissed)

    /// Creates a geometry from its values.
    init(
      top: CGFloat, height: CGFloat, progress: CGFloat, phase: SheetPhase, edge: Edge? = nil,
      frame: CGRect? = nil
    ) {
      self.top = top
      self.height = height
      self.progress = progress
      self.phase = phase
      self.edge = edge
      self.frame = frame
    }

    /// The host model's geometry in SwiftUI's units.
    init(_ geometry: SheetGeometry) {
      top = CGFloat(geometry.top)
      height = CGFloat(geometry.height)
      progress = CGFloat(geometry.progress)
      phase = geometry.phase
      switch geometry.edge {
      case .bottom: edge = geometry.phase == .dismissed ? nil : .bottom
      case .leading: edge = .leading
      case .trailing: edge = .trailing
      case .none: edge = nil
      }
      frame = geometry.frame.map {
        CGRect(
          x: CGFloat($0.x), y: CGFloat($0.y), width: CGFloat($0.width), height: CGFloat($0.height))
      }
    }
  }
#endif
