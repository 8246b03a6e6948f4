@_spi(Lab) import BottomSheetCore
/// The screen behind an inline sheet keeps its content above the sheet:
/// `bottomSheetSafeAreaInset(upThrough:)`, as Apple Maps keeps its controls above its sheet.
extension SheetHostModel {
  /// How much the hosted screen's bottom safe area grows for the sheet, up through detent `id`:
  /// the height the sheet rests at, capped at `id`'s height, less the bottom safe area the
  /// screen already has (the home-indicator strip the sheet covers too), never negative.
  ///
  /// Heights are the engine's, measured up from the sheet's base (the container's bottom
  /// edge, or the keyboard's top when the sheet rides on it): `.height(200)` rests with its top
  /// 200 pt above the container's bottom, so with a 34 pt home-indicator strip the screen's
  /// inset grows by 166.
  ///
  /// It follows where the sheet **rests**, not where it is: the selected detent at rest, the
  /// target while it springs (from the release, a binding or the proxy), the detent it rested
  /// on while a finger drags it; 0 while it leaves and once it is hidden (an inline sheet with
  /// an `isPresented` binding). So it changes a few times a gesture, never per frame: a
  /// per-frame inset relays out the whole screen (a `List` re-measures its rows) on every
  /// frame. What a per-frame inset would cost a screen with a `List` is to be measured on a
  /// device (the device plan's safe-area item); until then, at rest is the rule.
  ///
  /// The layer calls it after each input's effects are applied (and after each display frame
  /// that ended a motion) and changes the inset only when the value differs from the one it
  /// applied. A detent `id` that is not among the sheet's resolved detents is reported once
  /// (`host.safeAreaInset.upThrough`) and taken as the highest detent.
  ///
  /// ```swift
  /// let inset = host.screenBottomInset(upThrough: "medium")
  /// if inset != applied { screen.additionalSafeAreaInsets.bottom = inset }
  /// ```
  ///
  /// A sheet that covers another side (a side panel in a regular-width container) or none (a
  /// centred sheet) insets no bottom: 0 (``screenInset(upThrough:)`` gives its side).
  public mutating func screenBottomInset(upThrough id: DetentID) -> Double {
    guard let engine, engine.isPresented, let highest = engine.detents.last else { return 0 }
    guard engine.metrics.placement.edge == .bottom else { return 0 }
    let limit: Double
    if let detent = engine.detent(id) {
      limit = detent.height
      reportedInsetDetent = nil
    } else {
      limit = highest.height
      if reportedInsetDetent != id {
        reportedInsetDetent = id
        report(
          SheetDiagnostic(
            .unknownDetent, field: "host.safeAreaInset.upThrough",
            "\(id) is not a resolved detent; the highest, \(highest.id), is used"))
      }
    }
    let resting =
      engine.selectedDetentID.flatMap { engine.detent($0) }?.height ?? engine.detents[0].height
    let safeBottom = geometry.safeArea.bottom
    // A card rests above the bottom inset: it covers that gap too.
    var gap = 0.0
    if case .card = engine.metrics.placement.kind {
      gap = max(0, engine.metrics.containerHeight - engine.metrics.base)
    }
    let covered =
      min(resting, limit) + gap - (safeBottom.isFinite ? max(0, safeBottom) : 0)
    return covered.isFinite ? max(0, covered) : 0
  }

  /// The side of the hosted screen an inline sheet covers and how far to inset it, up through
  /// detent `id`: the bottom by ``screenBottomInset(upThrough:)`` for a bottom sheet or card; a
  /// side panel's side by its width and its gap to the edge (the panel is as tall as its
  /// detent, but a list beside it must not run under it at any height, so the whole side is
  /// inset while the panel is up); nothing for a centred sheet or a hidden one.
  ///
  /// The side is logical (leading or trailing), as SwiftUI's safe-area insets are: in a
  /// right-to-left layout a leading panel is on the right and insets the leading side.
  public mutating func screenInset(upThrough id: DetentID) -> SheetScreenInset {
    guard let engine, engine.isPresented else { return .none }
    let placement = engine.metrics.placement
    switch placement.edge {
    case .bottom:
      return SheetScreenInset(edge: .bottom, length: screenBottomInset(upThrough: id))
    case .leading, .trailing:
      let length = engine.metrics.width + engine.configuration.adaptation.edgeInset
      return SheetScreenInset(edge: placement.edge, length: length.isFinite ? max(0, length) : 0)
    case .none:
      return .none
    }
  }
}
