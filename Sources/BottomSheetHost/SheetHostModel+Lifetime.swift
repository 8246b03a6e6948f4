@_spi(Lab) import BottomSheetCore
/// Where a presented sheet lives and how long: its anchor's window, its modifier, its parent.
///
/// A presented (modal or floating) sheet is drawn above its presenter's window, but it belongs to
/// the view its modifier is attached to (its anchor). Apple's `sheet(isPresented:)` follows the
/// same rules: a presentation waits for its presenter to be on screen, ends when the presenter
/// goes away, and a sheet presented from a sheet goes with it.
extension SheetHostModel {
  /// The anchor entered or left its window.
  ///
  /// Entering: a sheet whose binding already says presented attaches now and enters from
  /// there; until then it waits (a container the window does not hold cannot be measured, and
  /// an entrance nobody sees must not have run its course when it is first drawn). Leaving: a
  /// sheet that is on screen leaves with its exit spring.
  mutating func anchorMoved(inWindow: Bool, time t: Double) {
    guard configuration.style.capabilities.isPresentable else { return }
    let wasInWindow = anchorInWindow
    anchorInWindow = inWindow
    guard inWindow else {
      leave(time: t)
      return
    }
    // Arriving in a window again also ends a refusal (`attachFailed`): the layer tries anew.
    let refused = presenterRefused
    presenterRefused = false
    guard wasInWindow != true || refused else { return }
    attachIfWaiting(time: t)
  }

  /// Attaches and enters a sheet that was waiting for its presenter, if it still is. A sheet
  /// hidden with its anchor (``HostInput/anchorHidden``) comes back at rest instead.
  mutating func attachIfWaiting(time t: Double) {
    guard waitsForAnchor, !removed, !anchorIsAway else { return }
    waitsForAnchor = false
    guard !resumeAtRest(time: t) else { return }
    attachIfNeeded()
    // Not yet measured: the engine presents when it is created (`makeEngine`).
    withEngine(t) { $0.send(.present(animated: true), at: t) }
  }

  /// The layer could not attach the sheet (``HostInput/attachFailed``).
  ///
  /// The attach is undone as if it had never happened: the sheet is off screen again, quietly
  /// (a new engine, hidden: a dismissal would write the binding and call `onDismiss` for a
  /// sheet nobody saw), the display clock the entrance started is stopped, and a sheet that
  /// is still wanted (its binding true) waits, as for an anchor in no window, until
  /// ``HostInput/presenterReady`` or the anchor's arrival in a window.
  ///
  /// Every refusal is reported (``diagnostics``, numbered by ``attachRefusals``): a sheet that
  /// never appears says why. A sheet that was at rest when it was refused (it came back at rest
  /// after ``HostInput/anchorHidden``) comes back at rest on the retry as well, and counts as
  /// shown: a dismissal while it waits calls `onDismiss`.
  mutating func attachFailed(time t: Double) {
    guard configuration.style.capabilities.isPresentable, attached else {
      report(
        SheetDiagnostic(
          .unexpectedEvent, field: "host.attachFailed",
          "ignored: the sheet is not attached (no attach to undo)"))
      return
    }
    attachRefusals += 1
    report(
      SheetDiagnostic(
        .unexpectedEvent, field: "host.attachFailed",
        "the layer could not attach the sheet (refusal \(attachRefusals)): it waits for "
          + "presenterReady or its anchor's arrival in a window; the binding stays true"))
    // At rest and not entering: it came back at rest (or started there), and will again.
    let restingOn = engine.flatMap {
      $0.isPresented && !entering && $0.phase(at: t) == .idle ? $0.selectedDetentID : nil
    }
    attached = false
    presenterRefused = true
    waitsForAnchor = knownPresented == true && !removed
    entering = false
    focusPending = false
    holdAfterLift = nil
    startsAtRest = false
    stopClock()
    guard engine != nil else { return }
    engine = nil
    resumeDetent = nil
    makeEngine(time: t)
    if knownPresented == true { resumeDetent = restingOn }
  }

  /// Stops the display clock, if it runs.
  mutating func stopClock() {
    if clockRunning {
      clockRunning = false
      effects.append(.displayClock(running: false))
    }
    latestFrameTime = nil
  }

  /// The presenter can present again (``HostInput/presenterReady``): a sheet waiting after a
  /// refused attach attaches and enters now.
  mutating func presenterReady(time t: Double) {
    guard presenterRefused else { return }
    presenterRefused = false
    attachIfWaiting(time: t)
  }

  /// The modifier went away: the sheet leaves, and nothing presents it again.
  mutating func modifierRemoved(time t: Double) {
    removed = true
    leave(time: t)
  }

  /// Takes a sheet that is on screen (or on its way) off with its exit spring; the binding is
  /// written and `onDismiss` runs after the exit, as for any dismissal. A sheet that was not
  /// attached has nothing to undo and keeps its wish: its binding keeps the app's value and it
  /// goes on waiting, so a presenter that comes back (a row scrolled into view again, a tab
  /// shown again after an attach was refused) still presents it. Once the modifier is gone
  /// nothing can present it: its presentation ends (``HostEffect/presentationEnded``). A sheet
  /// hidden with its anchor (``HostInput/anchorHidden``) had been shown: it is dismissed, with
  /// nothing to animate.
  mutating func leave(time t: Double) {
    guard configuration.style.capabilities.isPresentable else {
      waitsForAnchor = false
      return
    }
    guard attached else {
      if resumeDetent != nil {
        endHiddenPresentation()
      } else {
        waitsForAnchor = knownPresented == true && !removed
        if removed { endPresentation() }
      }
      return
    }
    waitsForAnchor = false
    guard engine != nil else {
      // Attached but never measured, so never drawn: nothing to animate away.
      if knownPresented == true {
        knownPresented = false
        effects.append(.setPresented(false))
      }
      effects.append(.dismissChildren)
      detachIfAttached()
      effects.append(.callOnDismiss)
      endPresentation()
      return
    }
    // A programmatic dismissal: the guard does not refuse it, and mid-drag it is served when
    // the finger lifts (the engine's rule for requests during a drag).
    let alreadyLeaving = engine.map { !$0.isPresented } ?? false
    withEngine(t) { $0.send(.dismiss(animated: true), at: t) }
    // On its way out already, and asked for again since (its anchor was away then): that
    // request keeps waiting for the anchor.
    if alreadyLeaving, knownPresented == true, !removed { waitsForAnchor = true }
  }

  /// Whether a presentation must wait for the anchor: its window is known to be missing, or
  /// the layer could not attach the sheet there (`attachFailed`).
  var anchorIsAway: Bool { anchorInWindow == false || presenterRefused }

  /// Takes the container off screen, and puts VoiceOver's focus back where it was.
  mutating func detachIfAttached() {
    guard attached else { return }
    attached = false
    focusPending = false
    effects.append(.detach)
    effects.append(.accessibilityScreenChanged(intoSheet: false))
  }
}

extension SheetHostModel {
  /// UIKit removed the attached container without the host's detach
  /// (``HostInput/dismissedByPlatform``): the binding is written, `onDismiss` runs once, the
  /// children are told, and the presentation ends, all at once and without animation. The
  /// engine starts over, hidden and quietly (a dismissal through it would spring a sheet that
  /// is gone and emit its events), so a later binding `true` enters from off screen as usual.
  mutating func dismissedByPlatform(time t: Double) {
    guard configuration.style.capabilities.isPresentable, attached else { return }
    // A sheet already on its way out has told its children and written its binding.
    let leaving = engine.map { !$0.isPresented } ?? false
    attached = false
    focusPending = false
    entering = false
    holdAfterLift = nil
    startsAtRest = false
    waitsForAnchor = false
    resumeDetent = nil
    touch = nil
    pendingClose = false
    if knownPresented == true {
      knownPresented = false
      effects.append(.setPresented(false))
    }
    if !leaving { effects.append(.dismissChildren) }
    effects.append(.accessibilityScreenChanged(intoSheet: false))
    effects.append(.callOnDismiss)
    endPresentation()
    stopClock()
    guard engine != nil else { return }
    engine = nil
    makeEngine(time: t)
  }

  /// Emits ``HostEffect/presentationEnded`` if a presentation is open, once.
  mutating func endPresentation() {
    guard presentationOpen else { return }
    presentationOpen = false
    effects.append(.presentationEnded)
  }

  /// Ends a presentation that is not on screen at the app's request (the binding false, the
  /// proxy's dismiss), if there is one; whether there was. A waiting sheet (its anchor away, its
  /// attach refused) was never seen: it ends quietly, with ``HostEffect/presentationEnded``
  /// alone. A sheet hidden with its anchor had been shown: `onDismiss` runs too. The binding is
  /// written false when it still says true (the proxy's dismiss; the binding's own false is the
  /// app's value already).
  mutating func endPendingPresentation(time t: Double) -> Bool {
    guard configuration.style.capabilities.isPresentable, !attached,
      presentationOpen || resumeDetent != nil
    else { return false }
    guard resumeDetent == nil else {
      endHiddenPresentation()
      return true
    }
    waitsForAnchor = false
    if knownPresented == true {
      knownPresented = false
      effects.append(.setPresented(false))
    }
    endPresentation()
    return true
  }

  /// A presentation request from code (``HostInput/present(animated:)``). A sheet whose
  /// presenter is away, refused, or hidden with its anchor keeps the request (its binding
  /// follows) and waits; nothing moves until it can attach.
  mutating func present(animated: Bool, time t: Double) {
    guard !removed else { return }
    let presentable = configuration.style.capabilities.isPresentable
    if presentable, !attached, knownPresented != true {
      // A new request tries the presenter again, whatever refused the last one.
      presenterRefused = false
    }
    guard !presentable || attached || !anchorIsAway else {
      if knownPresented != true {
        knownPresented = true
        presentationOpen = true
        effects.append(.setPresented(true))
      }
      waitsForAnchor = true
      return
    }
    attachIfNeeded()
    withEngine(t) { $0.send(.present(animated: animated), at: t) }
  }
}
