extension DetentResolver.Resolution {
  /// The resolution for a placement that does not apply detents (a centred form sheet): one
  /// detent at `height`, named `keeping` when that is one of the app's detents (the selection,
  /// so that it survives the size class and comes back with it), else the first; every other
  /// identity becomes an alias of it.
  ///
  /// UIKit's form sheet in a regular-width, regular-height container is centred at its form
  /// size (`UIModalPresentationStyle.formSheet`'s page); the detents UIKit documents are a
  /// sheet's resting heights from an edge (`UISheetPresentationController.detents`), which a
  /// centred sheet has none of. A `height` ≤ 0 (a container with no room) becomes 1, as the
  /// resolver's own fallback. The grabber shows only when the app asks for it (`showsGrabber`):
  /// a sheet with one resting height has nothing to drag between.
  package func collapsed(to height: Double, keeping id: DetentID?, showsGrabber: Bool)
    -> DetentResolver.Resolution
  {
    var names = detents.map(\.id)
    for alias in aliases.keys.sorted(by: { $0.rawValue < $1.rawValue }) where !names.contains(alias)
    {
      names.append(alias)
    }
    let kept = id.flatMap { names.contains($0) ? $0 : nil } ?? detents[0].id
    var merged: [DetentID: DetentID] = [:]
    for name in names where name != kept { merged[name] = kept }
    let resolved = height.isFinite && height > 0 ? height : 1
    return DetentResolver.Resolution(
      detents: [ResolvedDetent(id: kept, height: resolved)], aliases: merged,
      diagnostics: diagnostics, showsGrabber: showsGrabber)
  }
}

extension DetentResolver.Resolution {
  /// This resolution as `metrics`' placement shows it: unchanged, or collapsed to its one
  /// height (``collapsed(to:keeping:showsGrabber:)``) when the placement does not apply
  /// detents.
  package func placed(
    _ metrics: SheetMetrics, configuration: SheetConfiguration, keeping id: DetentID?
  ) -> DetentResolver.Resolution {
    guard let height = metrics.placedHeight else { return self }
    return collapsed(
      to: height, keeping: id, showsGrabber: configuration.chrome.grabber == .visible)
  }
}
