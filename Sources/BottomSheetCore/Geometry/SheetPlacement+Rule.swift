extension SheetPlacement {
  /// The placement rule: where a sheet of `style` goes in `context`, given the app's
  /// `adaptation`.
  ///
  /// It reads the size classes (`SheetContext.traits`) first and the container's width
  /// second:
  /// 1. Either size class not reported → ``bottom``, as before size classes existed, so a host
  ///    that does not report them sees no change. SwiftUI gives a host both at once (its
  ///    environment has both on iOS); a context with one alone is a custom detent's test or a
  ///    lab scenario, which keeps its phone sheet.
  /// 2. Compact height (an iPhone in landscape): a modal sheet covers the container
  ///    (``Kind/fullScreen``) unless ``SheetAdaptation/prefersEdgeAttachedInCompactHeight``,
  ///    as UIKit's sheet; other kinds take their regular-width choice (Maps shows its card on
  ///    the side in landscape), since a bottom sheet has almost no height there.
  /// 3. Regular width: ``SheetAdaptation/regularWidth`` (`automatic`: the kind's own,
  ///    `SheetStyle.Capabilities.automaticRegularWidth`).
  /// 4. Otherwise (compact width, regular height) → ``Kind/bottom``.
  ///
  /// A side panel needs ``SheetAdaptation/panelWidth`` plus two insets plus
  /// ``SheetAdaptation/minimumWidthBeside`` inside the safe area, a centred sheet its width plus
  /// two insets; without that room the rule gives the bottom sheet and says ``Basis/width``. A
  /// kind without a backdrop is never centred (it would cover the middle of a usable screen):
  /// it gets the side panel instead.
  ///
  /// Complexity: O(1), no allocation; called when the geometry or configuration changes.
  public static func decide(
    style: SheetStyle, adaptation a: SheetAdaptation, context: SheetContext
  ) -> SheetPlacement {
    let traits = context.traits
    guard traits.horizontalSizeClass != nil, traits.verticalSizeClass != nil else {
      return .bottom
    }
    let capabilities = style.capabilities
    let compactHeight = traits.verticalSizeClass == .compact
    let basis: Basis = compactHeight ? .verticalSizeClass : .horizontalSizeClass
    let attached = SheetPlacement(kind: .bottom, edge: .bottom, basis: basis)
    if compactHeight && capabilities.coversCompactHeight {
      if a.prefersEdgeAttachedInCompactHeight { return attached }
      return SheetPlacement(kind: .fullScreen, edge: .bottom, basis: basis)
    }
    guard compactHeight || traits.horizontalSizeClass == .regular else { return attached }
    var choice = a.regularWidth
    if choice == .automatic { choice = capabilities.automaticRegularWidth }
    let safe = context.safeArea
    let room = max(0, context.containerSize.width - safe.leading - safe.trailing)
    let narrow = SheetPlacement(kind: .bottom, edge: .bottom, basis: .width)
    switch choice {
    case .automatic, .bottom:
      return attached
    case .card:
      return SheetPlacement(kind: .card(a.cardAnchor), edge: .bottom, basis: basis)
    case .sidePanel:
      return sidePanel(a, room: room, basis: basis) ?? narrow
    case let .centered(sizing):
      guard capabilities.hasBackdrop else {
        return sidePanel(a, room: room, basis: basis) ?? narrow
      }
      let width = sizing == .page ? a.pageWidth : a.formSize.width
      guard room >= width + 2 * a.edgeInset else { return narrow }
      return SheetPlacement(kind: .centered(sizing), edge: .none, basis: basis)
    }
  }

  /// A side panel on the adaptation's edge, or nil when the room cannot hold it and the
  /// least width beside it.
  private static func sidePanel(_ a: SheetAdaptation, room: Double, basis: Basis)
    -> SheetPlacement?
  {
    guard room >= a.panelWidth + 2 * a.edgeInset + a.minimumWidthBeside else { return nil }
    return SheetPlacement(kind: .sidePanel, edge: a.panelEdge, basis: basis)
  }
}
