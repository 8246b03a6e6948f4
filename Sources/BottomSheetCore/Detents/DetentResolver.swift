/// Resolves a list of ``Detent`` values to heights for one context.
///
/// Rules, applied in order (each repair is reported as a ``SheetDiagnostic``):
/// 0. The grabber is shown or not (``GrabberVisibility``): `automatic` resolves the list once
///    without it and shows it when more than one detent results; the final pass counts it.
/// 1. Each detent is resolved: `height` as given, `fraction` × maximum height, `large` =
///    maximum height, `fitsContent` = content height + chrome, `header` = chrome (plus the
///    bottom safe area for a sheet attached to the bottom edge), `anchor` = base − anchor y,
///    `custom` = its closure (nil: left out, step 2). A side panel, centred sheet or card rests
///    above the bottom safe area, so its `header` is the chrome alone. With the glass look (``SheetLook/glass``)
///    `height` and `custom` add the bottom safe area, as iOS 26 does
///    (``SheetGlass/customHeight(_:bottomSafeArea:)``).
/// 2. A non-finite result, a missing anchor, a custom detent's nil, or a height ≤ 0 drops the
///    detent. A selection on a dropped detent moves to the detent nearest the sheet's height
///    (`SheetEngine`'s re-resolution), and stays there when the detent comes back.
/// 3. A height above the maximum is clamped to it.
/// 4. Sorted ascending (ties keep list order); a detent within ``mergeTolerance`` of the
///    previous one is merged into it: the first listed keeps its identity and the other
///    becomes an alias of it.
/// 5. If nothing is left, the result is `large` alone (or a 1-point sheet in a zero-size
///    container), with a diagnostic.
///
/// Complexity: O(n log n) in the number of detents.
@_spi(Lab) public enum DetentResolver {
  /// Heights closer than this (points) are the same resting place. Half a point: under one
  /// pixel on a 2× screen.
  public static let mergeTolerance = 0.5

  /// The outcome of resolving a detent list.
  public struct Resolution: Sendable, Hashable {
    /// Usable detents, ascending by height; never empty.
    public var detents: [ResolvedDetent]
    /// Identities merged into another detent, mapped to the identity they now share.
    public var aliases: [DetentID: DetentID]
    /// What had to be dropped, clamped or merged.
    public var diagnostics: [SheetDiagnostic]
    /// Whether the grabber is shown; its height was counted in the chrome if so.
    public var showsGrabber: Bool
  }

  /// Resolves `detents` for `context` under `configuration`.
  ///
  /// Complexity: O(n log n); twice that for an ``GrabberVisibility/automatic`` grabber with
  /// more than one detent. Detents resolve when the geometry or configuration changes, never
  /// per touch sample.
  public static func resolve(
    _ detents: [Detent], configuration: SheetConfiguration, context: SheetContext,
    metrics: SheetMetrics
  ) -> Resolution {
    let shows: Bool
    switch configuration.chrome.grabber {
    case .visible: shows = true
    case .hidden: shows = false
    case .automatic:
      let without = resolve(
        detents, chrome: configuration.chrome.height(showingGrabber: false), context: context,
        metrics: metrics, showsGrabber: false, glass: configuration.insetsLikeGlass,
        attached: restsOnBottomEdge(configuration, metrics))
      guard without.detents.count > 1 else { return without }
      shows = true
    }
    return resolve(
      detents, chrome: configuration.chrome.height(showingGrabber: shows), context: context,
      metrics: metrics, showsGrabber: shows, glass: configuration.insetsLikeGlass,
      attached: restsOnBottomEdge(configuration, metrics))
  }

  /// Whether the sheet's bottom is the container's bottom edge, so a `header` detent adds the
  /// bottom safe area: an attached kind in a bottom or full-screen placement. A side panel,
  /// centred sheet or card rests above the safe area already.
  private static func restsOnBottomEdge(
    _ configuration: SheetConfiguration, _ metrics: SheetMetrics
  ) -> Bool {
    configuration.style.capabilities.isAttachedToBottomEdge && !metrics.roundsAllCorners
  }

  /// One pass of the rules with the chrome's height decided.
  private static func resolve(
    _ detents: [Detent], chrome: Double, context: SheetContext, metrics: SheetMetrics,
    showsGrabber: Bool, glass: Bool, attached: Bool
  ) -> Resolution {
    // The iOS 26 sheet adds the bottom safe area to custom heights (SheetGlass.customHeight).
    func custom(_ height: Double) -> Double {
      glass ? SheetGlass.customHeight(height, bottomSafeArea: context.safeArea.bottom) : height
    }
    var notes: [SheetDiagnostic] = []
    let maxHeight = metrics.maximumHeight
    let detentContext = DetentContext(
      maximumHeight: maxHeight, containerSize: context.containerSize,
      contentHeight: context.contentHeight, chromeHeight: chrome, traits: context.traits)
    var candidates: [(order: Int, detent: ResolvedDetent)] = []
    var seen: Set<DetentID> = []
    for (order, detent) in detents.enumerated() {
      let field = "sheet.detents[\(order)]"
      if !seen.insert(detent.id).inserted {
        notes.append(
          SheetDiagnostic(.detentMerged, field: field, "\(detent.id) listed twice; kept the first"))
        continue
      }
      let raw: Double?
      switch detent.kind {
      case let .height(h): raw = custom(h)
      case let .fraction(f): raw = f * maxHeight
      case .large: raw = maxHeight
      case .fitsContent: raw = context.contentHeight + chrome
      case .header:
        // Clear of the home indicator: the glass look adds the strip as for custom heights;
        // an attached opaque sheet adds it here; a floating card rests above it already.
        let strip = context.safeArea.bottom.isFinite ? max(0, context.safeArea.bottom) : 0
        raw = glass ? custom(chrome) : chrome + (attached ? strip : 0)
      case let .anchor(name):
        if let y = context.anchors[name] {
          raw = metrics.base - y
        } else {
          raw = nil
          notes.append(
            SheetDiagnostic(
              .detentDropped, field: field, "\(detent.id): anchor \"\(name)\" is not measured"))
        }
      case let .custom(resolve):
        if let height = resolve(detentContext) {
          raw = custom(height)
        } else {
          // Left out on purpose (Apple's custom detent returns nil); reported like any
          // detent that is not in the list, so a host can tell why a selection moved.
          raw = nil
          notes.append(
            SheetDiagnostic(
              .detentDropped, field: field, "\(detent.id): custom height is nil; left out"))
        }
      }
      guard var height = raw else { continue }
      guard height.isFinite, height > 0 else {
        notes.append(
          SheetDiagnostic(
            .detentDropped, field: field, "\(detent.id) resolved to \(height); not usable"))
        continue
      }
      if height > maxHeight {
        if maxHeight <= 0 {
          notes.append(
            SheetDiagnostic(.detentDropped, field: field, "\(detent.id): no room for the sheet"))
          continue
        }
        notes.append(
          SheetDiagnostic(
            .detentClamped, field: field,
            "\(detent.id) resolved to \(height), above the maximum \(maxHeight); clamped"))
        height = maxHeight
      }
      candidates.append((order, ResolvedDetent(id: detent.id, height: height)))
    }
    candidates.sort { a, b in
      a.detent.height != b.detent.height ? a.detent.height < b.detent.height : a.order < b.order
    }
    var result: [(order: Int, detent: ResolvedDetent)] = []
    var aliases: [DetentID: DetentID] = [:]
    for candidate in candidates {
      if let last = result.last,
        candidate.detent.height - last.detent.height < mergeTolerance
      {
        // The one listed first keeps its identity (and its height).
        let keep = last.order < candidate.order ? last : candidate
        let drop = last.order < candidate.order ? candidate : last
        result[result.count - 1] = keep
        aliases[drop.detent.id] = keep.detent.id
        notes.append(
          SheetDiagnostic(
            .detentMerged, field: "sheet.detents[\(drop.order)]",
            "\(drop.detent.id) has the same height as \(keep.detent.id); merged"))
        continue
      }
      result.append(candidate)
    }
    for (from, to) in aliases {
      // Re-point aliases of detents that were themselves merged later.
      var target = to
      while let next = aliases[target], next != target { target = next }
      aliases[from] = target
    }
    var resolved = result.map(\.detent)
    if resolved.isEmpty {
      let fallback = max(maxHeight, 1)
      notes.append(
        SheetDiagnostic(.noDetents, field: "sheet.detents", "no usable detent; using large"))
      resolved = [ResolvedDetent(id: "large", height: fallback)]
    }
    return Resolution(
      detents: resolved, aliases: aliases, diagnostics: notes, showsGrabber: showsGrabber)
  }
}
