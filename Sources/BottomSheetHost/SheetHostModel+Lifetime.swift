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

  /// Attaches and enters a sheet that was waiting for its presenter, if it still is.
  mutating func attachIfWaiting(time t: Double) {
    guard waitsForAnchor, !removed, !anchorIsAway else { return }
    waitsForAnchor = false
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
  mutating func attachFailed(time t: Double) {
    guard configuration.style.capabilities.isPresentable, attached else { return }
    attached = false
    presenterRefused = true
    waitsForAnchor = knownPresented == true && !removed
    entering = false
    focusPending = false
    holdAfterLift = nil
    startsAtRest = false
    if clockRunning {
      clockRunning = false
      effects.append(.displayClock(running: false))
    }
    latestFrameTime = nil
    guard engine != nil else { return }
    engine = nil
    makeEngine(time: t)
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
  /// written and `onDismiss` runs after the exit, as for any dismissal. A sheet that was never
  /// attached has nothing to undo: its binding keeps the app's value, so a presenter that comes
  /// back (a row scrolled into view again) still presents it.
  mutating func leave(time t: Double) {
    waitsForAnchor = false
    guard configuration.style.capabilities.isPresentable, attached else { return }
    guard engine != nil else {
      // Attached but never measured, so never drawn: nothing to animate away.
      if knownPresented == true {
        knownPresented = false
        effects.append(.setPresented(false))
      }
      effects.append(.dismissChildren)
      detachIfAttached()
      effects.append(.callOnDismiss)
      return
    }
    // A programmatic dismissal: the guard does not refuse it, and mid-drag it is served when
    // the finger lifts (the engine's rule for requests during a drag).
    withEngine(t) { $0.send(.dismiss(animated: true), at: t) }
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
