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
}
