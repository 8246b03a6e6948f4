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
  public mutating func screenBottomInset(upThrough id: DetentID) -> Double {
    guard let engine, engine.isPresented, let highest = engine.detents.last else { return 0 }
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
    let covered = min(resting, limit) - (safeBottom.isFinite ? max(0, safeBottom) : 0)
    return covered.isFinite ? max(0, covered) : 0
  }
}
