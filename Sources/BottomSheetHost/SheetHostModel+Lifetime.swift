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
  /// there (before, it waited: a container the window does not hold cannot be measured, and an
  /// entrance nobody sees must not have run its course when it is first drawn). Leaving: a
  /// sheet that is on screen leaves with its exit spring.
  mutating func anchorMoved(inWindow: Bool, time t: Double) {
    guard configuration.style.capabilities.isPresentable else { return }
    let wasInWindow = anchorInWindow
    anchorInWindow = inWindow
    guard inWindow else {
      leave(time: t)
      return
    }
    guard wasInWindow != true, waitsForAnchor, !removed else { return }
    waitsForAnchor = false
    attachIfNeeded()
    // Not yet measured: the engine presents when it is created (`makeEngine`).
    withEngine(t) { $0.send(.present(animated: true), at: t) }
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

  /// Whether a presentation must wait for the anchor: its window is known to be missing.
  var anchorIsAway: Bool { anchorInWindow == false }

  /// Takes the container off screen, and puts VoiceOver's focus back where it was.
  mutating func detachIfAttached() {
    guard attached else { return }
    attached = false
    effects.append(.detach)
    effects.append(.accessibilityScreenChanged(intoSheet: false))
  }
}
