/// What the layer draws at one instant, with the hit-testing and accessibility rules that
/// follow from it.
public struct HostFrame: Sendable, Hashable {
  /// The engine's layout (``SheetLayout/hidden(containerHeight:)`` before the
  /// container has been measured).
  public var layout: SheetLayout
  /// The grabber's accessibility value ("collapsed", "half", …; "dismissed").
  public var accessibilityValue: String
  /// Whether VoiceOver must stay inside the sheet (`accessibilityViewIsModal`): when touches
  /// cannot reach the screen behind, neither can VoiceOver. Never for an inline sheet.
  public var isAccessibilityModal: Bool
  /// Whether the sheet and its shadow are drawn at all: not once it is dismissed.
  public var showsSheet: Bool
  /// The rectangle to draw the sheet's view in: the layout's ``SheetLayout/frame``, except
  /// that a sheet attached to the bottom edge is drawn at least twice the container's height
  /// tall from its top edge, so while it moves only its origin changes (nothing is laid out
  /// again) and a pull past its highest detent shows no gap below it.
  public var drawnFrame: SheetRect

  /// Whether a touch at `point` (container space) belongs to the screen behind the sheet.
  ///
  /// The container answers its `point(inside:with:)` with the negation of this. Declaring the
  /// touch region explicitly (the sheet's frame, plus the backdrop while it blocks) works on
  /// every iOS version; returning nil from a hosting view's `hitTest` stopped passing touches
  /// through on iOS 18, where the hosting root itself is returned as the hit view.
  public func passesTouchThrough(at point: SheetPoint) -> Bool {
    guard point.x.isFinite, point.y.isFinite else { return true }
    if layout.backdropBlocksTouches { return false }
    return layout.phase == .dismissed || !layout.frame.contains(point)
  }
}

extension SheetHostModel {
  /// The frame to draw at `timestamp` (the display link's target time). Pure: it changes
  /// nothing, so the layer may ask as often as it likes.
  public func frame(at timestamp: Double) -> HostFrame {
    guard let engine else {
      let height = geometry.containerSize.height
      let layout = SheetLayout.hidden(containerHeight: height.isFinite ? height : 0)
      return HostFrame(
        layout: layout, accessibilityValue: "dismissed", isAccessibilityModal: false,
        showsSheet: false, drawnFrame: layout.frame)
    }
    let t = timestamp.isFinite ? max(now, timestamp - (epoch ?? timestamp)) : now
    let layout = engine.layout(at: t)
    var drawn = layout.frame
    if engine.configuration.style.capabilities.isAttachedToBottomEdge {
      drawn.height = max(drawn.height, 2 * engine.context.containerSize.height)
    }
    return HostFrame(
      layout: layout, accessibilityValue: engine.accessibilityValue,
      isAccessibilityModal: layout.backdropBlocksTouches
        && configuration.style.capabilities.isPresentable,
      showsSheet: layout.phase != .dismissed, drawnFrame: drawn)
  }
}
