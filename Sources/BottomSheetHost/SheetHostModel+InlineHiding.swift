@_spi(Lab) import BottomSheetCore
/// An inline sheet that can hide: `inlineBottomSheet(isPresented:detents:selection:content:)`.
///
/// An inline sheet is part of its screen, not a presentation: it has no backdrop, nothing is
/// attached or detached, and VoiceOver's focus does not move into it. Created with an
/// `isPresented` binding (``SheetHostModel/init(configuration:isPresented:selection:recording:)``
/// with a non-nil value), it follows that binding as a presented sheet does:
///
/// - false: it springs out below the container (the engine's programmatic dismissal, which the
///   guard never refuses; mid-drag it waits for the finger to lift). Once out, the frame's
///   `showsSheet` is false and every touch belongs to the screen behind
///   (``HostFrame/passesTouchThrough(at:)``); on its way out it takes none either;
/// - true: it springs back to its selected detent;
/// - hidden by the host (the proxy's `dismiss`), the binding is written false
///   (``HostEffect/setPresented(_:)``); shown by the proxy's `present`, true.
///
/// Its close button (``HostInput/close``) hides it, through the app's guard as a modal's close
/// does: refused while the guard is on (`SheetConfiguration.isDismissalGuarded`: the attempt
/// callback runs, with a `dismissBlocked` event), else hidden with its spring and the binding
/// written false. An inline sheet that cannot hide (no binding, and not dismissible) has no use
/// for one: it is not drawn (``SheetHostModel/drawsCloseButton``), and a diagnostic says why,
/// once.
///
/// A drag never hides it: an inline sheet is not dismissible by default, so a release below its
/// lowest detent springs back there (the engine's rule). Created with the binding false, it
/// starts hidden, without animation and without a `dismissed` event (nothing was ever on
/// screen); created with true, or without a binding (nil: today's inline API, which the
/// binding never reaches), it is on screen at its detent from the first frame, as before.
extension SheetHostModel {
  /// Whether the engine about to be created is an inline sheet whose binding says hidden.
  var startsHiddenInline: Bool {
    !configuration.style.capabilities.isPresentable && knownPresented == false
  }

  /// An inline sheet's `isPresented` binding holds `value`: it shows or hides, animated; the
  /// value the host wrote itself coming back does nothing. The input is taken from any inline
  /// sheet (it says the app has a binding); the layer sends it only for one created with a
  /// binding, so an inline sheet without one never hides this way.
  mutating func inlinePresentedBindingChanged(_ value: Bool, time t: Double) {
    guard knownPresented != value else { return }
    knownPresented = value
    // Not yet measured: the engine starts where the binding says (`makeEngine`).
    withEngine(t) {
      $0.send(value ? .present(animated: true) : .dismiss(animated: true), at: t)
    }
  }

  /// Takes a just-created inline engine off screen without animation, and drops the events of
  /// that move: the sheet was never on screen, so the app hears of no dismissal and its
  /// binding (false already) is not written.
  func hideQuietly(_ engine: inout SheetEngine, time t: Double) {
    engine.send(.dismiss(animated: false), at: t)
    engine.clearEvents()
  }

  /// Whether an inline sheet can hide: it has an `isPresented` binding, or it is dismissible
  /// (`SheetConfiguration.isDismissible`, a drag may hide it).
  var inlineCanHide: Bool { knownPresented != nil || configuration.isDismissible }

  /// Whether the layer draws the close button the app asked for (`SheetChrome.showsCloseButton`):
  /// always on a modal or floating sheet; on an inline sheet only when it can hide (it has an
  /// `isPresented` binding, or it is dismissible). A close button that does nothing is not
  /// drawn, and the host reports it once (``diagnostics``).
  public var drawsCloseButton: Bool {
    configuration.chrome.showsCloseButton
      && (configuration.style.capabilities.isPresentable || inlineCanHide)
  }

  /// Reports, once per host, a close button the app asked for that is not drawn.
  mutating func reportUndrawnCloseButton() {
    guard configuration.chrome.showsCloseButton, !drawsCloseButton, !reportedUndrawnCloseButton
    else { return }
    reportedUndrawnCloseButton = true
    report(
      SheetDiagnostic(
        .invalidConfiguration, field: "sheet.chrome.closeButton",
        "not drawn: an inline sheet without an isPresented binding cannot hide; give it one "
          + "(inlineBottomSheet(isPresented:…)) for a close button that hides it"))
  }

  /// The close button of an inline sheet: refused while the app's guard is on, otherwise the
  /// sheet hides with its spring (a dismissible one through the engine's own user dismissal).
  /// One that cannot hide does nothing (its button is not drawn).
  mutating func inlineClose(time t: Double) {
    guard inlineCanHide, let engine, engine.isPresented else { return }
    if configuration.isDismissible {
      withEngine(t) { $0.send(.accessibilityEscape, at: t) }
    } else if configuration.isDismissalGuarded {
      // The engine's refusal, as a modal's guarded close emits it.
      effects.append(.callDismissAttempt)
      effects.append(.event(SheetEvent(time: t, kind: .dismissBlocked(reason: .programmatic))))
    } else {
      withEngine(t) { $0.send(.dismiss(animated: true), at: t) }
    }
  }
}
