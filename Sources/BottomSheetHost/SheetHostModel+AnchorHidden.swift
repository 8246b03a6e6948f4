@_spi(Lab) import BottomSheetCore
/// A presented sheet whose anchor is out of sight for a while (``HostInput/anchorHidden``): a
/// tab switched away, a screen pushed over the anchor's.
///
/// The user has not closed the sheet and will be back, so it is not dismissed (a persistent
/// card, "Your ride is 3 minutes away", must still be there when the tab is shown again). It
/// leaves the screen at once and quietly: detached without an exit spring (the screen it
/// belongs to is sliding away under it), the binding still true, no `onDismiss`. Its detent is
/// remembered (``resumeDetent``); when the anchor is back in a window the sheet attaches and is
/// drawn at rest there from its first frame, as a trace that began at rest does, with no
/// entrance: it never left, as far as the user can tell.
///
/// A dismissal while it is hidden (the binding false, the proxy's dismiss, the anchor leaving
/// for good, the modifier removed) ends it with nothing to animate: `onDismiss` once, since it
/// had been shown, and the binding written false where it still said true.
extension SheetHostModel {
  /// The anchor left its window while its controller stays in its container.
  mutating func anchorHidden(time t: Double) {
    guard configuration.style.capabilities.isPresentable else { return }
    anchorInWindow = false
    guard attached else {
      // Not on screen: a waiting sheet goes on waiting, a hidden one stays hidden.
      if resumeDetent == nil { waitsForAnchor = knownPresented == true && !removed }
      return
    }
    let shownOn = engine.flatMap { $0.isPresented ? $0.selectedDetentID : nil }
    touch = nil
    pendingClose = false
    entering = false
    holdAfterLift = nil
    startsAtRest = false
    detachIfAttached()
    stopClock()
    if knownPresented == true {
      waitsForAnchor = !removed
    } else if engine != nil {
      // On its way out already (binding written, children told): its exit ends here.
      effects.append(.callOnDismiss)
      endPresentation()
    }
    guard engine != nil else { return }
    engine = nil
    resumeDetent = nil
    makeEngine(time: t)
    // Never measured (no engine): nothing was drawn, so it enters as usual when it is back.
    if knownPresented == true, !removed { resumeDetent = shownOn }
  }

  /// Brings a sheet hidden with its anchor back at rest on its detent, attached, without an
  /// entrance; whether it did (false: it was not hidden that way).
  mutating func resumeAtRest(time t: Double) -> Bool {
    guard resumeDetent != nil, engine != nil, knownPresented == true else { return false }
    engine = nil
    // `makeEngine` creates it at rest on `resumeDetent` and attaches it.
    makeEngine(time: t)
    resumeDetent = nil
    return true
  }

  /// Ends the presentation of a sheet hidden with its anchor, which had been shown: the binding
  /// written false where it still says true, the children told, `onDismiss` once, then
  /// ``HostEffect/presentationEnded``. Nothing is detached (it is off screen already).
  mutating func endHiddenPresentation() {
    resumeDetent = nil
    waitsForAnchor = false
    if knownPresented == true {
      knownPresented = false
      effects.append(.setPresented(false))
    }
    effects.append(.dismissChildren)
    effects.append(.callOnDismiss)
    endPresentation()
  }
}
