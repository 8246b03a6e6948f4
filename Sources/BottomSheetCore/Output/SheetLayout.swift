/// Everything the view layer needs to draw the sheet at one instant.
///
/// Produced by ``SheetEngine/layout(at:)``, a pure function of the engine's state and the time,
/// so a `TimelineView` can ask for it every frame. The SwiftUI layer applies ``top`` as an
/// offset, ``backdropOpacity`` to the backdrop, ``cornerRadii`` to the shape and
/// ``backdropBlocksTouches`` to hit testing; it lays the content out at ``contentHeight``,
/// which changes at most twice per gesture.
public struct SheetLayout: Sendable, Hashable {
  /// The instant this layout describes.
  @_spi(Lab) public var time: Double
  /// The motion phase.
  public var phase: SheetPhase
  /// y of the sheet's top edge in container space.
  public var top: Double
  /// The sheet's height above its base (`base − top`); the engine's position coordinate.
  public var height: Double
  /// Sideways offset of a floating card (rubber-banded); 0 for other styles.
  public var horizontalOffset: Double
  /// The visible sheet (or card) rectangle in container space, for drawing and hit testing.
  public var frame: SheetRect
  /// Corner radii of ``frame``.
  public var cornerRadii: CornerRadii
  /// The backdrop's opacity, 0…1.
  public var backdropOpacity: Double
  /// Whether touches outside ``frame`` hit the backdrop (true) or reach the screen behind.
  public var backdropBlocksTouches: Bool
  /// The height to lay the content out at (below the chrome).
  public var contentHeight: Double
  /// Whether the content is taller than the space it has at rest, and so should scroll.
  public var contentOverflows: Bool
  /// Who the current drag moves.
  public var dragOwner: DragOwner
  /// The inner scroll view's content offset as the engine models it (0 = top).
  public var contentOffset: Double
  /// The selected detent (nil only when there is none, which resolution prevents).
  public var selectedDetent: DetentID?
  /// Whether a modal/floating sheet is presented (inline: not hidden).
  public var isPresented: Bool
  /// Position between the lowest (0) and highest (1) detent, clamped.
  public var progress: Double
  /// The adjacent detents around the position and the fraction between them (0 at `lower`).
  @_spi(Lab) public var segment: DetentSegment
  /// Rubber-band stretch past the highest (positive) or lowest (negative) detent, −1…1 of
  /// the rubber band's limit.
  public var stretch: Double
  /// Sideways stretch of a floating card, −1…1 of its limit.
  public var sidewaysStretch: Double
  /// Whether to draw the grabber (``GrabberVisibility``): decided when detents resolve, so it
  /// changes only with the configuration or the geometry (content height, keyboard, anchors),
  /// which may change during a drag; touches and springs never change it.
  public var showsGrabber: Bool
  /// How far the sheet has grown out of its ``SheetConfiguration/source``: 0 on the source, 1
  /// at the lowest detent and above (and always 1 without a source). A function of the height
  /// (``SheetSource``), so it moves as continuously as the sheet does.
  public var morphProgress: Double = 1
  /// The sheet's opacity, 0…1: 1 without a source. With one it is 0 on the source and reaches
  /// 1 early in the morph (the sheet fades in over the view it grows out of); under Reduce
  /// Motion the morph is a cross-fade instead, and this is ``morphProgress`` itself while the
  /// frame stays on the lowest detent's. The layer multiplies the sheet's (content, background
  /// and shadow) opacity by it.
  public var opacity: Double = 1
  /// Where the sheet is and the side it covers (``SheetPlacement``): the layer draws
  /// ``frame`` with ``cornerRadii`` whatever the placement, and insets ``SheetPlacement/edge``
  /// of the screen behind.
  public var placement = SheetPlacement.bottom
}

extension SheetLayout {
  /// A sheet that is not on screen: what a view draws before its container has been measured
  /// (the engine needs a size to say anything else). No backdrop, blocks nothing.
  ///
  /// - Parameter containerHeight: Where "below the screen" is; 0 if not known yet.
  package static func hidden(containerHeight: Double = 0) -> SheetLayout {
    let y = containerHeight.isFinite ? max(containerHeight, 0) : 0
    return SheetLayout(
      time: 0, phase: .dismissed, top: y, height: 0, horizontalOffset: 0,
      frame: SheetRect(x: 0, y: y, width: 0, height: 0),
      cornerRadii: CornerRadii(top: 0, bottom: 0), backdropOpacity: 0,
      backdropBlocksTouches: false, contentHeight: 0, contentOverflows: false,
      dragOwner: .sheet, contentOffset: 0, selectedDetent: nil, isPresented: false, progress: 0,
      segment: DetentSegment(lower: 0, upper: 0, fraction: 0), stretch: 0, sidewaysStretch: 0,
      showsGrabber: false)
  }
}
