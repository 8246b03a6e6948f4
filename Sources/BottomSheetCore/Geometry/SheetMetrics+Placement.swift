extension SheetMetrics {
  /// Replaces the bottom sheet's box with `placement`'s: x, width, base, maximum height and
  /// the hidden height, in container space.
  ///
  /// - Full screen: the container's whole width, base on the bottom edge (or the keyboard),
  ///   the maximum height up to the container's top less ``SheetConfiguration/topInset``:
  ///   UIKit's full-screen appearance covers the status bar's strip too.
  /// - Side panel: ``SheetAdaptation/panelWidth`` wide (less if the room is narrower), on the
  ///   physical side the edge and layout direction give, ``SheetAdaptation/edgeInset`` inside
  ///   the safe area on its side, top and bottom (above the keyboard if it is higher).
  /// - Centred: the sizing's width and height, centred in the safe area less the edge inset,
  ///   pushed up by the keyboard and shortened if it still does not fit; its one height is
  ///   ``placedHeight``.
  /// - Card: today's floating card (its ``FloatingInsets``), at most
  ///   ``SheetAdaptation/cardMaximumWidth`` wide, at the anchor.
  ///
  /// Each box is clamped to the room (never wider or taller than the container), so a Split
  /// View sliver or a short landscape phone gets a smaller sheet, never a sheet off screen.
  mutating func place(
    _ placement: SheetPlacement, configuration c: SheetConfiguration, context: SheetContext
  ) {
    self.placement = placement
    guard placement.kind != .bottom else { return }
    morphs = false
    let a = c.adaptation
    let size = context.containerSize
    let safe = context.safeArea
    let rightToLeft = context.traits.layoutDirection == .rightToLeft
    let leftSafe = rightToLeft ? safe.trailing : safe.leading
    let available = max(0, size.width - safe.leading - safe.trailing)
    let inset = a.edgeInset
    let bottomLimit = size.height - max(safe.bottom, context.keyboardHeight)
    switch placement.kind {
    case .bottom:
      return
    case .fullScreen:
      roundsAllCorners = false
      x = 0
      width = size.width
      base = max(0, size.height - context.keyboardHeight)
      maximumHeight = max(0, base - c.topInset)
    case .sidePanel:
      roundsAllCorners = true
      width = max(0, min(a.panelWidth, available - 2 * inset))
      let onLeft = (placement.edge == .leading) != rightToLeft
      x = onLeft ? leftSafe + inset : leftSafe + available - inset - width
      base = max(safe.top, bottomLimit - inset)
      maximumHeight = max(0, base - safe.top - inset - c.topInset)
    case let .centered(sizing):
      roundsAllCorners = true
      let wanted: SheetSize
      switch sizing {
      case .form: wanted = a.formSize
      case .page: wanted = SheetSize(width: a.pageWidth, height: .infinity)
      case .fitted:
        let chrome = c.chrome.height(showingGrabber: c.chrome.grabber == .visible)
        wanted = SheetSize(width: a.formSize.width, height: context.contentHeight + chrome)
      }
      width = max(0, min(wanted.width, available - 2 * inset))
      x = leftSafe + (available - width) / 2
      let roomTop = safe.top + inset
      let room = max(0, size.height - safe.bottom - inset - roomTop)
      let height = max(0, min(wanted.height, room))
      var top = roomTop + (room - height) / 2
      let lowest = bottomLimit - inset
      if top + height > lowest { top = max(roomTop, lowest - height) }
      let fitted = max(0, min(height, lowest - top))
      base = top + fitted
      maximumHeight = max(0, fitted - c.topInset)
      placedHeight = maximumHeight
    case let .card(anchor):
      roundsAllCorners = true
      let side = c.floatingInsets.horizontal
      width = max(0, min(a.cardMaximumWidth, c.maximumWidth, available - 2 * side))
      let free = max(0, available - width)
      switch anchor {
      case .bottom: x = leftSafe + free / 2
      case .bottomLeading: x = rightToLeft ? leftSafe + free - side : leftSafe + side
      case .bottomTrailing: x = rightToLeft ? leftSafe + side : leftSafe + free - side
      }
      base = max(safe.top, bottomLimit - c.floatingInsets.bottom)
      maximumHeight = max(0, base - safe.top - c.topInset)
    }
    attachedX = x
    attachedWidth = width
    floatingBottomGap = 0
    hiddenHeight = min(0, base - size.height)
  }
}
