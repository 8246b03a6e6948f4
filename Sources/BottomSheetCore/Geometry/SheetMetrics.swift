/// The fixed geometry of one (configuration, context) pair: where the sheet's base is, how
/// tall it may get, how wide it is. Recomputed only when either input changes.
///
/// - Attached styles (inline, modal) rest on the container's bottom edge, raised by the
///   keyboard: base = container.height − keyboard; maximum height = base − safeArea.top −
///   topInset.
/// - A floating card rests `floatingInsets.bottom` above the bottom safe area (or the keyboard,
///   whichever is higher).
/// - Shape morphing resolves detents like an attached sheet; the card's insets shrink to zero
///   as it approaches its highest detent (see ``SheetLayout``).
/// - Width: the container minus a floating card's side insets and safe area, at most
///   `maximumWidth`, centred.
/// - Another ``SheetPlacement`` (a size class reported) replaces these with its own box:
///   `SheetMetrics+Placement.swift`.
@_spi(Lab) public struct SheetMetrics: Sendable, Hashable {
  /// y of the bottom of the area the sheet rests on; heights are measured up from here.
  public var base: Double
  /// The largest height the sheet can have.
  public var maximumHeight: Double
  /// The height at which the sheet is entirely off screen (≤ 0: base − container height).
  public var hiddenHeight: Double
  /// The sheet's left edge and width (before any sideways drag).
  public var x: Double
  /// The sheet's width.
  public var width: Double
  /// The container's height.
  public var containerHeight: Double
  /// The attached width/left used by morphing at its attached end.
  public var attachedX: Double
  /// The attached width used by morphing at its attached end.
  public var attachedWidth: Double
  /// Floating inset at the bottom, including the safe area (what morphing interpolates away).
  public var floatingBottomGap: Double
  /// Where the sheet is (``SheetPlacement/decide(style:adaptation:context:)``).
  public var placement = SheetPlacement.bottom
  /// Whether the sheet is drawn as a card with all four corners rounded (a floating card, a
  /// side panel, a centred sheet), rather than attached to the bottom edge.
  public var roundsAllCorners = false
  /// Whether the shape morphs (``SheetConfiguration/morphsShape`` or the glass look), which
  /// only a bottom placement does.
  public var morphs = false
  /// The one height every detent rests at when the placement does not apply detents (a
  /// centred sheet); nil otherwise.
  public var placedHeight: Double?

  /// Computes the metrics; geometry that does not fit is clamped and reported.
  public init(
    configuration c: SheetConfiguration, context: SheetContext,
    diagnostics: inout [SheetDiagnostic]
  ) {
    let size = context.containerSize
    let safe = context.safeArea
    containerHeight = size.height
    let attachedBase = size.height - context.keyboardHeight
    let floats = !c.style.capabilities.isAttachedToBottomEdge && !c.morphs
    let bottomGap = max(safe.bottom, context.keyboardHeight) + c.floatingInsets.bottom
    // The glass sheet's gap is measured from the container's bottom edge (or the keyboard),
    // not above the safe area: its bottom corners nest in the display's.
    floatingBottomGap =
      c.insetsLikeGlass ? SheetGlass.inset : max(0, bottomGap - context.keyboardHeight)
    base = floats ? size.height - bottomGap : attachedBase
    if base < safe.top {
      diagnostics.append(
        SheetDiagnostic(
          .invalidGeometry, field: "sheet.floatingInset.bottom",
          "no room above the bottom inset; sheet base raised to the top safe area"))
      base = min(max(safe.top, 0), size.height)
    }
    maximumHeight = max(0, base - safe.top - c.topInset)
    if base - safe.top - c.topInset < 0 {
      diagnostics.append(
        SheetDiagnostic(
          .invalidGeometry, field: "sheet.topInset", "top inset leaves no room; maximum height 0"))
    }
    hiddenHeight = min(0, base - size.height)
    let available = max(0, size.width - safe.leading - safe.trailing)
    attachedWidth = min(size.width, c.maximumWidth)
    attachedX = (size.width - attachedWidth) / 2
    if c.style.capabilities.isInsetFromEdges || c.morphs {
      let side = c.insetsLikeGlass ? SheetGlass.inset : c.floatingInsets.horizontal
      var inner = available - 2 * side
      if inner < 0 {
        diagnostics.append(
          SheetDiagnostic(
            .invalidGeometry, field: "sheet.floatingInset.horizontal",
            "insets wider than the container; card width 0"))
        inner = 0
      }
      width = min(inner, c.maximumWidth)
      x = safe.leading + (available - width) / 2
    } else {
      width = attachedWidth
      x = attachedX
    }
    morphs = c.morphs
    roundsAllCorners = c.style.capabilities.isInsetFromEdges
    let placement = SheetPlacement.decide(
      style: c.style, adaptation: c.adaptation, context: context)
    if placement != .bottom { place(placement, configuration: c, context: context) }
  }
}
