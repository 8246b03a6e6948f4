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
      return HostFrame(
        layout: .hidden(containerHeight: height.isFinite ? height : 0),
        accessibilityValue: "dismissed", isAccessibilityModal: false)
    }
    let t = timestamp.isFinite ? max(now, timestamp - (epoch ?? timestamp)) : now
    let layout = engine.layout(at: t)
    return HostFrame(
      layout: layout, accessibilityValue: engine.accessibilityValue,
      isAccessibilityModal: layout.backdropBlocksTouches
        && configuration.style.capabilities.isPresentable)
  }
}
